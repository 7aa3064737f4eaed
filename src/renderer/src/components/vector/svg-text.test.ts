import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import {
  countPaths,
  formatBytes,
  listSubjects,
  listSvgColors,
  normalizeColor,
  pngExportSize,
  svgPixelSize,
  swapSvgColor,
  unsafeSvgReason,
  withPixelSize,
} from './svg-text';
import type { XmlTools } from './svg-text';

// The browser's DOMParser stands in for @xmldom's here; both build a detached document.
const xml = {
  parser: new DOMParser({ onError: () => undefined }),
  serializer: new XMLSerializer(),
} as unknown as XmlTools;

const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
  <defs><linearGradient id="bad"><stop offset="0" stop-color="#3F86D6"/><stop offset="1" stop-color="#fff"/></linearGradient></defs>
  <style>.roof{fill:#aa3322} .snow { stroke: rgb(255, 255, 255) !important; }</style>
  <rect width="400" height="300" fill="url(#bad)"/>
  <g data-subject="cabin"><path class="roof" d="M0 0h1v1z"/><path fill="#6d4534" d="M0 0h1v1z"/></g>
  <g data-subject="tree"><path fill="#44911b" d="M0 0h1v1z"/><path fill="#6D4534" style="stroke:#44911b;opacity:.5" d="M0 0h1v1z"/></g>
  <g data-subject="tree"><path fill="#44911b" d="M0 0h1v1z"/></g>
  <g data-subject="snow"><circle r="2" fill="white"/></g>
</svg>`;

describe('normalizeColor', () => {
  it('spells every plain colour as lower-case #rrggbb and refuses the rest', () => {
    expect(normalizeColor('#ABC')).toBe('#aabbcc');
    expect(normalizeColor(' #44911B ')).toBe('#44911b');
    expect(normalizeColor('rgb(255, 0, 16)')).toBe('#ff0010');
    expect(normalizeColor('white')).toBe('#ffffff');
    expect(normalizeColor('none')).toBeNull();
    expect(normalizeColor('url(#bad)')).toBeNull();
    expect(normalizeColor('currentColor')).toBeNull();
    expect(normalizeColor('rgb(300, 0, 0)')).toBeNull();
    expect(normalizeColor('#abcd')).toBeNull();
  });
});

describe('listSvgColors', () => {
  it('lists attribute, style and style-sheet colours once each, most used first', () => {
    expect(listSvgColors(scene, xml)).toEqual([
      { color: '#ffffff', uses: 3 },
      { color: '#44911b', uses: 3 },
      { color: '#6d4534', uses: 2 },
      { color: '#3f86d6', uses: 1 },
      { color: '#aa3322', uses: 1 },
    ]);
  });

  it('does not take a gradient id made of hex letters for a colour', () => {
    const colors = listSvgColors(scene, xml).map((entry) => entry.color);
    expect(colors).not.toContain('#bbaadd');
  });

  it('lists nothing for text that is not SVG', () => {
    expect(listSvgColors('<html><body>hi</body></html>', xml)).toEqual([]);
    expect(listSvgColors('not xml at all <', xml)).toEqual([]);
  });
});

describe('swapSvgColor', () => {
  it('replaces a colour everywhere, in every spelling, and nothing else', () => {
    const swapped = swapSvgColor(scene, '#6d4534', '#112233', xml);
    const colors = listSvgColors(swapped, xml);
    expect(colors).toContainEqual({ color: '#112233', uses: 2 });
    expect(colors.map((entry) => entry.color)).not.toContain('#6d4534');
    // The other colours and the gradient reference are as they were.
    expect(colors).toContainEqual({ color: '#44911b', uses: 3 });
    expect(swapped).toContain('fill="url(#bad)"');
    expect(listSubjects(swapped, xml)).toEqual(['cabin', 'tree', 'snow']);
  });

  it('replaces colours inside style attributes and style sheets, keeping !important', () => {
    const green = swapSvgColor(scene, '#44911B', '#00ff00', xml);
    expect(green).toMatch(/style="stroke:#00ff00;opacity:\.5"/);
    const white = swapSvgColor(scene, '#ffffff', '#000080', xml);
    expect(white).toContain('stroke:#000080 !important');
    expect(white).toContain('stop-color="#000080"');
    expect(white).toContain('fill="#000080"');
    const roof = swapSvgColor(scene, '#aa3322', '#123456', xml);
    expect(roof).toContain('.roof{fill:#123456}');
  });

  it('merges into an existing colour when the new colour is already used', () => {
    const merged = swapSvgColor(scene, '#aa3322', '#44911b', xml);
    expect(listSvgColors(merged, xml)).toContainEqual({ color: '#44911b', uses: 4 });
  });

  it('leaves the text alone for bad colours or bad SVG', () => {
    expect(swapSvgColor(scene, 'none', '#000000', xml)).toBe(scene);
    expect(swapSvgColor(scene, '#44911b', 'url(#x)', xml)).toBe(scene);
    expect(swapSvgColor('<p>no</p>', '#44911b', '#000000', xml)).toBe('<p>no</p>');
  });
});

describe('listSubjects and countPaths', () => {
  it('names each data-subject group once, in drawing order', () => {
    expect(listSubjects(scene, xml)).toEqual(['cabin', 'tree', 'snow']);
  });

  it('names none when the SVG has no subject groups', () => {
    expect(
      listSubjects('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>', xml),
    ).toEqual([]);
  });

  it('counts the paths', () => {
    expect(countPaths(scene, xml)).toBe(5);
  });
});

describe('unsafeSvgReason', () => {
  it('finds scripts, handlers, javascript links and embedded HTML', () => {
    const wrap = (inner: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${inner}</svg>`;
    expect(unsafeSvgReason(wrap('<script>alert(1)</script>'), xml)).toBe('script');
    expect(unsafeSvgReason(wrap('<rect onclick="alert(1)"/>'), xml)).toBe('event-handler');
    expect(unsafeSvgReason(wrap('<a xlink:href=" javascript:alert(1)"><rect/></a>'), xml)).toBe(
      'javascript-link',
    );
    expect(unsafeSvgReason(wrap('<foreignObject><div/></foreignObject>'), xml)).toBe(
      'foreign-object',
    );
    expect(unsafeSvgReason('<html/>', xml)).toBe('not-svg');
    expect(unsafeSvgReason(scene, xml)).toBeNull();
  });
});

