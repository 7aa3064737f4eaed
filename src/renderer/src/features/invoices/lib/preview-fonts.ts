// The brand fonts of the invoice preview, loaded on demand from the @fontsource packages (the same
// families and weights the PDF embeds from _shared/fonts; Latin only in the preview). Each
// family's CSS is imported once, when a preview first uses it; the imports are spelled out so
// Vite can bundle each as its own chunk.
import { invoiceFonts } from '@contracts/api/invoices';

const LOADERS: Record<string, () => Promise<unknown>> = {
  inter: () =>
    Promise.all([
      import('@fontsource/inter/latin-400.css'),
      import('@fontsource/inter/latin-700.css'),
    ]),
  'dm-sans': () =>
    Promise.all([
      import('@fontsource/dm-sans/latin-400.css'),
      import('@fontsource/dm-sans/latin-700.css'),
    ]),
  manrope: () =>
    Promise.all([
      import('@fontsource/manrope/latin-400.css'),
      import('@fontsource/manrope/latin-800.css'),
    ]),
  montserrat: () =>
    Promise.all([
      import('@fontsource/montserrat/latin-400.css'),
      import('@fontsource/montserrat/latin-700.css'),
    ]),
  poppins: () =>
    Promise.all([
      import('@fontsource/poppins/latin-400.css'),
      import('@fontsource/poppins/latin-700.css'),
    ]),
  'space-grotesk': () =>
    Promise.all([
      import('@fontsource/space-grotesk/latin-400.css'),
      import('@fontsource/space-grotesk/latin-700.css'),
    ]),
  'exo-2': () =>
    Promise.all([
      import('@fontsource/exo-2/latin-400.css'),
      import('@fontsource/exo-2/latin-700.css'),
    ]),
  'noto-sans': () =>
    Promise.all([
      import('@fontsource/noto-sans/latin-400.css'),
      import('@fontsource/noto-sans/latin-700.css'),
    ]),
  'roboto-slab': () =>
    Promise.all([
      import('@fontsource/roboto-slab/latin-400.css'),
      import('@fontsource/roboto-slab/latin-700.css'),
    ]),
  'playfair-display': () =>
    Promise.all([
      import('@fontsource/playfair-display/latin-400.css'),
      import('@fontsource/playfair-display/latin-700.css'),
    ]),
  'cormorant-garamond': () =>
    Promise.all([
      import('@fontsource/cormorant-garamond/latin-400.css'),
      import('@fontsource/cormorant-garamond/latin-600.css'),
    ]),
  cinzel: () =>
    Promise.all([
      import('@fontsource/cinzel/latin-400.css'),
      import('@fontsource/cinzel/latin-700.css'),
    ]),
  fredoka: () =>
    Promise.all([
      import('@fontsource/fredoka/latin-400.css'),
      import('@fontsource/fredoka/latin-600.css'),
    ]),
  'baloo-2': () =>
    Promise.all([
      import('@fontsource/baloo-2/latin-400.css'),
      import('@fontsource/baloo-2/latin-700.css'),
    ]),
  pacifico: () => Promise.all([import('@fontsource/pacifico/latin-400.css')]),
  'abril-fatface': () => Promise.all([import('@fontsource/abril-fatface/latin-400.css')]),
  'alfa-slab-one': () => Promise.all([import('@fontsource/alfa-slab-one/latin-400.css')]),
  orbitron: () =>
    Promise.all([
      import('@fontsource/orbitron/latin-500.css'),
      import('@fontsource/orbitron/latin-700.css'),
    ]),
  'jetbrains-mono': () =>
    Promise.all([
      import('@fontsource/jetbrains-mono/latin-400.css'),
      import('@fontsource/jetbrains-mono/latin-700.css'),
    ]),
};

const loaded = new Map<string, Promise<unknown>>();

/** Loads the heading and body faces of a brand font (idempotent); resolves when their CSS is in. */
export function loadPreviewFonts(fontId: string): Promise<unknown> {
  const { heading, body } = invoiceFonts(fontId);
  return Promise.all(
    [heading.id, body.id].map((id) => {
      let promise = loaded.get(id);
      if (!promise) {
        promise = LOADERS[id]?.() ?? Promise.resolve();
        loaded.set(id, promise);
      }
      return promise;
    }),
  );
}
