import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { authMessages } from '@shared/messages';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { notifyError } from '@/lib/notify';

/** Sign out (spec 2.2): sign out, then go to /; a failure shows 'Logout Failed' / 'Please try again.'. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    const ok = await signOut();
    if (!ok)
      void notifyError(authMessages.logoutFailedTitle, {
        description: authMessages.logoutFailedDescription,
      });
    await navigate(paths.home);
  }, [signOut, navigate]);
}
