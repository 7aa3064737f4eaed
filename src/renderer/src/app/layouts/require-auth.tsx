import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { decideGuard } from '@/config/routes';
import { useAuth } from '@/lib/auth/auth-context';

/** Guards sign-in-required routes: signed-out visitors go to /auth, keeping where they were going. */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  const decision = decideGuard(auth, location);
  // While the auth state loads, the root layout shows the loading overlay.
  if (decision.kind === 'wait') return null;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
