// The words of a logo as one block: the name (on two lines when it is long and the layout is
// centred), the tagline in small spaced capitals under it, and the wordmark's detail (an
// underline, a box, rules beside the tagline, a first word in the symbol colour, a dot). Sizes
// follow the name's cap height, so every layout can place the block by its cap box.
import { type Drawing, type LogoContext } from './drawing.ts';
import { applyCase, isScriptFamily } from './logo-styles.ts';
import { setText, textPath, type LineGlyph, type SetText } from './outline-text.ts';
import { circlePath, num, roundedRectPath, type Box } from './path-geometry.ts';

/** A laid-out block (top of the name's cap box at y = 0, left at x = 0). */
export type TextBlock = {
  lines: SetText[];
  tagline: SetText | null;
  width: number;
  height: number;
  /** The name's cap height. */
  cap: number;
  /** Where each line's baseline and the tagline's baseline sit, from the block's top. */
  baselines: number[];
  taglineBaseline: number;
  /** The name's box (inside any frame), from the block's left and top. */
  nameBox: Box;
  align: 'start' | 'center';
};

/** The name as it is drawn (script faces keep their lower case). */
export function casedName(context: LogoContext): string {
  const { design } = context;
  const textCase =
    isScriptFamily(context.faces.name.family) && design.textCase === 'upper'
      ? 'title'
      : design.textCase;
  return applyCase(design.name, textCase);
}

/** A long name split in two lines at the space nearest its middle. */
function splitName(name: string, allow: boolean): string[] {
  if (!allow || [...name].length <= 18 || !name.includes(' ')) return [name];
  const middle = name.length / 2;
  let best = -1;
  for (let at = name.indexOf(' '); at !== -1; at = name.indexOf(' ', at + 1))
    if (best === -1 || Math.abs(at - middle) < Math.abs(best - middle)) best = at;
  return [name.slice(0, best).trim(), name.slice(best + 1).trim()];
}

function letterSpacing(context: LogoContext): number {
  return isScriptFamily(context.faces.name.family)
    ? Math.min(context.design.letterSpacing, 0.02)
    : context.design.letterSpacing;
}

/** Lays out the block for a name `size` units tall (em). */
export function layoutBlock(
  context: LogoContext,
  size: number,
  options: { align: 'start' | 'center'; split: boolean; taglineShare?: number },
): TextBlock {
  const { faces, design, rules } = context;
  const lines = splitName(casedName(context), options.split).map((line) =>
    setText(faces.name, line, size, letterSpacing(context)),
  );
  const cap = faces.name.capHeight * size;
  const lineGap = cap * 0.42;
  const nameWidth = Math.max(...lines.map((line) => line.width));
  const boxed = design.accent === 'boxed';
  const pad = boxed ? { x: cap * 0.6, y: cap * 0.5 } : { x: 0, y: 0 };
  const nameHeight = lines.length * cap + (lines.length - 1) * lineGap + pad.y * 2;
  const last = lines.at(-1)!;
  const descent = Math.max(0, last.ink ? last.ink.y + last.ink.height : 0);
  const underline = design.accent === 'underline' ? descent + cap * 0.34 : 0;
  const baselines = lines.map((_, index) => pad.y + cap + index * (cap + lineGap));

  let tagline: SetText | null = null;
  let taglineBaseline = nameHeight;
  let height = nameHeight + underline;
  let width = nameWidth + pad.x * 2 + (design.accent === 'dot' ? cap * 0.34 : 0);
  if (design.tagline) {
    let taglineSize = size * (options.taglineShare ?? 0.3);
    const text = design.tagline.toUpperCase();
    tagline = setText(faces.tagline, text, taglineSize, rules.taglineSpacing);
    const limit = Math.max(nameWidth * 1.1, cap * 4);
    if (tagline.width > limit) {
      taglineSize = Math.max(size * 0.18, (taglineSize * limit) / tagline.width);
      tagline = setText(faces.tagline, text, taglineSize, rules.taglineSpacing);
    }
    const gap = Math.max(cap * 0.5, descent + tagline.capHeight * 0.9);
    taglineBaseline = height + gap + tagline.capHeight;
    height = taglineBaseline;
    const rulesWidth = design.accent === 'rules' ? cap * 3.6 : 0;
    width = Math.max(width, tagline.width + rulesWidth);
  }
  const nameBox = {
    x: options.align === 'center' ? (width - nameWidth - pad.x * 2) / 2 : 0,
    y: 0,
    width: nameWidth + pad.x * 2,
    height: nameHeight,
  };
  return {
    lines,
    tagline,
    width,
    height,
    cap,
    baselines,
    taglineBaseline,
    nameBox,
    align: options.align,
  };
}