describe('sizes', () => {
  it('reads the pixel size from width and height, else from the viewBox', () => {
    expect(svgPixelSize(scene, xml)).toEqual({ width: 400, height: 300 });
    const boxOnly = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"/>';
    expect(svgPixelSize(boxOnly, xml)).toEqual({ width: 160, height: 90 });
    const widthOnly =
      '<svg xmlns="http://www.w3.org/2000/svg" width="320px" viewBox="0 0 160 90"/>';
    expect(svgPixelSize(widthOnly, xml)).toEqual({ width: 320, height: 180 });
    expect(svgPixelSize('<svg xmlns="http://www.w3.org/2000/svg" width="50%"/>', xml)).toBeNull();
  });

  it('sizes PNG exports at 1×, 2× and 4×, refusing sides past the canvas limit', () => {
    expect(pngExportSize({ width: 400, height: 300 }, 1)).toEqual({ width: 400, height: 300 });
    expect(pngExportSize({ width: 400, height: 300 }, 2)).toEqual({ width: 800, height: 600 });
    expect(pngExportSize({ width: 400, height: 300 }, 4)).toEqual({ width: 1600, height: 1200 });
    expect(pngExportSize({ width: 100.4, height: 0.1 }, 1)).toEqual({ width: 100, height: 1 });
    expect(pngExportSize({ width: 2400, height: 1800 }, 4)).toBeNull();
  });

  it('draws an SVG at a new pixel size, keeping (or adding) the viewBox so it scales', () => {
    const doubled = withPixelSize(scene, { width: 800, height: 600 }, xml);
    expect(svgPixelSize(doubled, xml)).toEqual({ width: 800, height: 600 });
    expect(doubled).toContain('viewBox="0 0 400 300"');
    const noBox =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><path d="M0 0"/></svg>';
    expect(withPixelSize(noBox, { width: 160, height: 120 }, xml)).toContain('viewBox="0 0 40 30"');
  });

  it('says file sizes in user words', () => {
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(12_700)).toBe('12.4 KB');
    expect(formatBytes(1_363_149)).toBe('1.3 MB');
  });
});
