import {
  CreditCard,
  Gem,
  ImageIcon,
  ImageUp,
  LayoutDashboard,
  LogOut,
  Palette,
  UserRound,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useProfileImage } from '@/lib/auth/use-profile-image';
import { useOpenBillingPortal } from '@/lib/billing';
import { displayName, username } from '@/lib/display-name';
import type { DeferredMenuProps } from './ai-tools-menu';
import { avatarTriggerClass } from './trigger-styles';
import { usePricingLink } from './use-pricing-link';
import { useSignOut } from './use-sign-out';
import { UserAvatar } from './user-avatar';

/** The round avatar's account menu (spec 2.2), 14rem wide. */
export function ProfileMenu({ defaultOpen = false, focusTrigger = false }: DeferredMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  const { user } = useAuth();
  const openBillingPortal = useOpenBillingPortal();
  const goToPricing = usePricingLink();
  const signOut = useSignOut();
  const photo = useProfileImage('navbar');
  const name = displayName(user);
  const handle = username(user);

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={trigger} aria-label="Account menu" className={avatarTriggerClass}>
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="flex flex-col gap-0.5 py-2 tracking-normal normal-case">
          <span className="text-foreground truncate text-sm font-semibold">{name}</span>
          {handle && (
            <span className="text-muted-foreground truncate text-xs font-normal">@{handle}</span>
          )}
        </DropdownMenuLabel>
        <DropdownMenuItem disabled={photo.busy} onSelect={() => void photo.choose()}>
          <ImageUp /> Change photo
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.dashboard}>
            <LayoutDashboard /> Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.artworkGenerator}>
            <Palette /> AI Generator
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <UserRound /> My Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.myDesigns}>
            <ImageIcon /> My Creations
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={openBillingPortal}>
          <CreditCard /> Subscription
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={goToPricing}>
          <Gem /> Pricing
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => void signOut()}
          className="text-red-300 data-[highlighted]:bg-red-400/10 data-[highlighted]:text-red-200"
        >
          <LogOut /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
