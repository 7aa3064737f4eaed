// PNG exports of an SVG, drawn in the browser: the SVG text (sized to the export) is loaded as an
// image from a blob: URL, so the browser's own SVG renderer draws it (scripts never run in an
// image), painted into a canvas of the export's size and encoded as PNG.
import { withPixelSize } from './svg-text';
import type { SvgSize, XmlTools } from './svg-text';

/** The SVG drawn at `size` pixels as a PNG blob. */
export async function svgToPng(text: string, size: SvgSize, xml: XmlTools): Promise<Blob> {
  const sized = withPixelSize(text, size, xml);
  const url = URL.createObjectURL(new Blob([sized], { type: 'image/svg+xml' }));
  try {
    const image = new Image(size.width, size.height);
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser gave no 2D canvas');
    context.drawImage(image, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no PNG'))),
        'image/png',
      );
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}
