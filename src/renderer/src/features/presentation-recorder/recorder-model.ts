// The Presentation Recorder's pure rules: the stage size, the recorder's format, where the camera
// bubble sits, how a picture fits the stage, the slide list's moves, the keys that turn slides,
// and the words for a device the browser refused. No DOM here: the page and its tests share it.

/**
 * The recorded canvas: 1280 × 720 (720p) rather than 1080p. Slides and a shared screen stay
 * sharp at 720p, while drawing, encoding (VP9 in software on a machine with no GPU) and the MP4
 * export each handle 2.25 times fewer pixels, so recording stays smooth on a two-core laptop,
 * a minute exports in seconds and a long talk fits the 64 MB a saved recording may be.
 */
export const STAGE_WIDTH = 1280;
export const STAGE_HEIGHT = 720;
/** Frames a second of the canvas stream (and of the draw loop). */
export const STAGE_FPS = 30;
/** How often the recorder hands over a chunk to keep (crash safety). */
export const RECORDER_TIMESLICE_MS = 1000;
/** The video bit rate asked of MediaRecorder: about 19 MB a minute at 720p. */
export const RECORDER_VIDEO_BITS = 2_500_000;
/** The longest recording a GIF is made of. */
export const GIF_MAX_SECONDS = 30;
/** Seconds of the 3-2-1 countdown. */
export const COUNTDOWN_SECONDS = 3;

/** The containers MediaRecorder is asked for, best first. */
export const RECORDER_MIME_TYPES = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm;codecs=vp9',
  'video/webm;codecs=vp8',
  'video/webm',
  'video/mp4',
] as const;

/** The first container the browser records, or '' to let it choose. */
export function pickRecorderMime(isTypeSupported: (type: string) => boolean): string {
  return RECORDER_MIME_TYPES.find((type) => isTypeSupported(type)) ?? '';
}

