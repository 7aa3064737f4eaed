import { PencilLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { displayName, username } from '@/lib/display-name';
import { AccountForm } from './account-form';
import { DesignsCard } from './designs-card';
import { ProfilePhoto } from './profile-photo';

/** The page frame both profile routes share. */
export function ProfileFrame({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const { user } = useAuth();
  const handle = username(user);
  return (
    <div className="bg-hive-glow flex-1 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="mx-auto grid max-w-3xl gap-6">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-foreground text-3xl font-semibold tracking-tight">{title}</h1>
            <p className="text-muted-foreground mt-1">
              {displayName(user)}
              {handle && <span className="text-subtle-foreground"> · @{handle}</span>}
            </p>
          </div>
          {action}
        </header>
        {children}
      </div>
    </div>
  );
}

/** The profile card: photo, then the account form. */
export function ProfileCard({ onSaved }: { onSaved?: () => void }) {
  return (
    <section
      aria-label="Account details"
      className="rounded-card border-border bg-surface/80 grid gap-8 border p-6 sm:p-8"
    >
      <ProfilePhoto />
      <AccountForm onSaved={onSaved} />
    </section>
  );
}

/** /profile (spec 2.6): photo, name, e-mail, credits, and the My Designs card. */
export function ProfilePage() {
  return (
    <ProfileFrame
      title="My Profile"
      action={
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.profileEdit}>
            <PencilLine aria-hidden /> Edit profile
          </Link>
        </Button>
      }
    >
      <ProfileCard />
      <DesignsCard />
    </ProfileFrame>
  );
}
