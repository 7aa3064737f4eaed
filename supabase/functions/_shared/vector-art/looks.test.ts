// The vector looks on the real composer: every look keeps one named group per subject, lays the
// main subjects out without overlaps at every aspect, and shows its own distinguishing property.
import { DOMParser, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { ILLUSTRATION_ASPECTS, SVG_STYLES } from '../contracts/api/vector.ts';
import { composeScene } from '../scene/index.ts';
import { sanitizeSvg } from '../svg/sanitize-svg.ts';
import { svgStats } from '../svg/svg-stats.ts';
import { composePicture, type PictureSpec } from './local-engine.ts';
import { LOOKS, type LookName } from './look-types.ts';
import { paintScene, strokeFor } from './paint.ts';
import { parsePath } from './path-data.ts';
import { ASPECT_SIZES, PRESET_LOOKS, STYLE_LOOKS } from './presets.ts';
import { planIllustrations } from './illustrations.ts';
import { planSvg } from './svg-generator.ts';

const PROMPT = 'a cabin with a fox and pine trees under the moon';

function spec(look: LookName, extra: Partial<PictureSpec> = {}): PictureSpec {
  return {
    prompt: PROMPT,
    look,
    width: 1024,
    height: 768,
    seed: 5,
    transparent: false,
    simplify: 0,
    strokePx: strokeFor(1024, 768),
    ...extra,
  };
}

function parse(svg: string): Element {
  return new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement!;
}

function subjectGroups(svg: string): Element[] {
  return [...parse(svg).getElementsByTagName('g')].filter((g) => g.hasAttribute('data-subject'));
}

const SHAPES = ['path', 'circle', 'ellipse', 'rect', 'polygon', 'line'];
function shapesIn(element: Element): Element[] {
  return SHAPES.flatMap((tag) => [...element.getElementsByTagName(tag)]);
}

describe('looks', () => {
  it('maps every style and preset onto a look', () => {
    for (const style of SVG_STYLES) expect(LOOKS).toContain(STYLE_LOOKS[style]);
    for (const look of Object.values(PRESET_LOOKS)) expect(LOOKS).toContain(look);
  });

  it('keeps one data-subject group per subject in every look, through the sanitiser', () => {
    for (const look of LOOKS) {
      const { svg, drawn } = composePicture(spec(look));
      const clean = sanitizeSvg(svg);
      const names = subjectGroups(clean).map((g) => g.getAttribute('data-subject'));
      expect(names.toSorted(), look).toEqual(['cabin', 'fox', 'moon', 'pine tree']);
      expect(drawn.note).toBe('drew: cabin, fox, pine trees, moon');
      for (const group of subjectGroups(clean)) expect(shapesIn(group).length).toBeGreaterThan(0);
    }
  });

  it('lays the main subjects out without overlaps in every look and aspect', () => {
    for (const aspect of ILLUSTRATION_ASPECTS)
      for (const seed of [1, 2, 3]) {
        const { width, height } = ASPECT_SIZES[aspect];
        const scene = composeScene({
          prompt: 'a house, a dog, a tree, a car and the sun',
          width,
          height,
          seed,
        });
        expect(scene.notDrawn, `${aspect} ${seed}`).toEqual([]);
        for (const [i, a] of scene.boxes.entries()) {
          for (const b of scene.boxes.slice(i + 1))
            expect(
              a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y,
              `${aspect} ${seed} ${a.subject}/${b.subject}`,
            ).toBe(true);
          expect(a.x).toBeGreaterThanOrEqual(0);
          expect(a.x + a.w).toBeLessThanOrEqual(width + 0.01);
          expect(a.y + a.h).toBeLessThanOrEqual(height + 0.01);
        }
        // Every look paints those same placements: the pieces carry the composer's boxes.
        for (const look of LOOKS) {
          const svg = paintScene(scene, {
            look,
            transparent: false,
            strokePx: 3,
            simplify: 0,
            seed,
          });
          expect(subjectGroups(svg).length, `${aspect} ${look}`).toBe(5);
        }
      }
  });

  it('flat: solid fills only, no gradients anywhere', () => {
    const { svg } = composePicture(spec('flat'));
    expect(svg).not.toMatch(/Gradient|url\(#/);
  });

  it('outline: subject shapes are stroked and never filled', () => {
    const { svg } = composePicture(spec('outline'));
    for (const group of subjectGroups(svg))
      for (const shape of shapesIn(group)) {
        expect(shape.getAttribute('fill')).toBe('none');
        expect(shape.getAttribute('stroke')).toMatch(/^#/);
      }
  });

  it('duotone: the whole picture uses exactly the two palette colours', () => {
    const palette = ['#102a43', '#4f9d69', '#ffd166'];
    const { svg } = composePicture(spec('duotone', { palette }));
    expect(svgStats(svg).colors.toSorted()).toEqual(['#102a43', '#ffd166']);
    const fills = new Set(
      subjectGroups(svg).flatMap((g) => shapesIn(g).map((s) => s.getAttribute('fill'))),
    );
    expect([...fills].toSorted()).toEqual(['#102a43', '#ffd166']);
  });

  it('gradient: every subject fill is a gradient that exists', () => {
    const { svg } = composePicture(spec('gradient'));
    const ids = new Set([...svg.matchAll(/<linearGradient id="([^"]+)"/g)].map((m) => m[1]));
    for (const group of subjectGroups(svg))
      for (const shape of shapesIn(group)) {
        const fill = shape.getAttribute('fill')!;
        if (fill === 'none') continue;
        expect(fill).toMatch(/^url\(#vg-[0-9a-f]{6}\)$/);
        expect(ids.has(fill.slice(5, -1))).toBe(true);
      }
  });

  it('sticker: each subject has a thick white border and a shadow behind it, on a plain backdrop', () => {
    const { svg } = composePicture(spec('sticker'));
    const root = parse(svg);
    const background = [...root.getElementsByTagName('g')].find(
      (g) => g.getAttribute('data-layer') === 'background',
    )!;
    expect(shapesIn(background).map((s) => s.tagName)).toEqual(['rect']);
    for (const group of subjectGroups(svg).filter(
      (g) => g.getAttribute('data-subject') !== 'moon' || true,
    )) {
      const parts = [...group.getElementsByTagName('g')];
      const border = parts.filter((g) => g.getAttribute('data-part') === 'sticker-border');
      expect(border.length).toBeGreaterThan(0);
      for (const shape of shapesIn(border[0]!)) {
        expect(shape.getAttribute('fill')).toBe('#ffffff');
        expect(shape.getAttribute('stroke')).toBe('#ffffff');
        expect(Number(shape.getAttribute('stroke-width'))).toBeGreaterThan(1);
      }
      expect(parts.some((g) => g.getAttribute('data-part') === 'shadow')).toBe(true);
    }
  });

  it('spot: the subjects sit on a blob, with no scene backdrop', () => {
    const { svg } = composePicture(spec('spot'));
    expect(svg).not.toContain('data-layer="background"');
    const blob = /<g data-layer="blob"><path d="([^"]+)"/.exec(svg)?.[1];
    expect(blob).toBeDefined();
    const segments = parsePath(blob!);
    expect(segments.filter((s) => s.command === 'C').length).toBeGreaterThanOrEqual(8);
    expect(segments.at(-1)!.command).toBe('Z');
  });

  it('isometric: a slab whose edges run at the 2:1 isometric slope, and diamond shadows', () => {
    const { svg } = composePicture(spec('isometric'));
    const top = /data-face="top" points="([^"]+)"/.exec(svg)![1]!;
    const corners = top.split(' ').map((p) => p.split(',').map(Number) as [number, number]);
    for (let i = 0; i < 4; i += 1) {
      const [a, b] = [corners[i]!, corners[(i + 1) % 4]!];
      expect(Math.abs((b[1] - a[1]) / (b[0] - a[0]))).toBeCloseTo(0.5, 2);
    }
    expect(svg).toContain('data-face="left"');
    expect(svg).toContain('data-face="right"');
    expect(svg).toMatch(/<path data-part="shadow"/);
  });

  it('hand-drawn: the same scene with wobbled paths and an ink line, unlike flat', () => {
    const flat = composePicture(spec('flat')).svg;
    const drawn = composePicture(spec('hand-drawn')).svg;
    const paths = (svg: string) =>
      subjectGroups(svg).flatMap((g) => shapesIn(g).filter((s) => s.tagName === 'path'));
    const a = paths(flat);
    const b = paths(drawn);
    expect(b.length).toBe(a.length);
    const moved = b.filter((path, i) => path.getAttribute('d') !== a[i]!.getAttribute('d'));
    expect(moved.length).toBe(b.length);
    for (const path of b) expect(path.getAttribute('stroke')).toMatch(/^#/);
    // Still the same outline, shaken by a few pixels (not a different drawing).
    const first = parsePath(a[0]!.getAttribute('d')!);
    const shaken = parsePath(b[0]!.getAttribute('d')!);
    expect(shaken.length).toBe(first.length);
  });

  it('transparent leaves every backdrop out', () => {
    for (const look of ['flat', 'outline', 'duotone', 'gradient', 'sticker'] as const) {
      const { svg } = composePicture(spec(look, { transparent: true }));
      expect(svg, look).not.toContain('data-layer="background"');
      expect(subjectGroups(svg).length).toBe(4);
    }
  });

  it('a palette recolours the picture', () => {
    const plain = svgStats(composePicture(spec('flat')).svg).colors;
    const tinted = svgStats(
      composePicture(spec('flat', { palette: ['#2b2d42', '#ef233c', '#edf2f4'] })).svg,
    ).colors;
    expect(tinted).not.toEqual(plain);
  });

  it('simplify drops details and points: fewer shapes and bytes as it rises, groups kept', () => {
    for (const look of ['flat', 'outline', 'sticker'] as const) {
      const sizes = [0, 50, 100].map((simplify) => {
        const svg = sanitizeSvg(
          composePicture(spec(look, { simplify, prompt: 'a cabin in snowy woods with a fox' })).svg,
        );
        expect(subjectGroups(svg).length, `${look} ${simplify}`).toBeGreaterThanOrEqual(3);
        return svgStats(svg);
      });
      expect(sizes[1]!.bytes).toBeLessThan(sizes[0]!.bytes);
      expect(sizes[2]!.bytes).toBeLessThan(sizes[1]!.bytes);
      expect(sizes[2]!.paths).toBeLessThan(sizes[0]!.paths);
    }
  });
});

describe('plans', () => {
  it('the SVG Generator makes three different compositions', () => {
    const plan = planSvg({ prompt: PROMPT, style: 'flat', transparent: false, simplify: 0 }, 9);
    expect(plan.local.map((p) => p.layout)).toEqual([0, 1, 2]);
    const svgs = plan.local.map((p) => composePicture(p).svg);
    expect(new Set(svgs).size).toBe(3);
    expect(plan.hosted[0]!.request.n).toBe(3);
  });

  it('a set shares one palette and one stroke across its illustrations', () => {
    const plan = planIllustrations(
      {
        set: ['a cat', 'a dog on grass', 'a house by a tree', 'a boat'],
        preset: 'line-art',
        aspect: '16:9',
      },
      4,
    );
    expect(plan.local).toHaveLength(4);
    expect(new Set(plan.local.map((p) => JSON.stringify(p.palette))).size).toBe(1);
    expect(plan.local[0]!.palette).toBeDefined();
    const widths = plan.local.map((p) => {
      const svg = composePicture(p).svg;
      return new Set(
        [
          ...svg.matchAll(
            /<g transform="[^"]*scale\(([-\d.]+)[^"]*"><path[^>]*stroke-width="([\d.]+)"/g,
          ),
        ].map((m) => Math.round(Math.abs(Number(m[1])) * Number(m[2]) * 10) / 10),
      );
    });
    const all = new Set(widths.flatMap((set) => [...set]));
    // Every outline of every illustration is drawn the same width on the page (± rounding).
    expect(Math.max(...all) - Math.min(...all)).toBeLessThan(0.2);
    expect(plan.local.every((p) => p.width === 1024 && p.height === 576)).toBe(true);
  });
});

describe('a chosen palette', () => {
  it('gives the subjects the palette’s colours, not a tint of their own', () => {
    const palette = ['#0b3d91', '#2a9d8f', '#f4a300', '#fefefe'];
    const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
    const distance = (a: string, b: string) =>
      Math.hypot(...rgb(a).map((channel, index) => channel - rgb(b)[index]!));
    const { svg } = composePicture(spec('flat', { palette }));
    const fills = subjectGroups(svg).flatMap((group) =>
      [...group.getElementsByTagName('*')]
        .map((element) => element.getAttribute('fill') ?? '')
        .filter((fill) => /^#[0-9a-f]{6}$/i.test(fill)),
    );
    expect(fills.length).toBeGreaterThan(10);
    const nearest = fills.map((fill) =>
      Math.min(...palette.map((colour) => distance(fill, colour))),
    );
    // Within 0.15 of the way from the palette colour to the original (at most ~66 in RGB).
    expect(Math.max(...nearest)).toBeLessThan(70);
    // Without a palette the same picture keeps colours far from these.
    const own = subjectGroups(composePicture(spec('flat')).svg).flatMap((group) =>
      [...group.getElementsByTagName('*')]
        .map((element) => element.getAttribute('fill') ?? '')
        .filter((fill) => /^#[0-9a-f]{6}$/i.test(fill)),
    );
    expect(
      Math.max(...own.map((fill) => Math.min(...palette.map((c) => distance(fill, c))))),
    ).toBeGreaterThan(100);
  });
});
