// Reading and editing a result SVG as text, never as part of our page: the text is parsed into a
// detached XML document (DOMParser, never attached, so nothing in it runs or loads), read or
// changed there, and written back out as text that is shown only through <img src>. The parser is
// passed in so the same code runs on the browser's DOMParser and, in unit tests, on @xmldom.

/** What these helpers need of an XML parser and serializer (the browser's, or @xmldom's). */
export type XmlTools = {
  parser: { parseFromString(text: string, type: 'image/svg+xml'): Document };
  serializer: { serializeToString(node: Node): string };
};

/** The browser's own parser and serializer. */
export function browserXml(): XmlTools {
  return { parser: new DOMParser(), serializer: new XMLSerializer() };
}

/** The attributes (and CSS properties of the same names) that hold a paint colour. */
export const COLOR_PROPERTIES = [
  'fill',
  'stroke',
  'stop-color',
  'flood-color',
  'lighting-color',
  'color',
] as const;

const colorProperties: ReadonlySet<string> = new Set(COLOR_PROPERTIES);

const NAMED_COLORS: Readonly<Record<string, string>> = { black: '#000000', white: '#ffffff' };

/**
 * A paint value as `#rrggbb` (lower case): `#abc`, `#AABBCC`, `rgb(1, 2, 3)`, black and white.
 * Null for anything that is no plain colour (`none`, `url(#gradient)`, `currentColor`…).
 */
export function normalizeColor(value: string): string | null {
  const text = value.trim().toLowerCase();
  const named = NAMED_COLORS[text];
  if (named) return named;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(text);
  if (rgb) {
    const channels = rgb.slice(1, 4).map(Number);
    if (channels.some((channel) => channel > 255)) return null;
    return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  }
  return null;
}

/** Parses SVG text into a detached document; null when it is not well-formed SVG. */
export function parseSvg(text: string, xml: XmlTools): Document | null {
  let document: Document;
  try {
    document = xml.parser.parseFromString(text, 'image/svg+xml');
  } catch {
    return null;
  }
  const root = document.documentElement;
  if (!root || root.localName !== 'svg') return null;
  if (document.getElementsByTagName('parsererror').length > 0) return null;
  return document;
}

/** Every element of the document, the root first, in document order. */
function allElements(document: Document): Element[] {
  return Array.from(document.getElementsByTagName('*'));
}

