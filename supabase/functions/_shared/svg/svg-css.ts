// CSS inside an SVG (`<style>` and `style=`), checked by an allowlist of what CSS may call: no
// escapes, no at-rule but @media/@keyframes/@supports, functions only from a short list, and
// `url(…)` only to a fragment of the same document (`url(#id)`). Used by the SVG sanitiser.

const allowedFunctions: ReadonlySet<string> = new Set([
  'url',
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'calc',
  'min',
  'max',
  'clamp',
  'var',
  'matrix',
  'matrix3d',
  'translate',
  'translatex',
  'translatey',
  'translate3d',
  'scale',
  'scalex',
  'scaley',
  'scale3d',
  'rotate',
  'rotatex',
  'rotatey',
  'rotatez',
  'rotate3d',
  'skew',
  'skewx',
  'skewy',
  'perspective',
  'cubic-bezier',
  'steps',
  'blur',
  'brightness',
  'contrast',
  'drop-shadow',
  'grayscale',
  'hue-rotate',
  'invert',
  'saturate',
  'sepia',
  'not',
  'is',
  'where',
  'nth-child',
  'nth-of-type',
  'nth-last-child',
  'nth-last-of-type',
]);

const allowedAtRules: ReadonlySet<string> = new Set(['media', 'keyframes', 'supports']);

/** `url(…)` targets kept: a fragment of this document. */
const localUrl = /^#[A-Za-z_][\w.:-]*$/;

function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ');
}

/** True when every `url(…)` in a value points into the document itself. */
export function urlsAreLocal(value: string): boolean {
  const urls = /url\s*\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\)/gi;
  let count = 0;
  for (const match of value.matchAll(urls)) {
    count += 1;
    const target = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (!localUrl.test(target)) return false;
  }
  // A `url(` the pattern could not read (unbalanced, odd quoting) is not local.
  return (value.match(/url\s*\(/gi)?.length ?? 0) === count;
}

/** True when CSS text only uses what the allowlists name. */
export function cssIsSafe(css: string): boolean {
  // Escapes could spell anything (`\75 rl(`), and `<` could end a host document's element.
  if (/[\\<]/.test(css)) return false;
  const text = stripComments(css);
  for (const match of text.matchAll(/@([a-zA-Z-]+)/g)) {
    if (!allowedAtRules.has(match[1]!.toLowerCase().replace(/^-\w+-/, ''))) return false;
  }
  for (const match of text.matchAll(/([a-zA-Z_-][\w-]*)?\(/g)) {
    const name = (match[1] ?? '').toLowerCase();
    // A bare bracket (`@media (min-width: …)`, `calc((…))`) calls nothing.
    if (name !== '' && !allowedFunctions.has(name)) return false;
  }
  if (/expression|javascript:|behavior|-moz-binding/i.test(text)) return false;
  return urlsAreLocal(text);
}

/**
 * A `style=` value with its unsafe declarations dropped, and whether any were.
 * Declarations are split on `;` outside quotes and brackets.
 */
export function cleanStyleAttribute(style: string): { value: string; dropped: boolean } {
  const declarations: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const char of stripComments(style)) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) {
      declarations.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  declarations.push(current);
  let dropped = false;
  const kept = declarations
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration !== '')
    .filter((declaration) => {
      const ok = /^[a-zA-Z-]+\s*:/.test(declaration) && cssIsSafe(declaration);
      if (!ok) dropped = true;
      return ok;
    });
  return { value: kept.join(';'), dropped };
}
