import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { safeRedirectTarget } from '@/config/routes';
import { useAuth } from '@/lib/auth/auth-context';
import { authRedirectError } from '@/lib/auth/auth-urls';
import { cn } from '@/lib/cn';
import { authScreenMessages } from '../messages';
import { AuthLayout } from './auth-layout';
import { ReturnedLinkError } from './form-parts';
import { OAuthButtons } from './oauth-buttons';
import { OneTimeCodeSignIn } from './one-time-code-sign-in';
import { PasswordSignIn } from './password-sign-in';
import { SignUpForm } from './sign-up-form';

type AuthType = 'signin' | 'signup';
type SignInMethod = 'password' | 'code';

const methods: { value: SignInMethod; label: string }[] = [
  { value: 'password', label: 'Password' },
  { value: 'code', label: 'One-time code' },
];

function MethodSwitch({
  method,
  onChange,
}: {
  method: SignInMethod;
  onChange: (method: SignInMethod) => void;
}) {
  return (
    <div role="group" aria-label="Sign-in method" className="mb-5 flex gap-2">
      {methods.map((entry) => (
        <button
          key={entry.value}
          type="button"
          aria-pressed={method === entry.value}
          onClick={() => onChange(entry.value)}
          className={cn(
            'focus-visible:ring-ring h-8 cursor-pointer rounded-full border px-3 text-xs font-medium transition-colors outline-none focus-visible:ring-2',
            method === entry.value
              ? 'border-gold-400/50 bg-gold-400/10 text-gold-200'
              : 'border-border text-muted-foreground hover:text-foreground',
          )}
        >
          {entry.label}
        </button>
      ))}
    </div>
  );
}

/**
 * /auth?type=signin|signup&redirect=… (spec 2.1, 4): password, one-time code and OAuth sign-in,
 * and sign-up. Once a session exists — from a form, an OAuth return or an e-mail link — it goes
 * on to `redirect` (same-site paths only), else the dashboard.
 */
export function AuthScreen() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { isAuthenticated, isLoading } = useAuth();
  const [method, setMethod] = useState<SignInMethod>('password');
  const type: AuthType = params.get('type') === 'signup' ? 'signup' : 'signin';
  const redirect = params.get('redirect') ?? undefined;

  if (isAuthenticated && !isLoading) return <Navigate to={safeRedirectTarget(redirect)} replace />;

  const switchTo = (next: AuthType) => {
    const query = new URLSearchParams({ type: next });
    if (redirect) query.set('redirect', redirect);
    setParams(query, { replace: true });
  };

  return (
    <AuthLayout
      title={type === 'signin' ? authScreenMessages.signInTitle : authScreenMessages.signUpTitle}
      subtitle={
        type === 'signin' ? authScreenMessages.signInSubtitle : authScreenMessages.signUpSubtitle
      }
    >
      <ReturnedLinkError message={authRedirectError(location)} />
      <Tabs
        value={type}
        onValueChange={(value) => switchTo(value === 'signup' ? 'signup' : 'signin')}
      >
        <TabsList className="mb-6 grid w-full grid-cols-2">
          <TabsTrigger value="signin">Sign in</TabsTrigger>
          <TabsTrigger value="signup">Sign up</TabsTrigger>
        </TabsList>
        <TabsContent value="signin" className="mt-0">
          <MethodSwitch method={method} onChange={setMethod} />
          {method === 'password' ? <PasswordSignIn /> : <OneTimeCodeSignIn />}
        </TabsContent>
        <TabsContent value="signup" className="mt-0">
          <SignUpForm onSignInInstead={() => switchTo('signin')} />
        </TabsContent>
      </Tabs>
      <div className="mt-5">
        <OAuthButtons redirect={redirect} />
      </div>
    </AuthLayout>
  );
}
