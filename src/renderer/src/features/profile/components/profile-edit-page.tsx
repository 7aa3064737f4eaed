import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ProfileCard, ProfileFrame } from './profile-page';

/** /profile/edit: the same profile card on its own; saving returns to /profile. */
export function ProfileEditPage() {
  const navigate = useNavigate();
  return (
    <ProfileFrame
      title="Edit Profile"
      action={
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.profile}>
            <ArrowLeft aria-hidden /> Back to profile
          </Link>
        </Button>
      }
    >
      <ProfileCard onSaved={() => void navigate(paths.profile)} />
    </ProfileFrame>
  );
}
