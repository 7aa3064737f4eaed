import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SIGNUP_BONUS_CREDITS } from '@contracts/domain/credits';
import { frontDoorMessages } from '@contracts/messages';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { authPath } from '@/config/paths';

const benefits = [
  `${SIGNUP_BONUS_CREDITS} free credits`,
  'Access to all styles and models',
  'Save your creations',
];

/** The sign-in upsell dialog (spec 2.3): shown when a visitor tries something that needs an account. */
export function SignInUpsellDialog({
  open,
  onOpenChange,
  redirect,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where signing in returns to (a same-site path). */
  redirect?: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{frontDoorMessages.signInUpsellTitle}</DialogTitle>
          <DialogDescription>Sign in to keep creating with Hive Studio.</DialogDescription>
        </DialogHeader>
        <ul className="text-foreground/90 flex flex-col gap-2 text-sm">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2.5">
              <Check className="text-gold-400 size-4" aria-hidden />
              {benefit}
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {frontDoorMessages.maybeLater}
          </Button>
          <Button asChild variant="primary">
            <Link to={authPath('signin', redirect)}>{frontDoorMessages.signInNow}</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
