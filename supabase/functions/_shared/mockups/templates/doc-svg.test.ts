// The flat templates as SVG files: text as outlines (no <text>, no font needed), the whole file
// through the one sanitiser, and a vector logo nested as itself, cut to its visible part.
import { describe, expect, it } from 'vitest';
import { createCanvas, hex } from '../raster/canvas.ts';
import { fillPath } from '../raster/paint.ts';
import { Path } from '../raster/path.ts';
import { loadFonts } from '../raster/text.ts';
import { prepareLogo } from '../logo/prepare-logo.ts';
import { docToSvg, vectorLogo } from './doc-svg.ts';
import type { Doc } from './doc.ts';

function logoPicture() {
  const picture = createCanvas(400, 200);
  fillPath(picture, new Path().rect(100, 50, 200, 100, 10), {
    kind: 'solid',
    color: hex('#1d4ed8'),
  });
  return prepareLogo(picture)!;
}

const DOC: Doc = {
  width: 600,
  height: 300,
  background: '#f7f5f0',
  shapes: [
    {
      kind: 'text',
      text: 'Ada <Park> & Co',
      x: 20,
      y: 60,
      style: { size: 30, weight: 'bold' },
      color: '#111111',
    },
    { kind: 'logo', box: { x: 300, y: 100, width: 200, height: 100 }, variant: 'color' },
  ],
};

describe('docToSvg', () => {
  it('draws text as outlines and keeps its words only as an escaped title', async () => {
    const fonts = await loadFonts();
    const svg = docToSvg(DOC, fonts, { logo: logoPicture() });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="600" height="300"/);
    expect(svg).not.toContain('<text');
    expect(svg).toContain('<title>Ada &lt;Park&gt; &amp; Co</title>');
    expect(svg).toMatch(/<path d="M[\d.]+ [\d.]+/);
    // The logo's pixels, embedded as a PNG (the only data: the sanitiser lets through).
    expect(svg).toMatch(/<image [^>]*href="data:image\/png;base64,/);
  });

  it('nests a vector logo as itself, its viewBox cut to what is visible', async () => {
    const fonts = await loadFonts();
    const source = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400" fill="#123"><rect x="200" y="100" width="400" height="200"/></svg>`;
    const logo = logoPicture();
    const vector = vectorLogo(source)!;
    expect(vector.viewBox).toEqual({ x: 0, y: 0, width: 800, height: 400 });
    expect(vector.attributes).toContain('fill="#123"');
    const svg = docToSvg(DOC, fonts, { logo, vector: { logo: vector, visible: logo.visible } });
    // Visible: 100–300 × 50–150 of 400 × 200, 2 px margin → 196–604 × 96–304 of 800 × 400.
    expect(svg).toContain('viewBox="196 96 408 208"');
    expect(svg).toContain('<rect x="200" y="100" width="400" height="200"/>');
    expect(svg).not.toContain('<image');
  });
});
