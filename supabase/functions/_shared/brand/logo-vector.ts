// An SVG logo (already sanitised) read into shapes that can be drawn anywhere: every path and
// basic shape flattened to absolute curves with its transforms applied, its fill and stroke
// resolved through inheritance, `<style>` classes and `style` attributes (SVGO's inlineStyles),
// `<use>` references followed, gradients shown as their middle colour, embedded PNG/JPEG images
// kept. Text is left out (a logo's lettering should be outlines) and reported, as are gradients.
import { optimize, type CustomPlugin, type XastChild, type XastElement } from 'svgo/browser';
import { brandMessages, type BrandNotice } from '../contracts/api/brand.ts';
import { JobFailure } from '../jobs/job-response.ts';
import { normalizeColor } from '../svg/svg-stats.ts';
import { dataUrlBytes } from './logo-input.ts';
import { rgbToOklab } from './brand-colour.ts';
import type { WeightedColour } from './palette.ts';
import {
  IDENTITY,
  apply,
  flattenPath,
  multiply,
  parseTransform,
  pathArea,
  pathLength,
  samplePoints,
  shapePath,
  type Matrix,
  type PathCommand,
} from './svg-geometry.ts';
import { hexToRgb, type Rgb } from '../contracts/domain/colour.ts';

/** One filled and/or stroked outline, in the logo's own coordinates. */
export type LogoShape = {
  commands: PathCommand[];
  fill: Rgb | null;
  fillOpacity: number;
  evenOdd: boolean;
  stroke: Rgb | null;
  strokeOpacity: number;
  strokeWidth: number;
  /**
   * Drawn inside an earlier shape of another colour (a symbol in a disc): a one-colour version
   * knocks it out to the background instead of filling it with the same colour.
   */
  inset: boolean;
};

/** A raster picture inside the SVG, with the matrix that places its unit square. */
export type LogoImage = { bytes: Uint8Array; type: 'png' | 'jpeg'; matrix: Matrix };

export type Box = { x: number; y: number; width: number; height: number };

/** What the guideline needs of an SVG logo. */
export type VectorLogo = {
  kind: 'svg';
  shapes: LogoShape[];
  images: LogoImage[];
  /** The box around everything drawn. */
  box: Box;
  colours: WeightedColour[];
  notices: BrandNotice[];
};

type Paint = { kind: 'none' } | { kind: 'colour'; rgb: Rgb } | { kind: 'current' };

type Style = {
  matrix: Matrix;
  fill: Paint;
  fillOpacity: number;
  stroke: Paint;
  strokeOpacity: number;
  strokeWidth: number;
  evenOdd: boolean;
  color: Rgb;
  opacity: number;
};

const NAMED: Record<string, string> = {
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  yellow: '#ffff00',
  orange: '#ffa500',
  purple: '#800080',
  gray: '#808080',
  grey: '#808080',
  navy: '#000080',
  teal: '#008080',
  maroon: '#800000',
  silver: '#c0c0c0',
  gold: '#ffd700',
  pink: '#ffc0cb',
};

const SKIPPED = new Set([
  'defs',
  'symbol',
  'clipPath',
  'mask',
  'marker',
  'pattern',
  'linearGradient',
  'radialGradient',
  'filter',
  'style',
  'title',
  'desc',
  'metadata',
  'animate',
  'animateTransform',
  'animateMotion',
  'set',
]);
const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);

