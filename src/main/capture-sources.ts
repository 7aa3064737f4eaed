// The Presentation Recorder's own screen and window picker (issue #18). The page lists the
// sources (desktopCapturer: names, ~320 px thumbnails, app icons) over `capture:list-sources`,
// the user picks one and the page sends it with `capture:choose-source`; the choice is kept for
// that web contents only, for one getDisplayMedia call within a minute, and the session's
// display-media handler (window-security.ts) grants exactly it. Nothing chosen: nothing granted.
import type { CaptureSource } from '../shared/ipc/contract';
import { MAX_CAPTURE_SOURCES } from '../shared/ipc/contract';

/** Thumbnail size asked of desktopCapturer (it keeps the aspect inside this box). */
export const CAPTURE_THUMBNAIL_SIZE = { width: 320, height: 200 } as const;
/** How long a choice waits for its getDisplayMedia call. */
export const CAPTURE_CHOICE_TTL_MS = 60_000;

/** The slice of a desktopCapturer NativeImage the picker reads. */
type SourceImage = { toDataURL(): string; isEmpty(): boolean };

/** The slice of desktopCapturer.getSources the picker needs. */
export type SourceLister = (options: {
  types: ('screen' | 'window')[];
  thumbnailSize: { width: number; height: number };
  fetchWindowIcons: boolean;
}) => Promise<{ id: string; name: string; thumbnail: SourceImage; appIcon: SourceImage | null }[]>;

/** A source granted to getDisplayMedia (Electron's `Streams.video`). */
export type ChosenSource = { id: string; name: string };

/** The picker's state: listing, choosing, and the one-use grant the display handler takes. */
export type CaptureChoices = {
  list(): Promise<CaptureSource[]>;
  /** Remembers `sourceId` for web contents `contentsId`; false when no such source exists now. */
  choose(contentsId: number, sourceId: string): Promise<boolean>;
  /** The choice of `contentsId`, once; null when none was made or it expired. */
  take(contentsId: number): ChosenSource | null;
};

const SOURCE_ID = /^(screen|window):[0-9A-Za-z:_-]{1,100}$/;
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/=]*$/;
const EMPTY_PNG = 'data:image/png;base64,';

function dataUrl(image: SourceImage | null): string | undefined {
  if (!image || image.isEmpty()) return undefined;
  const url = image.toDataURL();
  return PNG_DATA_URL.test(url) ? url : undefined;
}

/** The picker over `getSources` (desktopCapturer.getSources in main). */
export function createCaptureChoices(options: {
  getSources: SourceLister;
  now?: () => number;
  ttlMs?: number;
}): CaptureChoices {
  const now = options.now ?? (() => Date.now());
  const ttlMs = options.ttlMs ?? CAPTURE_CHOICE_TTL_MS;
  const choices = new Map<number, ChosenSource & { expires: number }>();
  const sources = (withPictures: boolean) =>
    options.getSources({
      types: ['screen', 'window'],
      thumbnailSize: withPictures ? { ...CAPTURE_THUMBNAIL_SIZE } : { width: 0, height: 0 },
      fetchWindowIcons: withPictures,
    });
  return {
    async list() {
      const found = await sources(true);
      return found
        .filter((source) => SOURCE_ID.test(source.id))
        .slice(0, MAX_CAPTURE_SOURCES)
        .map((source) => {
          const appIcon = dataUrl(source.appIcon);
          return {
            id: source.id,
            name: source.name.slice(0, 512),
            kind: source.id.startsWith('screen:') ? ('screen' as const) : ('window' as const),
            thumbnail: dataUrl(source.thumbnail) ?? EMPTY_PNG,
            ...(appIcon && { appIcon }),
          };
        });
    },
    async choose(contentsId, sourceId) {
      choices.delete(contentsId);
      // Asked again (without pictures): the window may have closed since the list was shown.
      const source = (await sources(false)).find((entry) => entry.id === sourceId);
      if (!source) return false;
      choices.set(contentsId, { id: source.id, name: source.name, expires: now() + ttlMs });
      return true;
    },
    take(contentsId) {
      const choice = choices.get(contentsId);
      choices.delete(contentsId);
      if (!choice || choice.expires < now()) return null;
      return { id: choice.id, name: choice.name };
    },
  };
}
