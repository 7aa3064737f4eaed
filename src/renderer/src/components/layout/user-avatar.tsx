import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { initial } from '@/lib/display-name';

/** The account avatar: the profile image; a user icon when there is none; the initial when it fails to load (spec 3). */
export function UserAvatar({
  imageUrl,
  name,
  className,
}: {
  imageUrl?: string | null;
  name: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Avatar className={className}>
      {imageUrl && !failed && (
        <AvatarImage
          src={imageUrl}
          alt=""
          onLoadingStatusChange={(status) => {
            if (status === 'error') {
              console.warn('Navbar: Failed to load profile image');
              setFailed(true);
            }
          }}
        />
      )}
      <AvatarFallback>
        {imageUrl && failed ? initial(name) : <UserRound className="size-5" aria-hidden />}
      </AvatarFallback>
    </Avatar>
  );
}