function declarations(element: XastElement): Record<string, string> {
  const values: Record<string, string> = { ...element.attributes };
  for (const part of (element.attributes.style ?? '').split(';')) {
    const at = part.indexOf(':');
    if (at > 0) values[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return values;
}

const children = (node: { children: XastChild[] }) =>
  node.children.filter((child): child is XastElement => child.type === 'element');

/** Reads a sanitised SVG's drawing. Refuses one with nothing to draw (before any charge). */
export function readVectorLogo(svg: string): VectorLogo {
  let root: XastElement | null = null;
  const grab: CustomPlugin = {
    name: 'hive-brand-read',
    fn: (tree) => {
      root = children(tree).find((node) => node.name === 'svg') ?? null;
      return {};
    },
  };
  optimize(svg, { plugins: [{ name: 'inlineStyles', params: { onlyMatchedOnce: false } }, grab] });
  if (!root) throw new JobFailure('logo_not_image', brandMessages.logoNotImage, 400);
  return new Reader(root).read();
}

class Reader {
  private readonly ids = new Map<string, XastElement>();
  private readonly shapes: LogoShape[] = [];
  private readonly images: LogoImage[] = [];
  private readonly notices = new Set<BrandNotice>();
  private depth = 0;

  constructor(private readonly root: XastElement) {
    const index = (node: XastElement) => {
      if (node.attributes.id) this.ids.set(node.attributes.id, node);
      children(node).forEach(index);
    };
    index(root);
  }

  read(): VectorLogo {
    const viewBox = (this.root.attributes.viewBox ?? '').split(/[\s,]+/).map(Number);
    const base: Style = {
      matrix: IDENTITY,
      fill: { kind: 'colour', rgb: [0, 0, 0] },
      fillOpacity: 1,
      stroke: { kind: 'none' },
      strokeOpacity: 1,
      strokeWidth: 1,
      evenOdd: false,
      color: [0, 0, 0],
      opacity: 1,
    };
    for (const child of children(this.root)) this.visit(child, base);
    const box = this.bounds();
    if (!box) throw new JobFailure('logo_empty_svg', brandMessages.logoEmptySvg, 400);
    const canvas =
      viewBox.length === 4 && viewBox.every(Number.isFinite) && viewBox[2]! > 0 && viewBox[3]! > 0
        ? { x: viewBox[0]!, y: viewBox[1]!, width: viewBox[2]!, height: viewBox[3]! }
        : box;
    const shapes = markInsets(this.dropBackdrop(canvas));
    const kept = shapes.length > 0 || this.images.length > 0;
    if (!kept) throw new JobFailure('logo_empty_svg', brandMessages.logoEmptySvg, 400);
    const logo: VectorLogo = {
      kind: 'svg',
      shapes,
      images: this.images,
      box: shapes.length === this.shapes.length ? box : (this.boundsOf(shapes) ?? box),
      colours: this.colours(shapes),
      notices: [...this.notices],
    };
    return logo;
  }

  /** A first shape that is a near-white page under the whole canvas is the paper, not the logo. */
  private dropBackdrop(canvas: Box): LogoShape[] {
    const [first, ...rest] = this.shapes;
    if (!first || !first.fill || first.stroke || rest.length === 0) return this.shapes;
    const lab = rgbToOklab(first.fill);
    const area = pathArea(first.commands);
    return lab.l > 0.96 && area >= canvas.width * canvas.height * 0.9 ? rest : this.shapes;
  }

  private style(element: XastElement, parent: Style): Style {
    const d = declarations(element);
    const color = d.color ? (this.colour(d.color) ?? parent.color) : parent.color;
    const opacity = d.opacity !== undefined ? clampUnit(d.opacity) : 1;
    return {
      matrix: multiply(parent.matrix, parseTransform(element.attributes.transform)),
      fill: d.fill !== undefined ? this.paint(d.fill, parent.fill) : parent.fill,
      fillOpacity:
        (d['fill-opacity'] !== undefined ? clampUnit(d['fill-opacity']) : parent.fillOpacity) *
        opacity,
      stroke: d.stroke !== undefined ? this.paint(d.stroke, parent.stroke) : parent.stroke,
      strokeOpacity:
        (d['stroke-opacity'] !== undefined
          ? clampUnit(d['stroke-opacity'])
          : parent.strokeOpacity) * opacity,
      strokeWidth:
        d['stroke-width'] !== undefined
          ? Number.parseFloat(d['stroke-width']) || 0
          : parent.strokeWidth,
      evenOdd: d['fill-rule'] !== undefined ? d['fill-rule'].trim() === 'evenodd' : parent.evenOdd,
      color,
      opacity: parent.opacity * opacity,
    };
  }

  private colour(value: string): Rgb | null {
    const text = value.trim().toLowerCase();
    const hex = normalizeColor(NAMED[text] ?? text);
    return hex ? hexToRgb(hex) : null;
  }

  /** A paint value: none, a colour, currentColor, or a gradient's middle colour. */
  private paint(value: string, inherited: Paint): Paint {
    const text = value.trim();
    if (text === 'none' || text === 'transparent') return { kind: 'none' };
    if (text === 'inherit') return inherited;
    if (text === 'currentColor' || text === 'currentcolor') return { kind: 'current' };
    const reference = /^url\(\s*['"]?#([^'")\s]+)['"]?\s*\)/.exec(text);
    if (reference) {
      const gradient = this.ids.get(reference[1]!);
      const stops = gradient ? this.stops(gradient) : [];
      if (stops.length === 0) return inherited.kind === 'none' ? { kind: 'none' } : inherited;
      this.notices.add('logo_svg_gradient');
      return { kind: 'colour', rgb: stops[Math.floor((stops.length - 1) / 2)]! };
    }
    const rgb = this.colour(text);
    return rgb ? { kind: 'colour', rgb } : inherited;
  }

  private stops(gradient: XastElement, seen = 0): Rgb[] {
    const own = children(gradient)
      .filter((child) => child.name === 'stop')
      .map((stop) => this.colour(declarations(stop)['stop-color'] ?? '#000000'))
      .filter((rgb): rgb is Rgb => rgb !== null);
    if (own.length > 0 || seen > 4) return own;
    const href = gradient.attributes.href ?? gradient.attributes['xlink:href'];
    const linked = href?.startsWith('#') ? this.ids.get(href.slice(1)) : undefined;
    return linked ? this.stops(linked, seen + 1) : [];
  }

  private resolve(paint: Paint, style: Style): Rgb | null {
    if (paint.kind === 'none') return null;
    return paint.kind === 'current' ? style.color : paint.rgb;
  }

  private visit(element: XastElement, parent: Style): void {
    if (this.depth > 64) return;
    const d = declarations(element);
    if (d.display?.trim() === 'none' || d.visibility?.trim() === 'hidden') return;
    if (SKIPPED.has(element.name)) return;
    const style = this.style(element, parent);
    if (element.name === 'text') {
      this.notices.add('logo_svg_text');
      return;
    }
    if (element.name === 'use') return this.use(element, style);
    if (element.name === 'image') return this.image(element, style);
    if (SHAPES.has(element.name)) return this.shape(element, style);
    if (element.name === 'svg') {
      const x = Number.parseFloat(element.attributes.x ?? '0') || 0;
      const y = Number.parseFloat(element.attributes.y ?? '0') || 0;
      style.matrix = multiply(style.matrix, [1, 0, 0, 1, x, y]);
    }
    this.depth += 1;
    for (const child of children(element)) this.visit(child, style);
    this.depth -= 1;
  }

  private use(element: XastElement, style: Style): void {
    const href = element.attributes.href ?? element.attributes['xlink:href'];
    const target = href?.startsWith('#') ? this.ids.get(href.slice(1)) : undefined;
    if (!target || this.depth > 16) return;
    const x = Number.parseFloat(element.attributes.x ?? '0') || 0;
    const y = Number.parseFloat(element.attributes.y ?? '0') || 0;
    const placed = { ...style, matrix: multiply(style.matrix, [1, 0, 0, 1, x, y]) };
    this.depth += 1;
    // A <symbol> is drawn as a group where it is used.
    if (target.name === 'symbol') for (const child of children(target)) this.visit(child, placed);
    else this.visit(target, placed);
    this.depth -= 1;
  }

  private image(element: XastElement, style: Style): void {
    const href = element.attributes.href ?? element.attributes['xlink:href'] ?? '';
    const type = /^data:image\/png/i.test(href)
      ? 'png'
      : /^data:image\/jpe?g/i.test(href)
        ? 'jpeg'
        : null;
    const bytes = type ? dataUrlBytes(href) : null;
    const width = Number.parseFloat(element.attributes.width ?? '0');
    const height = Number.parseFloat(element.attributes.height ?? '0');
    if (!type || !bytes || !(width > 0) || !(height > 0)) return;
    const x = Number.parseFloat(element.attributes.x ?? '0') || 0;
    const y = Number.parseFloat(element.attributes.y ?? '0') || 0;
    this.images.push({ bytes, type, matrix: multiply(style.matrix, [width, 0, 0, height, x, y]) });
  }

  private shape(element: XastElement, style: Style): void {
    const d = shapePath(element.name, element.attributes);
    if (!d) return;
    let commands: PathCommand[];
    try {
      commands = flattenPath(d, style.matrix);
    } catch {
      return;
    }
    if (commands.length === 0) return;
    const lineLike = element.name === 'line' || element.name === 'polyline';
    const fill = lineLike ? null : this.resolve(style.fill, style);
    const stroke = this.resolve(style.stroke, style);
    // Stroke widths scale with the matrix (its mean scale factor).
    const scale = Math.sqrt(
      Math.abs(style.matrix[0] * style.matrix[3] - style.matrix[1] * style.matrix[2]),
    );
    if (!fill && !stroke) return;
    if (style.fillOpacity <= 0.01 && (!stroke || style.strokeOpacity <= 0.01)) return;
    this.shapes.push({
      commands,
      fill,
      fillOpacity: style.fillOpacity,
      evenOdd: style.evenOdd,
      stroke,
      strokeOpacity: style.strokeOpacity,
      strokeWidth: style.strokeWidth * scale,
      inset: false,
    });
  }

  private boundsOf(shapes: readonly LogoShape[]): Box | null {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    const take = (x: number, y: number, pad = 0) => {
      minX = Math.min(minX, x - pad);
      minY = Math.min(minY, y - pad);
      maxX = Math.max(maxX, x + pad);
      maxY = Math.max(maxY, y + pad);
    };
    for (const shape of shapes) {
      const pad = shape.stroke ? shape.strokeWidth / 2 : 0;
      for (const points of samplePoints(shape.commands))
        for (const [x, y] of points) take(x, y, pad);
    }
    for (const image of this.images)
      for (const [u, v] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const)
        take(...apply(image.matrix, u, v));
    if (!Number.isFinite(minX) || maxX - minX <= 0 || maxY - minY <= 0) return null;
    return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
  }

  private bounds(): Box | null {
    return this.boundsOf(this.shapes);
  }

  /** Colours weighted by what they cover: a fill by its area, a stroke by its length × width. */
  private colours(shapes: readonly LogoShape[]): WeightedColour[] {
    const out: WeightedColour[] = [];
    for (const shape of shapes) {
      if (shape.fill && shape.fillOpacity > 0.2)
        out.push({ rgb: shape.fill, weight: pathArea(shape.commands) * shape.fillOpacity });
      if (shape.stroke && shape.strokeOpacity > 0.2)
        out.push({
          rgb: shape.stroke,
          weight: pathLength(shape.commands) * shape.strokeWidth * shape.strokeOpacity,
        });
    }
    return out;
  }
}

function shapeBox(shape: LogoShape): Box {
  const points = samplePoints(shape.commands).flat();
  const xs = points.map((point) => point[0]);
  const ys = points.map((point) => point[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** Marks the shapes that sit inside an earlier, differently coloured filled shape. */
function markInsets(shapes: LogoShape[]): LogoShape[] {
  const boxes = shapes.map(shapeBox);
  return shapes.map((shape, index) => {
    const inner = boxes[index]!;
    const inset = shapes.slice(0, index).some((under, at) => {
      const outer = boxes[at]!;
      const differs = under.fill && shape.fill && under.fill.join() !== shape.fill.join();
      return (
        differs &&
        inner.x >= outer.x - 0.5 &&
        inner.y >= outer.y - 0.5 &&
        inner.x + inner.width <= outer.x + outer.width + 0.5 &&
        inner.y + inner.height <= outer.y + outer.height + 0.5 &&
        inner.width * inner.height < outer.width * outer.height * 0.9
      );
    });
    return inset ? { ...shape, inset } : shape;
  });
}

function clampUnit(value: string): number {
  const number = Number.parseFloat(value);
  if (!Number.isFinite(number)) return 1;
  return Math.min(1, Math.max(0, value.trim().endsWith('%') ? number / 100 : number));
}
