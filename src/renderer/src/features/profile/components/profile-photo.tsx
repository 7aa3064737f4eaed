import { Loader2, Trash2, Upload } from 'lucide-react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { profileImageUrl } from '@/lib/display-name';
import { useProfileImage } from '@/lib/auth/use-profile-image';
import { profileScreenMessages } from '../messages';

/** The avatar with upload and remove photo (spec 2.6); images up to 5 MB here (spec 5). */
export function ProfilePhoto() {
  const { user } = useAuth();
  const image = useProfileImage('profile');
  const hasImage = profileImageUrl(user) !== null;
  return (
    <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
      <div className="relative">
        <UserAvatar user={user} size="xl" className="ring-gold-400/50 ring-2" />
        {image.busy && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/60">
            <Loader2 className="text-gold-300 size-6 animate-spin" aria-label="Saving the photo" />
          </span>
        )}
      </div>
      <div className="grid gap-2">
        <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
          <Button
            variant="outline"
            size="sm"
            disabled={image.busy}
            onClick={() => void image.choose()}
          >
            <Upload aria-hidden /> Upload photo
          </Button>
          {hasImage && (
            <Button
              variant="ghost"
              size="sm"
              disabled={image.busy}
              onClick={() => void image.remove()}
            >
              <Trash2 aria-hidden /> Remove photo
            </Button>
          )}
        </div>
        <p className="text-muted-foreground text-xs">{profileScreenMessages.photoHint('5MB')}</p>
      </div>
    </div>
  );
}