/** Which glyphs take the symbol colour in a two-tone name: the first word, or the first letter. */
function twoTone(block: TextBlock, lineIndex: number): (glyph: LineGlyph) => boolean {
  const line = block.lines[lineIndex]!;
  if (block.lines.length > 1) return () => lineIndex === 0;
  const space = line.characters.findIndex((character) => /\s/u.test(character));
  return space > 0 ? (glyph) => glyph.index < space : (glyph) => glyph.index === 0;
}

/** Draws the block with its top-left at (x, y). */
export function drawBlock(
  drawing: Drawing,
  context: LogoContext,
  block: TextBlock,
  x: number,
  y: number,
): void {
  const { colors, design } = context;
  const { cap, nameBox } = block;
  const padX = design.accent === 'boxed' ? cap * 0.6 : 0;
  for (const [index, line] of block.lines.entries()) {
    const left =
      x +
      nameBox.x +
      padX +
      (block.align === 'center' ? (nameBox.width - padX * 2 - line.width) / 2 : 0);
    const baseline = y + block.baselines[index]!;
    const inkBox = line.ink && { ...line.ink, x: line.ink.x + left, y: line.ink.y + baseline };
    if (design.accent === 'two-tone') {
      const first = twoTone(block, index);
      drawing.add(
        `<path fill="${colors.primary}" d="${textPath(line, left, baseline, first)}"/>`,
        inkBox,
      );
      const rest = textPath(line, left, baseline, (glyph) => !first(glyph));
      if (rest) drawing.add(`<path fill="${colors.ink}" d="${rest}"/>`, null);
    } else {
      drawing.add(`<path fill="${colors.ink}" d="${textPath(line, left, baseline)}"/>`, inkBox);
    }
    if (design.accent === 'dot' && index === block.lines.length - 1) {
      const r = Math.max(cap * 0.09, context.stem * 0.62);
      const cx = left + line.width + cap * 0.08 + r;
      drawing.add(`<path fill="${colors.accent}" d="${circlePath(cx, baseline - r, r)}"/>`, {
        x: cx - r,
        y: baseline - 2 * r,
        width: 2 * r,
        height: 2 * r,
      });
    }
  }
  drawAccentLines(drawing, context, block, x, y);
  if (block.tagline) {
    const left = x + (block.align === 'center' ? (block.width - block.tagline.width) / 2 : 0);
    const baseline = y + block.taglineBaseline;
    drawing.add(`<path fill="${colors.ink}" d="${textPath(block.tagline, left, baseline)}"/>`, {
      x: left,
      y: baseline - block.tagline.capHeight,
      width: block.tagline.width,
      height: block.tagline.capHeight,
    });
  }
}

/** The underline, the box round the name, or the rules beside the tagline. */
function drawAccentLines(
  drawing: Drawing,
  context: LogoContext,
  block: TextBlock,
  x: number,
  y: number,
): void {
  const { colors, design } = context;
  const { cap, nameBox } = block;
  if (design.accent === 'boxed') {
    const line = Math.max(cap * 0.05, context.stem * 0.5);
    const box = {
      x: x + nameBox.x + line / 2,
      y: y + line / 2,
      width: nameBox.width - line,
      height: nameBox.height - line,
    };
    drawing.add(
      `<path fill="none" stroke="${colors.ink}" stroke-width="${num(line)}" d="${roundedRectPath(box, 0)}"/>`,
      {
        ...box,
        x: box.x - line,
        y: box.y - line,
        width: box.width + line * 2,
        height: box.height + line * 2,
      },
    );
  }
  if (design.accent === 'underline') {
    const last = block.lines.at(-1)!;
    const descent = Math.max(0, last.ink ? last.ink.y + last.ink.height : 0);
    const thickness = Math.max(cap * 0.08, context.stem * 0.7);
    const width = Math.max(cap * 1.4, nameBox.width * 0.32);
    const left = x + nameBox.x + (block.align === 'center' ? (nameBox.width - width) / 2 : 0);
    const top = y + block.baselines.at(-1)! + descent + cap * 0.22;
    const bar = { x: left, y: top, width, height: thickness };
    drawing.add(`<path fill="${colors.accent}" d="${roundedRectPath(bar, thickness / 2)}"/>`, bar);
  }
  if (design.accent === 'rules' && block.tagline) {
    const thickness = Math.max(cap * 0.03, context.stem * 0.3);
    const length = cap * 1.4;
    const gap = cap * 0.4;
    const middle = y + block.taglineBaseline - block.tagline.capHeight / 2 - thickness / 2;
    const left = x + (block.align === 'center' ? (block.width - block.tagline.width) / 2 : 0);
    const sides =
      block.align === 'center'
        ? [left - gap - length, left + block.tagline.width + gap]
        : [left + block.tagline.width + gap];
    for (const start of sides) {
      const rule = { x: start, y: middle, width: length, height: thickness };
      drawing.add(`<path fill="${colors.accent}" d="${roundedRectPath(rule, 0)}"/>`, rule);
    }
  }
}
