import { PartyPopper, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { SIGNUP_BONUS_CREDITS } from '@contracts/domain/credits';
import { frontDoorMessages } from '@contracts/messages';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { arrivedByEmailLink } from '@/lib/auth/arrival';
import { useAuth, useAuthActions } from '@/lib/auth/auth-context';
import { shouldWelcome } from '../welcome';

/**
 * The greeting a new user sees once, on the site root after following the confirmation link:
 * the free credits are ready, with the way to the dashboard. Marked as seen in the user's
 * metadata as soon as it shows, so a reload or another device does not repeat it.
 */
export function WelcomeBanner() {
  const { user } = useAuth();
  const { updateUserInfo } = useAuthActions();
  const [shown, setShown] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const marked = useRef(false);

  useEffect(() => {
    if (marked.current || !shouldWelcome(user, arrivedByEmailLink())) return;
    marked.current = true;
    setShown(true);
    void updateUserInfo({ welcomed_at: new Date().toISOString() }).then((outcome) => {
      if (!outcome.ok) console.warn('Marking the welcome as seen failed; it may show again.');
    });
  }, [user, updateUserInfo]);

  if (!shown || dismissed) return null;
  return (
    <section
      aria-labelledby="welcome-title"
      className="border-gold-400/40 bg-gold-400/10 mx-auto flex w-full max-w-5xl flex-wrap items-center gap-4 rounded-2xl border px-5 py-4"
      data-testid="welcome-banner"
    >
      <PartyPopper className="text-gold-300 size-6 shrink-0" aria-hidden />
      <h2 id="welcome-title" className="text-foreground flex-1 text-lg font-semibold">
        {frontDoorMessages.welcome(SIGNUP_BONUS_CREDITS)}
      </h2>
      <Button asChild variant="primary">
        <Link to={paths.dashboard}>{frontDoorMessages.welcomeAction}</Link>
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={frontDoorMessages.welcomeDismiss}
        onClick={() => setDismissed(true)}
      >
        <X aria-hidden />
      </Button>
    </section>
  );
}
