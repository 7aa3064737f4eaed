// A composed scene's pieces and how they are written as SVG: apart from the composer, so a
// renderer that only draws pieces (the motion video's layers) does not load the emoji set.

/** One placed icon: its subject and box in scene pixels. */
export type PlacedBox = { subject: string; x: number; y: number; w: number; h: number };

/**
 * One drawn copy inside a subject's group: an icon body (in icon units) with the transform that
 * places it, or plain scene-pixel markup (weather particles) when `transform` is null.
 */
export type ScenePiece = {
  body: string;
  transform: string | null;
  /** As written in the `opacity` attribute. */
  opacity: string | null;
  /** Icon units → scene pixels (1 for scene-pixel markup). */
  scale: number;
  /** Where it sits in scene pixels (particles: null). */
  box: PlacedBox | null;
};

/** A piece as the composer writes it. */
export function pieceSvg(piece: ScenePiece): string {
  if (piece.transform === null) return piece.body;
  const opacity = piece.opacity === null ? '' : ` opacity="${piece.opacity}"`;
  return `<g transform="${piece.transform}"${opacity}>${piece.body}</g>`;
}

/** The root element every scene SVG opens with. */
export function svgOpen(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
}
