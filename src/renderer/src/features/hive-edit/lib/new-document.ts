// Starting a design: a blank canvas of a preset or custom size, or a canvas the size of a picture
// (an upload, a paste, a drop, a creation from My Creations) with that picture as its first layer.
// The document row is made first (its id names the Storage folder), then the picture is uploaded
// into it and the document saved with its layer.
import type { SupabaseClient } from '@supabase/supabase-js';
import { createDocument, saveDocument, uploadAsset } from '../api/documents-api';
import { blankDocument, EDITOR_LIMITS, makeImageLayer, makeSvgLayer } from '../model/document';
import type { EditorDocument } from '../model/document';
import type { EditorPicture } from './editor-files';

/** Whether a custom size is one the editor takes. */
export function validCanvasSize(width: number, height: number): boolean {
  const ok = (side: number) =>
    Number.isInteger(side) && side >= EDITOR_LIMITS.minSide && side <= EDITOR_LIMITS.maxSide;
  return ok(width) && ok(height);
}

/** A new blank design; resolves with its id. */
export async function startBlankDesign(
  supabase: SupabaseClient,
  size: { width: number; height: number; title: string },
): Promise<string> {
  const stored = await createDocument(supabase, {
    title: size.title,
    content: blankDocument(size.width, size.height),
  });
  return stored.id;
}

/** The canvas size for a picture: its own size, within the editor's sides (an SVG at least 512). */
export function canvasForPicture(picture: Pick<EditorPicture, 'kind' | 'width' | 'height'>): {
  width: number;
  height: number;
} {
  let { width, height } = picture;
  if (picture.kind === 'svg' && Math.max(width, height) < 512) {
    const up = 512 / Math.max(width, height);
    width *= up;
    height *= up;
  }
  const down = Math.min(1, EDITOR_LIMITS.maxSide / Math.max(width, height));
  return {
    width: Math.max(EDITOR_LIMITS.minSide, Math.round(width * down)),
    height: Math.max(EDITOR_LIMITS.minSide, Math.round(height * down)),
  };
}

/** Adds a checked picture to a document as a layer (uploaded into the document's folder). */
export async function pictureLayerDocument(
  supabase: SupabaseClient,
  userId: string,
  documentId: string,
  doc: EditorDocument,
  picture: EditorPicture,
): Promise<{ doc: EditorDocument; asset: string }> {
  const asset = await uploadAsset(supabase, userId, documentId, picture.blob, picture.ext);
  const layer =
    picture.kind === 'svg'
      ? makeSvgLayer(doc, {
          asset,
          width: picture.width,
          height: picture.height,
          name: picture.name,
        })
      : makeImageLayer(doc, {
          asset,
          width: picture.width,
          height: picture.height,
          name: picture.name,
        });
  if (picture.kind === 'svg') {
    // A vector fills the canvas made for it.
    const scale = Math.min(doc.width / picture.width, doc.height / picture.height);
    Object.assign(layer, {
      width: picture.width * scale,
      height: picture.height * scale,
      x: (doc.width - picture.width * scale) / 2,
      y: (doc.height - picture.height * scale) / 2,
    });
  }
  return { doc: { ...doc, layers: [...doc.layers, layer] }, asset };
}

/** A new design made around one picture; resolves with its id. */
export async function startPictureDesign(
  supabase: SupabaseClient,
  userId: string,
  picture: EditorPicture,
): Promise<string> {
  const size = canvasForPicture(picture);
  const blank = blankDocument(size.width, size.height, picture.kind === 'svg' ? '#ffffff' : null);
  const stored = await createDocument(supabase, { title: picture.name, content: blank });
  const { doc } = await pictureLayerDocument(supabase, userId, stored.id, blank, picture);
  const saved = await saveDocument(supabase, stored.id, doc, stored.version, picture.name);
  if (saved.status !== 'saved') throw new Error('The new design could not be saved');
  return stored.id;
}
