import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { authMessages } from '@contracts/messages';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { displayName, initial, profileImageUrl } from '@/lib/display-name';
import type { NamedUser } from '@/lib/display-name';

const sizes = {
  /** 40 px, the navbar's (spec 9). */
  md: { root: 'size-10', icon: 'size-5', letter: 'text-sm' },
  lg: { root: 'size-14', icon: 'size-7', letter: 'text-xl' },
  xl: { root: 'size-28', icon: 'size-12', letter: 'text-4xl' },
} as const;

/**
 * The account avatar (spec 3): the profile image; a generic user icon when there is none; the
 * first letter of the display name when the image fails to load. Navbar, menus and profile all
 * use this one, so they agree.
 */
export function UserAvatar({
  user,
  size = 'md',
  className,
}: {
  user: NamedUser | null;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const imageUrl = profileImageUrl(user);
  // Remembered per URL, so a new picture gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = imageUrl !== null && failedUrl === imageUrl;
  const dimensions = sizes[size];
  return (
    <Avatar className={cn(dimensions.root, className)} data-testid="user-avatar">
      {imageUrl && !failed && (
        <AvatarImage
          src={imageUrl}
          alt=""
          onLoadingStatusChange={(status) => {
            if (status === 'error') {
              console.warn(authMessages.navbarAvatarLoadFailed);
              setFailedUrl(imageUrl);
            }
          }}
        />
      )}
      <AvatarFallback className={dimensions.letter}>
        {failed ? (
          <span data-testid="avatar-initial">{initial(displayName(user))}</span>
        ) : (
          <UserRound className={dimensions.icon} aria-hidden data-testid="avatar-icon" />
        )}
      </AvatarFallback>
    </Avatar>
  );
}
