import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { authMessages } from '@contracts/messages';
import { paths } from '@/config/paths';
import { useAuthActions } from '@/lib/auth/auth-context';
import { notifyError } from '@/lib/notify';
import { atom, useAtom, useSetAtom } from '@/lib/state';

/** Set by the sign-out menu item; cleared once the sign-out has run on the home page. */
const signOutRequestedAtom = atom(false);

/**
 * Sign out (spec 2.2): go to / and sign out there. Returns the menu item's handler; the sign-out
 * itself runs in useSignOutOnArrival, which the root layout mounts.
 */
export function useSignOut(): () => Promise<void> {
  const requestSignOut = useSetAtom(signOutRequestedAtom);
  const navigate = useNavigate();
  return useCallback(async () => {
    requestSignOut(true);
    await navigate(paths.home);
  }, [requestSignOut, navigate]);
}

/**
 * Runs a requested sign-out once / is the rendered page, never before: the router commits a
 * navigation in a transition, and a session cleared while a guarded page is still on screen would
 * send its guard to /auth?redirect=… instead. A failure shows 'Logout Failed' / 'Please try
 * again.' (the session is cleared all the same).
 */
export function useSignOutOnArrival(): void {
  const [requested, setRequested] = useAtom(signOutRequestedAtom);
  const { pathname } = useLocation();
  const { signOut } = useAuthActions();
  useEffect(() => {
    if (!requested || pathname !== paths.home) return;
    setRequested(false);
    void signOut().then((ok) => {
      if (!ok)
        void notifyError(authMessages.logoutFailedTitle, {
          description: authMessages.logoutFailedDescription,
        });
    });
  }, [requested, pathname, signOut, setRequested]);
}
