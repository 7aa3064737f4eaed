// The one SVG sanitiser (issue #15): every SVG a function stores or serves goes through
// `sanitizeSvg`, and an upload that would lose something dangerous is refused with
// `svgIsUnsafe`. Allowlist-based: SVGO's parser builds the tree, and one custom plugin keeps only
// the elements and attributes `svg-allowlist.ts` names, links only to `#fragments` (and raster
// `data:image/…` in images), CSS only as `svg-css.ts` allows. No DOCTYPE, processing instruction
// (`xml-stylesheet`) or comment survives. Runs in Node and Deno (SVGO's browser build).
import { optimize, type CustomPlugin, type XastChild, type XastElement } from 'svgo/browser';
import {
  allowedAttributePattern,
  allowedAttributes,
  allowedElements,
  allowedNamespaces,
  dangerousElements,
  isAnimatable,
  unwrappedElements,
} from './svg-allowlist.ts';
import { cleanStyleAttribute, cssIsSafe, urlsAreLocal } from './svg-css.ts';
import { stripDoctype } from './svg-doctype.ts';

/** The input is not an SVG we can parse (or is far too large to be one). */
export class SvgRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SvgRefused';
  }
}

/** Larger SVG text is refused before parsing (no tool makes or takes one this size). */
export const SVG_MAX_CHARS = 20 * 1024 * 1024;

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
/** Raster images embedded whole: the only `data:` a link may carry. */
const rasterDataUrl = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;
const fragment = /^#[A-Za-z_][\w.:-]*$/;
const linkingElements = new Set(['image', 'feImage']);

interface Report {
  dangerous: string[];
}

function safeHref(element: string, value: string): boolean {
  const href = value.trim();
  if (fragment.test(href)) return true;
  return linkingElements.has(element) && rasterDataUrl.test(href);
}

