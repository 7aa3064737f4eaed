import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuthActions } from '@/lib/auth/auth-context';
import { useAuthServerInfo } from '@/lib/auth/auth-server';
import type { OAuthProviderId } from '@/lib/auth/auth-server';
import { useFormCall } from '../hooks/use-form-call';
import { FailureAlert } from './form-alert';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.8-5.5 3.8-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.2 14.6 2.2 12 2.2 6.6 2.2 2.3 6.6 2.3 12s4.3 9.8 9.7 9.8c5.6 0 9.3-3.9 9.3-9.5 0-.6-.1-1.1-.2-1.6H12z"
      />
    </svg>
  );
}

function GitHubMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4 fill-current">
      <path d="M12 .5a11.5 11.5 0 0 0-3.6 22.4c.6.1.8-.3.8-.6v-2c-3.2.7-3.9-1.5-3.9-1.5-.5-1.3-1.3-1.7-1.3-1.7-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.8 1.3 3.5 1 .1-.8.4-1.3.7-1.6-2.6-.3-5.3-1.3-5.3-5.7 0-1.3.5-2.3 1.2-3.1-.1-.3-.5-1.5.1-3.1 0 0 1-.3 3.2 1.2a11 11 0 0 1 5.8 0C17.3 4.8 18.3 5 18.3 5c.6 1.6.2 2.8.1 3.1.8.8 1.2 1.8 1.2 3.1 0 4.4-2.7 5.4-5.3 5.7.4.4.8 1.1.8 2.2v3.2c0 .3.2.7.8.6A11.5 11.5 0 0 0 12 .5z" />
    </svg>
  );
}

function label(provider: OAuthProviderId, local: boolean): string {
  // Hive Local's GitHub provider is its own test identity provider (nothing leaves the machine).
  if (local && provider === 'github') return 'Continue with the local test provider';
  return provider === 'google' ? 'Continue with Google' : 'Continue with GitHub';
}

/** OAuth sign-in buttons for the providers the auth server has switched on (PKCE flow). */
export function OAuthButtons({ redirect }: { redirect?: string }) {
  const info = useAuthServerInfo();
  const actions = useAuthActions();
  const call = useFormCall();
  if (!info || info.providers.length === 0) return null;
  return (
    <div className="grid gap-3">
      <div className="text-subtle-foreground flex items-center gap-3 text-xs tracking-widest uppercase">
        <span className="bg-border h-px flex-1" aria-hidden />
        or
        <span className="bg-border h-px flex-1" aria-hidden />
      </div>
      {info.providers.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          size="lg"
          className="h-auto min-h-11 py-2.5 whitespace-normal"
          disabled={call.pending}
          onClick={() => void call.run(() => actions.signInWithProvider(provider, redirect))}
        >
          {call.pending ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : provider === 'google' ? (
            <GoogleMark />
          ) : (
            <GitHubMark />
          )}
          {label(provider, info.local)}
        </Button>
      ))}
      {call.failure && <FailureAlert failure={call.failure} />}
    </div>
  );
}