/** "0:05", "12:34", "1:02:03" for a span in milliseconds. */
export function formatClock(milliseconds: number): string {
  const total = Math.max(0, Math.floor((Number.isFinite(milliseconds) ? milliseconds : 0) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** "5.0 s" */
export function formatSeconds(seconds: number): string {
  return `${(Number.isFinite(seconds) ? Math.max(0, seconds) : 0).toFixed(1)} s`;
}

/** The clock time of a moment, "14:32", in the user's locale. */
export function clockTime(timestamp: number, locale?: string): string {
  return new Date(timestamp).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}

/** A copy of `list` with the item at `index` moved by `delta` (clamped to the list). */
export function moveItem<Item>(list: readonly Item[], index: number, delta: number): Item[] {
  const next = [...list];
  const target = Math.min(list.length - 1, Math.max(0, index + delta));
  if (index < 0 || index >= list.length || target === index) return next;
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as Item);
  return next;
}

/** Where a slide turn goes for a key pressed while presenting, or null for any other key. */
export function slideKeyAction(key: string): 'next' | 'previous' | null {
  if (key === 'ArrowRight' || key === 'ArrowDown' || key === 'PageDown') return 'next';
  if (key === 'ArrowLeft' || key === 'ArrowUp' || key === 'PageUp') return 'previous';
  return null;
}

/** The camera bubble's settings. */
export type BubbleShape = 'circle' | 'rounded';
export type BubbleCorner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
export type BubbleSize = 'small' | 'medium' | 'large';
export type BubbleSettings = {
  shape: BubbleShape;
  corner: BubbleCorner;
  size: BubbleSize;
  hidden: boolean;
};

export const INITIAL_BUBBLE: BubbleSettings = {
  shape: 'circle',
  corner: 'bottom-right',
  size: 'medium',
  hidden: false,
};

/** The bubble's height as a share of the stage's height. */
const BUBBLE_SHARE: Record<BubbleSize, number> = { small: 0.22, medium: 0.32, large: 0.45 };
/** Space between the bubble and the stage's edges, as a share of the stage's height. */
const BUBBLE_MARGIN = 0.035;

/** A box on the stage, in stage pixels; `radius` rounds its corners. */
export type StageBox = { x: number; y: number; width: number; height: number; radius: number };

/** Where the bubble sits on a stage of `width` × `height`. */
export function bubbleBox(settings: BubbleSettings, width: number, height: number): StageBox {
  const boxHeight = Math.round(height * BUBBLE_SHARE[settings.size]);
  const boxWidth = settings.shape === 'circle' ? boxHeight : Math.round((boxHeight * 4) / 3);
  const margin = Math.round(height * BUBBLE_MARGIN);
  const left = settings.corner.endsWith('left');
  const top = settings.corner.startsWith('top');
  return {
    x: left ? margin : width - margin - boxWidth,
    y: top ? margin : height - margin - boxHeight,
    width: boxWidth,
    height: boxHeight,
    radius: settings.shape === 'circle' ? boxHeight / 2 : Math.round(boxHeight * 0.14),
  };
}

/** A picture of `width` × `height` fitted whole inside the box (letterboxed), centred. */
export function containBox(
  width: number,
  height: number,
  box: { width: number; height: number },
): { x: number; y: number; width: number; height: number } {
  if (width <= 0 || height <= 0) return { x: 0, y: 0, width: 0, height: 0 };
  const scale = Math.min(box.width / width, box.height / height);
  const fittedWidth = width * scale;
  const fittedHeight = height * scale;
  return {
    x: (box.width - fittedWidth) / 2,
    y: (box.height - fittedHeight) / 2,
    width: fittedWidth,
    height: fittedHeight,
  };
}

/** The part of a `width` × `height` picture that fills a box of another shape (cropped, centred). */
export function coverCrop(
  width: number,
  height: number,
  box: { width: number; height: number },
): { x: number; y: number; width: number; height: number } {
  if (width <= 0 || height <= 0 || box.width <= 0 || box.height <= 0)
    return { x: 0, y: 0, width: 0, height: 0 };
  const scale = Math.max(box.width / width, box.height / height);
  const cropWidth = box.width / scale;
  const cropHeight = box.height / scale;
  return {
    x: (width - cropWidth) / 2,
    y: (height - cropHeight) / 2,
    width: cropWidth,
    height: cropHeight,
  };
}

/** Which device a refusal is about. */
export type DeviceKind = 'camera' | 'microphone' | 'screen';

const DEVICE_WORDS: Record<DeviceKind, string> = {
  camera: 'camera',
  microphone: 'microphone',
  screen: 'screen',
};

/**
 * What to tell the user when the browser would not give a device: how to allow it (the site
 * settings in the browser's address bar, and on a Mac or Windows the system's privacy settings),
 * that there is none, or that another app holds it. Recording slides still works either way.
 */
export function deviceProblem(kind: DeviceKind, error: unknown, desktop = false): string {
  const name = error instanceof Error || isNamed(error) ? (error as { name: string }).name : '';
  const word = DEVICE_WORDS[kind];
  if (kind === 'screen') {
    if (name === 'NotAllowedError' || name === 'AbortError')
      return desktop
        ? 'Screen sharing was not allowed. On a Mac, allow Hive Studio under System Settings → Privacy & Security → Screen Recording, then try again.'
        : 'Screen sharing was cancelled or not allowed. Choose Share screen again and pick a screen, window or tab.';
    return 'Your screen could not be shared in this browser. Present slides instead.';
  }
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    const how = desktop
      ? `Allow Hive Studio to use the ${word} in your system settings (Privacy & Security → ${kind === 'camera' ? 'Camera' : 'Microphone'}), then turn it on again.`
      : `To allow it, click the site settings icon beside the address bar, set ${kind === 'camera' ? 'Camera' : 'Microphone'} to Allow and turn it on again; if it stays blocked, check your system's privacy settings.`;
    return `The ${word} is blocked. ${how} You can still record your slides${kind === 'camera' ? ' without the camera bubble' : ' without sound'}.`;
  }
  if (
    name === 'NotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'DevicesNotFoundError'
  )
    return `No ${word} was found. Plug one in and turn it on again, or record your slides without it.`;
  if (name === 'NotReadableError' || name === 'TrackStartError')
    return `The ${word} is in use by another app. Close that app and turn it on again.`;
  return `The ${word} could not be started. Turn it on again, or record your slides without it.`;
}

function isNamed(value: unknown): value is { name: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string'
  );
}

/** The name a new recording is given: "Presentation 27 Nov 2026, 14:32". */
export function defaultRecordingName(timestamp: number, locale?: string): string {
  const when = new Date(timestamp).toLocaleString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `Presentation ${when}`;
}

/** A file name stem from a recording's name: "presentation-27-nov-2026-14-32". */
export function recordingFileStem(name: string): string {
  const stem = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return stem || 'presentation';
}

/** The address of a shared recording. */
export function sharedRecordingUrl(origin: string, designId: string): string {
  return `${origin}/shared/recording/${designId}`;
}

/** A point on the stage from a pointer over the shown canvas (its CSS box), in stage pixels. */
export function stagePoint(
  clientX: number,
  clientY: number,
  rect: { left: number; top: number; width: number; height: number },
): { x: number; y: number } {
  const x = rect.width > 0 ? ((clientX - rect.left) / rect.width) * STAGE_WIDTH : 0;
  const y = rect.height > 0 ? ((clientY - rect.top) / rect.height) * STAGE_HEIGHT : 0;
  return {
    x: Math.min(STAGE_WIDTH, Math.max(0, x)),
    y: Math.min(STAGE_HEIGHT, Math.max(0, y)),
  };
}

/**
 * Why an export failed, in the user's words: the exporter words its own refusals (a plain Error);
 * anything else (a codec the browser lacks, a decoding failure) gets one sentence.
 */
export function exportProblem(error: unknown, format: string): string {
  if (error instanceof Error && error.name === 'Error' && error.message.length <= 160)
    return error.message;
  return `The ${format} could not be made in this browser. Try another format, or use the desktop app.`;
}
