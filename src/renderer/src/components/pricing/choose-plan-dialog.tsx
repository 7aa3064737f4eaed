import { Gem } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { creditMessages } from '@contracts/messages';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { authPath, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { notifyError } from '@/lib/notify';

type ChoosePlanDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The plan dialog (spec 2.3): 'Choose Your Plan' with Maybe Later and Choose Plan (to /pricing). */
export function ChoosePlanDialog({ open, onOpenChange }: ChoosePlanDialogProps) {
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const choose = () => {
    onOpenChange(false);
    if (!isAuthenticated) {
      void notifyError(creditMessages.loginToUpgrade);
      void navigate(authPath('signin', 'pricing'));
      return;
    }
    void navigate(paths.pricing);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <div className="border-gold-400/25 bg-gold-400/10 mb-2 flex size-11 items-center justify-center rounded-xl border">
            <Gem className="text-gold-300 size-5" aria-hidden />
          </div>
          <DialogTitle>Choose Your Plan</DialogTitle>
          <DialogDescription>
            Top up with a credit pack: Starter, Pro or Elite. Credits never expire and work with
            every tool.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Maybe Later</Button>
          </DialogClose>
          <Button variant="primary" onClick={choose}>
            Choose Plan
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
