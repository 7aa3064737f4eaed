import { History, Trash2, FolderOpen } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { StoredRecording } from '../lib/recording-store';
import { clockTime, formatClock } from '../recorder-model';

/** "A recording from 14:32 was not finished (0:12)." */
export function leftoverSentence(recording: StoredRecording, locale?: string): string {
  const when = clockTime(recording.startedAt, locale);
  const length = recording.durationMs > 0 ? ` (${formatClock(recording.durationMs)})` : '';
  return recording.finished
    ? `A recording from ${when} is still on this computer${length}.`
    : `A recording from ${when} was not finished${length}.`;
}

/** One kept recording offered back: open it to edit and save, or discard it. */
function Offer({
  recording,
  onOpen,
  onDiscard,
}: {
  recording: StoredRecording;
  onOpen: () => void;
  onDiscard: () => void;
}) {
  const id = useId();
  return (
    <li>
      <div
        role="group"
        aria-labelledby={`${id}-what`}
        className="flex flex-wrap items-center justify-between gap-3"
      >
        <p id={`${id}-what`} className="text-foreground text-sm">
          {leftoverSentence(recording)}
        </p>
        <div className="flex gap-2">
          <Button variant="primary" size="sm" onClick={onOpen}>
            <FolderOpen aria-hidden /> Open it
          </Button>
          <Button variant="ghost" size="sm" onClick={onDiscard}>
            <Trash2 aria-hidden /> Discard
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * The recordings kept on this computer from earlier visits — cut short by a crash, a reload or a
 * closed tab, or finished and never discarded — offered back before anything else.
 */
export function RecoveryOffer({
  recordings,
  onOpen,
  onDiscard,
}: {
  recordings: readonly StoredRecording[];
  onOpen: (recording: StoredRecording) => void;
  onDiscard: (recording: StoredRecording) => void;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border-gold-400/40 bg-gold-400/10 flex flex-col gap-3 rounded-2xl border p-4"
      data-testid="recovery-offer"
    >
      <h2
        id={`${id}-title`}
        className="text-gold-100 flex items-center gap-2 text-sm font-semibold"
      >
        <History className="text-gold-400 size-4" aria-hidden /> Recordings kept on this computer
      </h2>
      <ul className="flex flex-col gap-3">
        {recordings.map((recording) => (
          <Offer
            key={recording.id}
            recording={recording}
            onOpen={() => onOpen(recording)}
            onDiscard={() => onDiscard(recording)}
          />
        ))}
      </ul>
    </section>
  );
}
