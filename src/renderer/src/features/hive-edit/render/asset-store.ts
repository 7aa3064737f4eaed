// The pictures of one open document, by asset name: loaded once from their URLs (signed Storage
// URLs, or blob: URLs for files added before they finish uploading), decoded, and handed to the
// renderer. Listeners hear when a picture arrives so the canvas redraws; `ready` waits for every
// asset an export needs.
import { sharpenSource } from './konva-document';

type Entry = {
  url: string;
  image: HTMLImageElement | null;
  promise: Promise<HTMLImageElement>;
  failed: boolean;
};

export class AssetStore {
  private readonly entries = new Map<string, Entry>();
  private readonly sharpened = new Map<string, HTMLCanvasElement>();
  private readonly listeners = new Set<() => void>();

  /** Registers (or re-points) an asset's URL and starts loading it. */
  add(asset: string, url: string): Promise<HTMLImageElement> {
    const existing = this.entries.get(asset);
    if (existing && (existing.url === url || existing.image)) return existing.promise;
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    const entry: Entry = {
      url,
      image: null,
      failed: false,
      promise: new Promise<HTMLImageElement>((resolve, reject) => {
        image.onload = () => {
          entry.image = image;
          for (const listener of this.listeners) listener();
          resolve(image);
        };
        image.onerror = () => {
          entry.failed = true;
          for (const listener of this.listeners) listener();
          reject(new Error(`The picture ${asset} could not be loaded`));
        };
      }),
    };
    entry.promise.catch(() => undefined);
    this.entries.set(asset, entry);
    image.src = url;
    return entry.promise;
  }

  /** The URL an asset was loaded from (null when unknown). */
  url(asset: string): string | null {
    return this.entries.get(asset)?.url ?? null;
  }

  has(asset: string): boolean {
    return this.entries.has(asset);
  }

  /** The decoded picture, or null while loading (or when it failed). */
  get = (asset: string): HTMLImageElement | null => this.entries.get(asset)?.image ?? null;

  /** Whether an asset failed to load. */
  failed(asset: string): boolean {
    return this.entries.get(asset)?.failed ?? false;
  }

  /** The picture sharpened by `amount` (computed once per amount). */
  sharpen = (asset: string, amount: number): HTMLCanvasElement | null => {
    const image = this.get(asset);
    if (!image) return null;
    const key = `${asset}@${amount.toFixed(2)}`;
    let canvas = this.sharpened.get(key);
    if (!canvas) {
      canvas = sharpenSource(image, amount);
      this.sharpened.set(key, canvas);
    }
    return canvas;
  };

  /** Waits until every named asset has loaded (or failed). */
  async ready(assets: readonly string[]): Promise<void> {
    await Promise.all(
      assets.map((asset) => this.entries.get(asset)?.promise.catch(() => undefined)),
    );
  }

  /** Calls `listener` whenever a picture arrives; returns an unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
