import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { photoToolMessages } from '@contracts/messages';
import { largeSelectionQuestion } from '../large-selection';

/**
 * Asks before removing a selection over 30 % of the photo. A modal dialog: focus moves into it,
 * Escape or Cancel closes it (nothing is charged), Tab stays inside, and Remove anyway starts
 * the run.
 */
export function LargeSelectionDialog({
  share,
  onCancel,
  onConfirm,
}: {
  /** The selected share of the photo, or null when nothing is being asked. */
  share: number | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={share !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{photoToolMessages.largeSelectionTitle}</DialogTitle>
          <DialogDescription>{largeSelectionQuestion(share ?? 0)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm}>
            {photoToolMessages.largeSelectionConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
