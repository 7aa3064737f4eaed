import { Eye, Scissors } from 'lucide-react';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { enhancementMessages, photoToolMessages } from '@contracts/messages';
import { resultFileName, resultTags } from '@/components/photo/photo-output';
import { usePhotoTool } from '@/components/photo/use-photo-tool';
import { ToolStudio } from '@/components/studio/tool-studio';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { BackdropPanel } from './backdrop-panel';

const COST = CREDIT_COSTS['background-remove'];

/** Upload and run on the left; the selected photo's before/after, backdrop and download on the right. */
export function RemoverStudio() {
  const photos = usePhotoTool({
    tool: 'background-remover',
    multiple: true,
    buildBody: (_photo, image) => ({ image }),
    onAccepted: (accepted) => {
      for (const photo of accepted) void notifyInfo(enhancementMessages.selected(photo.file.name));
    },
    onDone: () => void notifySuccess(photoToolMessages.backgroundRemoved),
    onFailed: (_item, error) => {
      if (!error.cancelled) void notifyError(error.message);
    },
  });
  const count = photos.queue.items.length;

  return (
    <ToolStudio
      tool="background-remover"
      photos={photos}
      cost={COST}
      dropLabel="Drop photos here"
      run={{
        label: count > 1 ? `Remove ${count} Backgrounds` : 'Remove Background',
        icon: <Scissors aria-hidden />,
      }}
      preview={{
        title: 'Preview',
        icon: Eye,
        empty: {
          icon: Scissors,
          title: 'Ready when you are',
          text: 'Upload a photo to see it here; after the run, drag the handle to compare it with the cut-out.',
        },
        busyLabel: 'Removing Background',
        beforeLabel: 'Original',
        afterLabel: 'Cut-out',
        details: (result) => `${result.width} × ${result.height} · transparent PNG`,
      }}
      result={{
        designType: 'background-removal',
        fileName: (item) => resultFileName(item.photo.file.name, 'no-background'),
        designName: (item) => `Cut-out of ${item.photo.file.name}`,
        tags: (result) => resultTags('background-removed', result),
        panel: (actions, item) => (
          <BackdropPanel {...actions} original={item.photo.file} name={item.photo.file.name} />
        ),
      }}
    />
  );
}
