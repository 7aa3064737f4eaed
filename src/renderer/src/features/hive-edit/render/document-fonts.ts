// Loads the catalogue faces a document's text uses into the page before it is drawn or exported:
// Konva measures and wraps text when its node is made, so the fonts must be in first or the lines
// would break as in the fallback font. Says which families could not be loaded, so the editor can
// tell the user their text is shown in a fallback for now.
import { FONT_FAMILIES } from '../../../../../../supabase/functions/_shared/fonts/catalogue.ts';
import { loadFace } from '@/lib/fonts/catalogue-fonts';
import type { CatalogueFace } from '@/lib/fonts/catalogue-fonts';
import { walkLayers } from '../model/document';
import type { EditorDocument } from '../model/document';
import { textFont } from './konva-document';

/** The faces a document's text layers use, keyed `family@weight`. */
export function documentFaces(doc: Pick<EditorDocument, 'layers'>): Map<string, CatalogueFace> {
  const faces = new Map<string, CatalogueFace>();
  for (const layer of walkLayers(doc.layers)) {
    if (layer.type !== 'text') continue;
    const face = textFont(layer);
    faces.set(`${face.id ?? layer.fontFamily}@${face.weight}`, face);
  }
  return faces;
}

/**
 * Resolves when every face of the document's text layers is loaded or failed, with the names of
 * the families that are not available (shown in the fallback face).
 */
export async function loadDocumentFonts(doc: Pick<EditorDocument, 'layers'>): Promise<string[]> {
  const faces = [...documentFaces(doc).values()];
  await Promise.all(faces.map((face) => loadFace(face)));
  if (typeof document === 'undefined' || !('fonts' in document)) return [];
  await document.fonts.ready;
  const missing = new Set<string>();
  for (const face of faces) {
    const known = face.id !== null;
    const ready = known && document.fonts.check(`${face.weight} 16px '${face.family}'`);
    if (!ready) {
      const name = FONT_FAMILIES.find((family) => family.id === face.id)?.family ?? face.family;
      missing.add(name);
    }
  }
  return [...missing];
}
