import { Check, FolderHeart, Loader2 } from 'lucide-react';
import { generatorMessages } from '@contracts/messages';
import { Button } from '@/components/ui/button';
import type { SaveState } from '@/lib/designs/use-creation-saver';

/** A result's "Save to My Creations" (spinner while saving, a check once saved). */
export function SaveToCreationsButton({
  state,
  onSave,
  disabled = false,
}: {
  state: SaveState;
  onSave: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      variant={state === 'saved' ? 'success' : 'secondary'}
      onClick={onSave}
      disabled={disabled || state !== 'idle'}
    >
      {state === 'saving' ? (
        <Loader2 className="animate-spin" aria-hidden />
      ) : state === 'saved' ? (
        <Check aria-hidden />
      ) : (
        <FolderHeart aria-hidden />
      )}
      {state === 'saved' ? generatorMessages.savedLabel : 'Save to My Creations'}
    </Button>
  );
}
