// The generator's last run, kept in sessionStorage so that a reload re-attaches to it: its job id
// (the x-hive-job-id it was sent with) and what the page needs to show its result again.
import { z } from 'zod';
import { findStyle } from '@contracts/domain/styles';
import type { JobRow } from '@/lib/jobs/job-row';
import type { GeneratedImage } from './generator-atoms';

const STORAGE_KEY = 'hive:artwork-generator:run';

/** This page load: a run saved by it is this visit's own, not one to re-attach after a reload. */
export const PAGE_LOAD_ID: string = crypto.randomUUID();

const savedRunSchema = z.object({
  jobId: z.string().uuid(),
  prompt: z.string(),
  type: z.enum(['ai-art', 'logo', 'cover']),
  style: z.string(),
  /** The page load that started the run (PAGE_LOAD_ID then). */
  loadId: z.string(),
});

/** The last run of this tab. */
export type SavedRun = z.infer<typeof savedRunSchema>;

/**
 * Whether the page should show this saved run's job: a run still under way always (it is
 * followed to its end); an ended one only after a reload, since a visit within the same page
 * load starts clean.
 */
export function shouldReattach(
  run: SavedRun,
  jobEnded: boolean,
  loadId: string = PAGE_LOAD_ID,
): boolean {
  return !jobEnded || run.loadId !== loadId;
}

/**
 * The images of a finished run, from its job row's outputs, labelled with the run's style (the
 * screen already numbers them: "Image 1 · Watercolor").
 */
export function imagesOfJob(
  job: Pick<JobRow, 'outputs' | 'engine'>,
  run: SavedRun,
): GeneratedImage[] {
  return job.outputs.map((output, index) => ({
    url: output.url,
    label: findStyle(run.style)?.label ?? `Image ${index + 1}`,
    prompt: run.prompt,
    type: run.type,
    style: run.style,
    provider: job.engine,
  }));
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off; the page then simply does not re-attach.
    return null;
  }
}

/** Remembers the run under way (replacing the one before). */
export function saveRun(run: Omit<SavedRun, 'loadId'>): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ ...run, loadId: PAGE_LOAD_ID }));
  } catch (error) {
    console.warn('Could not remember the run for a reload:', error);
  }
}

/** The run to re-attach to, if this tab has one. */
export function readSavedRun(): SavedRun | null {
  const text = storage()?.getItem(STORAGE_KEY);
  if (!text) return null;
  try {
    const parsed = savedRunSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Forgets the run (its job is gone, or is not this user's). */
export function forgetSavedRun(): void {
  storage()?.removeItem(STORAGE_KEY);
}
