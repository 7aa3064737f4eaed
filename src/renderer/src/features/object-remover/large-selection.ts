// Object removal asks before a big selection: filling more than 30 % of a photo rarely looks like
// the photo any more, and a run costs credits. The share is measured on the mask that would be
// sent (brush strokes and the click selection together), so the question matches the run.
import { photoToolMessages } from '@contracts/messages';
import { selectedShare } from '@/components/photo/object-selection';

/** Above this share of the photo a removal asks for confirmation first. */
export const CONFIRM_REMOVAL_SHARE = 0.3;

/** The side the mask is scaled to for measuring (plenty for a percentage, cheap to read). */
const MEASURE_SIDE = 512;

/** A share (0–1) as a whole percentage, at least 1 when anything is selected. */
export function coveragePercent(share: number): number {
  if (share <= 0) return 0;
  return Math.min(100, Math.max(1, Math.round(share * 100)));
}

/** Whether a removal of this share of the photo must be confirmed before it runs. */
export function needsRemovalConfirmation(share: number): boolean {
  return share > CONFIRM_REMOVAL_SHARE;
}

/** The confirmation's sentence. */
export function largeSelectionQuestion(share: number): string {
  return photoToolMessages.largeSelectionQuestion(coveragePercent(share));
}

/** The share of a white-on-black mask that is selected, measured at a small size. */
export function maskCoverage(mask: CanvasImageSource & { width: number; height: number }): number {
  const scale = Math.min(1, MEASURE_SIDE / Math.max(mask.width, mask.height, 1));
  const width = Math.max(1, Math.round(mask.width * scale));
  const height = Math.max(1, Math.round(mask.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) return 0;
  context.drawImage(mask, 0, 0, width, height);
  return selectedShare(context.getImageData(0, 0, width, height).data);
}