/** `fill: #abc; stroke: red` → the colour declarations, each with its start and end in the text. */
const DECLARATION = /(^|[;{\s])([a-z-]+)\s*:\s*([^;{}]+)/gi;

/** Calls `visit` with every colour a CSS text (a style attribute or a <style> sheet) paints with. */
function cssColors(css: string, visit: (color: string) => void): void {
  for (const match of css.matchAll(DECLARATION)) {
    const [, , property = '', value = ''] = match;
    if (!colorProperties.has(property.toLowerCase())) continue;
    const color = normalizeColor(value.replace(/!important/i, ''));
    if (color) visit(color);
  }
}

/** The CSS text with every colour declaration painting `from` painting `to` instead. */
function swapCss(css: string, from: string, to: string): string {
  return css.replace(DECLARATION, (whole, lead: string, property: string, value: string) => {
    if (!colorProperties.has(property.toLowerCase())) return whole;
    const important = /!important/i.test(value);
    if (normalizeColor(value.replace(/!important/i, '')) !== from) return whole;
    const trailing = /\s*$/.exec(value)?.[0] ?? '';
    return `${lead}${property}:${to}${important ? ' !important' : ''}${trailing}`;
  });
}

/** Calls `visit` for each colour painted in the document, once per use. */
function visitColors(document: Document, visit: (color: string) => void): void {
  for (const element of allElements(document)) {
    for (const name of COLOR_PROPERTIES) {
      const value = element.getAttribute(name);
      const color = value === null ? null : normalizeColor(value);
      if (color) visit(color);
    }
    const style = element.getAttribute('style');
    if (style) cssColors(style, visit);
    if (element.localName === 'style') cssColors(element.textContent ?? '', visit);
  }
}

/** One colour of an SVG and how many times it is used. */
export type SvgColor = { color: string; uses: number };

/** The colours an SVG paints with, most used first (ties in order of first use). */
export function listSvgColors(text: string, xml: XmlTools): SvgColor[] {
  const document = parseSvg(text, xml);
  if (!document) return [];
  const uses = new Map<string, number>();
  visitColors(document, (color) => uses.set(color, (uses.get(color) ?? 0) + 1));
  // Map keeps first-use order; the sort is stable.
  return [...uses]
    .map(([color, count]) => ({ color, uses: count }))
    .sort((a, b) => b.uses - a.uses);
}

/**
 * The SVG with every use of the colour `from` (in any spelling: `#abc`, `#AABBCC`, `rgb()`)
 * replaced by `to`: attributes, style attributes and <style> sheets alike. Returns the text
 * unchanged when it is not SVG or either colour is not a plain colour.
 */
export function swapSvgColor(text: string, from: string, to: string, xml: XmlTools): string {
  const source = normalizeColor(from);
  const target = normalizeColor(to);
  const document = parseSvg(text, xml);
  if (!document || !source || !target || source === target) return text;
  for (const element of allElements(document)) {
    for (const name of COLOR_PROPERTIES) {
      const value = element.getAttribute(name);
      if (value !== null && normalizeColor(value) === source) element.setAttribute(name, target);
    }
    const style = element.getAttribute('style');
    if (style) element.setAttribute('style', swapCss(style, source, target));
    if (element.localName === 'style' && element.textContent)
      element.textContent = swapCss(element.textContent, source, target);
  }
  return xml.serializer.serializeToString(document);
}

/** The subjects drawn: the `data-subject` groups' names, each once, in document order. */
export function listSubjects(text: string, xml: XmlTools): string[] {
  const document = parseSvg(text, xml);
  if (!document) return [];
  const names: string[] = [];
  for (const element of allElements(document)) {
    const name = element.getAttribute('data-subject')?.trim();
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/** How many <path> elements the SVG has. */
export function countPaths(text: string, xml: XmlTools): number {
  return parseSvg(text, xml)?.getElementsByTagName('path').length ?? 0;
}

/**
 * Why an SVG is not safe to use, or null when it is: a script, an event handler attribute, a
 * `javascript:` link or embedded HTML (foreignObject). Text that is no SVG at all is unsafe too.
 */
export function unsafeSvgReason(text: string, xml: XmlTools): string | null {
  const document = parseSvg(text, xml);
  if (!document) return 'not-svg';
  for (const element of allElements(document)) {
    const name = element.localName.toLowerCase();
    if (name === 'script') return 'script';
    if (name === 'foreignobject') return 'foreign-object';
    for (const attribute of Array.from(element.attributes)) {
      const attributeName = attribute.name.toLowerCase();
      if (attributeName.startsWith('on')) return 'event-handler';
      if (
        (attributeName === 'href' || attributeName.endsWith(':href')) &&
        /^\s*javascript:/i.test(attribute.value)
      )
        return 'javascript-link';
    }
  }
  return null;
}

/** Width and height in pixels. */
export type SvgSize = { width: number; height: number };

function length(value: string | null): number | null {
  if (value === null) return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value);
  const number = match ? Number(match[1]) : NaN;
  return Number.isFinite(number) && number > 0 ? number : null;
}

function viewBoxOf(root: Element): [number, number, number, number] | null {
  const parts = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return null;
  const [x = 0, y = 0, width = 0, height = 0] = parts;
  return width > 0 && height > 0 ? [x, y, width, height] : null;
}

/**
 * The SVG's own size in pixels: its width and height attributes, else its viewBox (a missing
 * side follows the viewBox's proportions). Null when neither says.
 */
export function svgPixelSize(text: string, xml: XmlTools): SvgSize | null {
  const root = parseSvg(text, xml)?.documentElement;
  if (!root) return null;
  const width = length(root.getAttribute('width'));
  const height = length(root.getAttribute('height'));
  const box = viewBoxOf(root);
  if (width && height) return { width, height };
  if (!box) return null;
  const [, , boxWidth, boxHeight] = box;
  if (width) return { width, height: (width * boxHeight) / boxWidth };
  if (height) return { width: (height * boxWidth) / boxHeight, height };
  return { width: boxWidth, height: boxHeight };
}

/**
 * The SVG drawn at `size` pixels: width and height set on the root, with a viewBox of its own
 * size added when it had none, so it scales instead of being cropped.
 */
export function withPixelSize(text: string, size: SvgSize, xml: XmlTools): string {
  const document = parseSvg(text, xml);
  const root = document?.documentElement;
  if (!document || !root) return text;
  if (!viewBoxOf(root)) {
    const own = svgPixelSize(text, xml);
    if (own) root.setAttribute('viewBox', `0 0 ${own.width} ${own.height}`);
  }
  root.setAttribute('width', String(size.width));
  root.setAttribute('height', String(size.height));
  return xml.serializer.serializeToString(document);
}

/** The PNG exports offered: 1×, 2× and 4× the SVG's own size. */
export const PNG_EXPORT_SCALES = [1, 2, 4] as const;
export type PngExportScale = (typeof PNG_EXPORT_SCALES)[number];

/** The largest side a PNG export may have (browsers refuse far larger canvases). */
export const MAX_PNG_EXPORT_SIDE = 8192;

/**
 * The pixel size of a PNG export at `scale` (each side rounded, at least 1), or null when a side
 * would pass MAX_PNG_EXPORT_SIDE.
 */
export function pngExportSize(size: SvgSize, scale: number): SvgSize | null {
  const width = Math.max(1, Math.round(size.width * scale));
  const height = Math.max(1, Math.round(size.height * scale));
  if (width > MAX_PNG_EXPORT_SIDE || height > MAX_PNG_EXPORT_SIDE) return null;
  return { width, height };
}

/** A byte count in user words: "812 B", "12.4 KB", "1.3 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The size of a text as UTF-8 bytes (what the file will weigh). */
export function textBytes(text: string): number {
  return new TextEncoder().encode(text).length;
}
