import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { authMessages } from '@shared/messages';
import { paths } from '@/config/paths';
import { useAuthActions } from '@/lib/auth/auth-context';
import { notifyError } from '@/lib/notify';

/**
 * Sign out (spec 2.2): sign out and go to /; a failure shows 'Logout Failed' / 'Please try
 * again.' (the session is cleared all the same). The move to / comes first: signing out on a
 * guarded page would otherwise send the guard to /auth before the navigation lands.
 */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate(paths.home);
    const ok = await signOut();
    if (!ok)
      void notifyError(authMessages.logoutFailedTitle, {
        description: authMessages.logoutFailedDescription,
      });
  }, [signOut, navigate]);
}
