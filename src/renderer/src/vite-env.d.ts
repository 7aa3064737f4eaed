/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by the Vite configs: which shell this build is for. */
  readonly VITE_HIVE_TARGET: 'web' | 'desktop';
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** Optional: the payment provider's billing portal, opened by the Subscription menu entry. */
  readonly VITE_BILLING_PORTAL_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** changedpi ships no types: it rewrites the density header of a PNG or JPEG blob in place. */
declare module 'changedpi' {
  export function changeDpiBlob(blob: Blob, dpi: number): Promise<Blob>;
}

/** gifenc ships no types: a quantizer, a palette mapper and a GIF stream writer (MIT). */
declare module 'gifenc' {
  export type Palette = number[][];
  export function quantize(
    rgba: Uint8Array | Uint8ClampedArray,
    maxColors: number,
    options?: { format?: 'rgb565' | 'rgb444' | 'rgba4444' },
  ): Palette;
  export function applyPalette(
    rgba: Uint8Array | Uint8ClampedArray,
    palette: Palette,
    format?: 'rgb565' | 'rgb444' | 'rgba4444',
  ): Uint8Array;
  export type GifStream = {
    writeFrame(
      index: Uint8Array,
      width: number,
      height: number,
      options?: { palette?: Palette; delay?: number; repeat?: number; transparent?: boolean },
    ): void;
    finish(): void;
    bytes(): Uint8Array<ArrayBuffer>;
  };
  export function GIFEncoder(options?: { auto?: boolean; initialCapacity?: number }): GifStream;
}
