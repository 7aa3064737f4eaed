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
