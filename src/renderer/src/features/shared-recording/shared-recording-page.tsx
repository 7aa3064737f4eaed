import { useQuery } from '@tanstack/react-query';
import { Video } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { z } from 'zod';
import { recordingMessages } from '@contracts/api/recording';
import { PreviewEmpty } from '@/components/photo/preview-parts';
import { ToolPage } from '@/components/photo/tool-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useBackend } from '@/lib/backend-context';
import { invokeFunction } from '@/lib/functions';
import { SERVICE_FUNCTIONS } from '@/lib/function-names';

const sharedRecordingSchema = z.object({
  status: z.literal('success'),
  name: z.string(),
  duration_seconds: z.number().nullable(),
  video_url: z.string().min(1),
  poster_url: z.string().nullable(),
});

/** "2:05" */
function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** /shared/recording/:id — a recording its owner shared, playing in the browser for anyone with the link. */
export function SharedRecordingPage() {
  const { id = '' } = useParams();
  const { supabase } = useBackend();
  const shared = useQuery({
    queryKey: ['shared-recording', id],
    queryFn: ({ signal }) =>
      invokeFunction(supabase!, SERVICE_FUNCTIONS.sharedRecording, { id }, sharedRecordingSchema, {
        signal,
      }),
    enabled: !!supabase && id !== '',
    retry: false,
  });
  const recording = shared.data;
  return (
    <ToolPage>
      <header className="flex flex-col gap-2">
        <p className="text-gold-200 text-xs font-semibold tracking-[0.18em]">SHARED RECORDING</p>
        <h1 className="text-foreground text-3xl font-semibold tracking-tight">
          {recording?.name ?? 'A shared recording'}
        </h1>
        {recording?.duration_seconds ? (
          <p className="text-muted-foreground text-sm">{minutes(recording.duration_seconds)}</p>
        ) : null}
      </header>
      {shared.isPending && supabase ? (
        <p role="status" className="text-muted-foreground text-sm">
          Opening the recording…
        </p>
      ) : recording ? (
        // A presentation's voice is in the recording; there is no caption track to give.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          src={recording.video_url}
          poster={recording.poster_url ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={recording.name}
          className="max-h-[75vh] w-full rounded-xl bg-black object-contain"
          data-testid="shared-recording"
        />
      ) : (
        <PreviewEmpty icon={Video} title={recordingMessages.sharedNotFound}>
          Ask its owner for a new link.
        </PreviewEmpty>
      )}
      <div>
        <Button asChild variant="outline">
          <Link to={paths.presentationRecorder}>Record your own presentation</Link>
        </Button>
      </div>
    </ToolPage>
  );
}