/** Cleans one element's attributes in place; notes what dangerous it dropped. */
function cleanAttributes(node: XastElement, report: Report): void {
  for (const [name, value] of Object.entries(node.attributes)) {
    const keep = (): boolean => {
      if (allowedNamespaces.has(name)) return allowedNamespaces.get(name) === value.trim();
      if (/^on/i.test(name)) return note(report, `handler ${name}`);
      if (name === 'href' || name.endsWith(':href')) {
        if (name !== 'href' && name !== 'xlink:href') return note(report, `link ${name}`);
        return safeHref(node.name, value) || note(report, `link ${name}`);
      }
      if (!allowedAttributes.has(name) && !allowedAttributePattern.test(name)) return false;
      if (name === 'style') return true;
      if (/url\s*\(/i.test(value) && !urlsAreLocal(value)) return note(report, `url in ${name}`);
      if (/javascript:|data:/i.test(value) && name !== 'values' && !name.startsWith('data-')) {
        return note(report, `scheme in ${name}`);
      }
      return true;
    };
    if (!keep()) delete node.attributes[name];
  }
  const style = node.attributes.style;
  if (style !== undefined) {
    const cleaned = cleanStyleAttribute(style);
    if (cleaned.dropped) note(report, 'style attribute');
    if (cleaned.value === '') delete node.attributes.style;
    else node.attributes.style = cleaned.value;
  }
}

/** Records a dangerous removal; returns false so callers can `return note(…)` to drop. */
function note(report: Report, what: string): false {
  report.dangerous.push(what);
  return false;
}

function isDangerousElement(name: string): boolean {
  const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
  // An unprefixed unknown element, or a known loader or script under any prefix.
  return !name.includes(':') || dangerousElements.has(local.toLowerCase());
}

/** The children kept of one parent, each cleaned (recursively). */
function cleanChildren(children: XastChild[], parent: string, report: Report): XastChild[] {
  const kept: XastChild[] = [];
  for (const child of children) {
    if (child.type === 'text' || child.type === 'cdata') {
      if (parent !== 'style') {
        kept.push(child.type === 'cdata' ? { type: 'text', value: child.value } : child);
      } else if (cssIsSafe(child.value)) kept.push(child);
      else {
        note(report, 'style sheet');
        return [];
      }
      continue;
    }
    if (child.type !== 'element') {
      if (child.type === 'instruction' && child.name !== 'xml') note(report, `<?${child.name}?>`);
      continue;
    }
    if (parent === 'style') {
      note(report, `<${child.name}> in a style sheet`);
      return [];
    }
    if (unwrappedElements.has(child.name)) {
      child.name = 'g';
      for (const name of Object.keys(child.attributes)) {
        if (name === 'href' || name.endsWith(':href') || name === 'target') {
          if (!fragment.test(child.attributes[name]!.trim())) note(report, `link ${name}`);
          delete child.attributes[name];
        }
      }
    } else if (!allowedElements.has(child.name)) {
      if (isDangerousElement(child.name)) note(report, `<${child.name}>`);
      continue;
    }
    if (['animate', 'set', 'animateTransform', 'animateMotion'].includes(child.name)) {
      const target = child.attributes.attributeName;
      if (target !== undefined && !isAnimatable(target)) {
        note(report, `animation of ${target}`);
        continue;
      }
    }
    cleanAttributes(child, report);
    child.children = cleanChildren(child.children, child.name, report);
    kept.push(child);
  }
  return kept;
}

/** Puts the namespaces back that the kept content needs (a standalone file must declare them). */
function declareNamespaces(root: XastElement): void {
  root.attributes.xmlns = SVG_NS;
  const usesXlink = (node: XastElement): boolean =>
    Object.keys(node.attributes).some((name) => name.startsWith('xlink:')) ||
    node.children.some((child) => child.type === 'element' && usesXlink(child));
  if (usesXlink(root)) root.attributes['xmlns:xlink'] = XLINK_NS;
}

function sanitize(svg: string): { svg: string; report: Report } {
  if (typeof svg !== 'string' || svg.length > SVG_MAX_CHARS) throw new SvgRefused('Not an SVG');
  const report: Report = { dangerous: [] };
  const stripped = stripDoctype(svg);
  if (stripped.hadSubset) note(report, 'DOCTYPE');
  let rootFound = false;
  const plugin: CustomPlugin = {
    name: 'hive-sanitize',
    fn: () => ({
      root: {
        enter(root) {
          for (const child of root.children) {
            if (child.type === 'instruction' && child.name !== 'xml') {
              note(report, `<?${child.name}?>`);
            }
          }
          const elements = root.children.filter((child) => child.type === 'element');
          const svgRoot = elements[0];
          if (elements.length !== 1 || svgRoot?.name !== 'svg') return;
          rootFound = true;
          cleanAttributes(svgRoot, report);
          svgRoot.children = cleanChildren(svgRoot.children, 'svg', report);
          declareNamespaces(svgRoot);
          root.children = [svgRoot];
        },
      },
    }),
  };
  let data: string;
  try {
    data = optimize(stripped.text, { plugins: [plugin], js2svg: { pretty: false } }).data;
  } catch {
    throw new SvgRefused('Not a parseable SVG');
  }
  if (!rootFound) throw new SvgRefused('No <svg> root element');
  return { svg: data, report };
}

/** The SVG with everything outside the allowlists removed. Throws `SvgRefused` if not an SVG. */
export function sanitizeSvg(svg: string): string {
  return sanitize(svg).svg;
}

/**
 * True when sanitising would remove something dangerous (a script, a handler, an outside link,
 * unsafe CSS, an embedded document, an entity-declaring DOCTYPE): hostile uploads are refused
 * whole. Input that cannot be parsed as an SVG counts as unsafe.
 */
export function svgIsUnsafe(svg: string): boolean {
  try {
    return sanitize(svg).report.dangerous.length > 0;
  } catch {
    return true;
  }
}

/** What sanitising removed as dangerous (for logs and tests; empty for a clean SVG). */
export function svgDangers(svg: string): string[] {
  return sanitize(svg).report.dangerous;
}
