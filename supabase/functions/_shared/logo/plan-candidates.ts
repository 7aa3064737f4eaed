// A run's candidates: six designs that differ clearly (layout, typeface, the shape round the
// symbol, the wordmark's detail and, with the style's own palettes or "surprise me", colours),
// all within the chosen style's rules. Pure: the symbols come resolved (icon-symbols.ts), and the
// same request and seed always plan the same six.
import {
  LOGO_LOCAL_CANDIDATES,
  type GenerateLogoRequest,
  type LogoAccent,
  type LogoCase,
  type LogoDesign,
  type LogoFrame,
  type LogoLayout,
  type LogoSymbol,
} from '../contracts/api/logo.ts';
import { candidateColors } from './compose/logo-colours.ts';
import { initials, STYLE_RULES, styleSpacing, type StyleFont } from './compose/logo-styles.ts';

/** One candidate's choices before the shared parts are filled in. */
type Slot = {
  layout: LogoLayout;
  font: number;
  frame: LogoFrame;
  accent: LogoAccent;
  symbol: LogoSymbol;
  /** Set the name in another case than the style's own (variety within the style). */
  otherCase?: boolean;
};

/** The symbols a run works with: up to two for the symbol layouts. */
export type PlannedSymbols = { first: LogoSymbol; second: LogoSymbol };

function slots(request: GenerateLogoRequest, symbols: PlannedSymbols): Slot[] {
  const rules = STYLE_RULES[request.style];
  const { first, second } = symbols;
  const letters: LogoSymbol = { kind: 'monogram', letters: initials(request.name) };
  const [accentA, accentB] = rules.accents as [LogoAccent, LogoAccent, LogoAccent];
  switch (request.symbol.kind) {
    case 'none':
      return [
        { layout: 'wordmark', font: 0, frame: 'none', accent: 'none', symbol: first },
        {
          layout: 'wordmark',
          font: 1,
          frame: 'none',
          accent: accentA,
          symbol: first,
          otherCase: true,
        },
        { layout: 'wordmark', font: 2, frame: 'none', accent: accentB, symbol: first },
        { layout: 'emblem', font: 0, frame: 'none', accent: 'none', symbol: first },
        {
          layout: 'wordmark',
          font: 3,
          frame: 'none',
          accent: 'boxed',
          symbol: first,
          otherCase: true,
        },
        {
          layout: 'emblem',
          font: 1,
          // The other kind of emblem than the style's own: a badge for a ring style, and back.
          frame: rules.emblem === 'ring' ? rules.badgeFrame : 'double-ring',
          accent: 'none',
          symbol: first,
        },
      ];
    case 'monogram':
      return [
        {
          layout: 'symbol-left',
          font: 0,
          frame: rules.solidFrame,
          accent: 'none',
          symbol: letters,
        },
        {
          layout: 'symbol-above',
          font: 1,
          frame: rules.outlineFrame,
          accent: 'none',
          symbol: letters,
        },
        { layout: 'emblem', font: 0, frame: 'none', accent: 'none', symbol: letters },
        {
          layout: 'monogram',
          font: 2,
          frame: rules.monogramFrame,
          accent: 'none',
          symbol: letters,
        },
        {
          layout: 'monogram',
          font: 1,
          frame: rules.solidFrame,
          accent: 'none',
          symbol: letters,
          otherCase: true,
        },
        { layout: 'wordmark', font: 3, frame: 'none', accent: accentA, symbol: letters },
      ];
    default:
      return [
        { layout: 'symbol-left', font: 0, frame: 'none', accent: 'none', symbol: first },
        { layout: 'symbol-above', font: 1, frame: rules.solidFrame, accent: 'none', symbol: first },
        { layout: 'emblem', font: 2, frame: 'none', accent: 'none', symbol: first },
        {
          layout: 'monogram',
          font: 0,
          frame: rules.monogramFrame,
          accent: 'none',
          symbol: letters,
        },
        {
          layout: 'wordmark',
          font: 3,
          frame: 'none',
          accent: accentA,
          symbol: first,
          otherCase: true,
        },
        {
          layout: 'symbol-above',
          font: 2,
          frame: rules.outlineFrame,
          accent: 'none',
          symbol: second,
          otherCase: true,
        },
      ];
  }
}

/** The case a slot sets the name in. */
function caseFor(own: LogoCase, other: boolean): LogoCase {
  if (!other) return own;
  return own === 'upper' ? 'title' : 'upper';
}

/** Plans the run's six designs. */
export function planCandidates(
  request: GenerateLogoRequest,
  symbols: PlannedSymbols,
  seed: number,
): LogoDesign[] {
  const rules = STYLE_RULES[request.style];
  return slots(request, symbols)
    .slice(0, LOGO_LOCAL_CANDIDATES)
    .map((slot, index) => {
      const font: StyleFont = rules.fonts[slot.font % rules.fonts.length]!;
      const textCase = caseFor(rules.textCase, slot.otherCase ?? false);
      return {
        name: request.name,
        tagline: request.tagline ?? '',
        style: request.style,
        layout: slot.layout,
        font: { family: font.family, weight: font.weight },
        textCase,
        letterSpacing: styleSpacing(rules, textCase, font.family),
        colors: candidateColors(request.colors, rules.palettes, index, seed),
        symbol: slot.symbol,
        frame: slot.frame,
        accent: slot.accent,
      };
    });
}
