// "Edit in Hive Editor": a result opens as a new design in the Hive Editor, handed over in memory
// like "Send to" (never in the URL) and checked there like any upload.
import { Layers, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { studioMessages } from '@contracts/messages';
import { toolById } from '@contracts/tools/tool-views';
import { Button } from '@/components/ui/button';
import { notifyError } from '@/lib/notify';
import { offerPhoto, resultFile } from './photo-handoff';

export const EDIT_IN_EDITOR_LABEL = 'Edit in Hive Editor';

export function EditInEditorButton({
  url,
  fileName,
  size = 'default',
}: {
  /** The result as it would be downloaded (a stored URL or an object URL). */
  url: string;
  fileName: string;
  size?: 'default' | 'sm';
}) {
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      offerPhoto({ to: 'hive-edit', file: await resultFile(url, fileName) });
      void navigate(toolById('hive-edit').path);
    } catch (error) {
      console.warn('Opening the result in the editor failed:', error);
      void notifyError(studioMessages.sendFailed);
      setOpening(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size={size}
      disabled={opening}
      aria-busy={opening || undefined}
      onClick={() => void open()}
    >
      {opening ? <Loader2 className="animate-spin" aria-hidden /> : <Layers aria-hidden />}
      {EDIT_IN_EDITOR_LABEL}
    </Button>
  );
}
