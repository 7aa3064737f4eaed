// What a layout draws into: markup in paint order, definitions (masks), the boxes the drawing
// covers (for the viewBox) and unique ids for its masks.
import type { Face } from './font-library.ts';
import type { LogoColors, LogoDesign } from '../../contracts/api/logo.ts';
import type { Box } from './path-geometry.ts';
import type { StyleRules } from './logo-styles.ts';

/** The faces a logo is set in (after any fallback for letters its style's fonts lack). */
export type LogoFaces = {
  name: Face;
  tagline: Face;
  /** True when the name's own face lacked letters and Noto Sans sets it instead. */
  fallback: boolean;
};

/** Everything a layout needs. */
export type LogoContext = {
  design: LogoDesign;
  rules: StyleRules;
  faces: LogoFaces;
  /** The colours as drawn (the design's, or all black or all white). */
  colors: LogoColors;
  /** The width of the name's vertical strokes: line icons match it. */
  stem: number;
  /** Heavier lines for tiny sizes (a favicon). */
  bold: boolean;
};

/** A drawing under way. */
export class Drawing {
  private readonly parts: string[] = [];
  private readonly definitions: string[] = [];
  private readonly covered: Box[] = [];
  private count = 0;

  constructor(private readonly idPrefix: string) {}

  /** Adds markup covering `box` (null: covers nothing new). */
  add(markup: string, box: Box | null): void {
    this.parts.push(markup);
    if (box) this.covered.push(box);
  }

  define(markup: string): void {
    this.definitions.push(markup);
  }

  /** A fresh id for a mask. */
  id(): string {
    this.count += 1;
    return `${this.idPrefix}-${this.count}`;
  }

  get body(): string {
    return this.parts.join('');
  }

  get defs(): string {
    return this.definitions.length ? `<defs>${this.definitions.join('')}</defs>` : '';
  }

  get boxes(): readonly Box[] {
    return this.covered;
  }
}

/** Text as XML character data. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
