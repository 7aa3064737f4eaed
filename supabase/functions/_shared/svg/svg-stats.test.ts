// svgStats: shapes counted, UTF-8 bytes, distinct solid colours normalised to #rrggbb.
import { describe, expect, it } from 'vitest';
import { normalizeColor, svgStats } from './svg-stats.ts';

describe('svgStats', () => {
  it('counts shapes, bytes and colours', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop stop-color="#FFF"/></linearGradient></defs><g fill="#112233"><path d="M0 0h1v1z"/><path d="M2 2h1v1z" fill="rgb(255, 0, 0)"/><rect width="1" height="1" style="fill:#112233;stroke:#00ff00"/><circle r="1" fill="url(#g)"/><text>é</text></g></svg>';
    expect(svgStats(svg)).toEqual({
      paths: 4,
      bytes: Buffer.byteLength(svg, 'utf8'),
      colors: ['#00ff00', '#112233', '#ff0000', '#ffffff'],
    });
  });

  it('normalises colours and ignores paint that is not a solid colour', () => {
    expect(normalizeColor('#AbC')).toBe('#aabbcc');
    expect(normalizeColor('rgba(1, 2, 3, 0.5)')).toBe('#010203');
    expect(normalizeColor('none')).toBeNull();
    expect(normalizeColor('url(#g)')).toBeNull();
    expect(normalizeColor('currentColor')).toBeNull();
  });

  it('throws on text that is not an SVG', () => {
    expect(() => svgStats('<svg><g></svg>')).toThrow();
  });
});
