import { Dialog as SheetPrimitive } from 'radix-ui';
import {
  CreditCard,
  Gem,
  Home,
  ImageIcon,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu,
  UserRound,
  X,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MENU_TOOLS } from '@contracts/tools/tool-views';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { authPath, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useOpenBillingPortal } from '@/lib/billing';
import { displayName } from '@/lib/display-name';
import type { DeferredMenuProps } from './ai-tools-menu';
import { ToolIcon } from './tool-icon';
import { ToolMarks } from './tool-marks';
import { usePricingLink } from './use-pricing-link';
import { useSignOut } from './use-sign-out';

const rowClass =
  'flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-foreground/90 outline-none hover:bg-white/5 focus-visible:ring-2 focus-visible:ring-ring [&>svg]:size-4 [&>svg]:text-gold-300';

function Row({
  to,
  onSelect,
  icon,
  children,
  ...data
}: {
  to?: string;
  onSelect: () => void;
  icon: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
  'data-status'?: string;
}) {
  if (to) {
    return (
      <Link to={to} onClick={onSelect} className={rowClass} {...data}>
        {icon}
        {children}
      </Link>
    );
  }
  return (
    <button type="button" onClick={onSelect} className={rowClass}>
      {icon}
      {children}
    </button>
  );
}

/** The slide-out menu for small screens (spec 2.2). */
export function MobileMenu({ defaultOpen = false, focusTrigger = false }: DeferredMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  const { user, isAuthenticated } = useAuth();
  const openBillingPortal = useOpenBillingPortal();
  const goToPricing = usePricingLink();
  const signOut = useSignOut();
  const close = () => setOpen(false);
  const then = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <SheetPrimitive.Root open={open} onOpenChange={setOpen}>
      <SheetPrimitive.Trigger asChild>
        <Button
          ref={trigger}
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label="Open menu"
        >
          <Menu className="size-5" aria-hidden />
        </Button>
      </SheetPrimitive.Trigger>
      <SheetPrimitive.Portal>
        <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <SheetPrimitive.Content className="border-border bg-surface shadow-panel fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col border-l">
          <div className="border-border flex items-center justify-between border-b px-4 py-4">
            <SheetPrimitive.Title className="text-foreground truncate text-base font-semibold">
              {isAuthenticated ? displayName(user) : 'My Account'}
            </SheetPrimitive.Title>
            <SheetPrimitive.Close asChild>
              <Button variant="ghost" size="icon-sm" aria-label="Close menu">
                <X aria-hidden />
              </Button>
            </SheetPrimitive.Close>
          </div>
          <SheetPrimitive.Description className="sr-only">
            Site navigation and account
          </SheetPrimitive.Description>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-2 py-3">
            {isAuthenticated ? (
              <>
                <Row to={paths.dashboard} onSelect={close} icon={<LayoutDashboard />}>
                  Dashboard
                </Row>
                <Row to={paths.profile} onSelect={close} icon={<UserRound />}>
                  My Profile
                </Row>
                <Row to={paths.myDesigns} onSelect={close} icon={<ImageIcon />}>
                  My Creations
                </Row>
                <Row onSelect={then(openBillingPortal)} icon={<CreditCard />}>
                  Subscription
                </Row>
                <Row onSelect={then(goToPricing)} icon={<Gem />}>
                  Pricing
                </Row>
                <Row onSelect={then(() => void signOut())} icon={<LogOut />}>
                  Sign out
                </Row>
              </>
            ) : (
              <>
                <Row to={paths.home} onSelect={close} icon={<Home />}>
                  Home
                </Row>
                <Row onSelect={then(goToPricing)} icon={<Gem />}>
                  Pricing
                </Row>
                <Row to={paths.contact} onSelect={close} icon={<Mail />}>
                  Contact Us
                </Row>
              </>
            )}
            <p className="text-subtle-foreground mt-5 mb-1 px-3 text-[0.6875rem] font-semibold tracking-widest uppercase">
              AI Tools
            </p>
            {MENU_TOOLS.map((tool) => (
              <Row
                key={tool.id}
                to={tool.path}
                onSelect={close}
                icon={<ToolIcon icon={tool.icon} />}
                data-testid="mobile-tool"
                data-status={tool.status}
              >
                <span className="flex-1">{tool.title}</span>
                <ToolMarks tool={tool} />
              </Row>
            ))}
          </nav>
          {!isAuthenticated && (
            <div className="border-border grid gap-2 border-t p-4">
              <Button asChild variant="primary">
                <Link to={authPath('signup')} onClick={close}>
                  Get Started
                </Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to={authPath('signin')} onClick={close}>
                  Sign In
                </Link>
              </Button>
            </div>
          )}
          <div className="border-border border-t px-4 py-3">
            <Logo size="sm" />
          </div>
        </SheetPrimitive.Content>
      </SheetPrimitive.Portal>
    </SheetPrimitive.Root>
  );
}
