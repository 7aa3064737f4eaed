// Rewriting the drawing elements of an icon body: each self-closing shape (`<path …/>`,
// `<circle …/>`…) is handed over with its attributes, and what the callback returns replaces it.
// The composer's icon bodies are generated markup (Iconify), so this stays a small scanner.

export type Attributes = Map<string, string>;
export type ShapeRewrite = (tag: string, attributes: Attributes) => string;

const SHAPE = /<(path|circle|ellipse|rect|polygon|polyline|line)\b([^>]*?)\/>/g;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)="([^"]*)"/g;

export function readAttributes(text: string): Attributes {
  const attributes: Attributes = new Map();
  for (const match of text.matchAll(ATTRIBUTE)) attributes.set(match[1]!, match[2]!);
  return attributes;
}

export function shapeElement(tag: string, attributes: Attributes): string {
  const text = [...attributes].map(([name, value]) => ` ${name}="${value}"`).join('');
  return `<${tag}${text}/>`;
}

/** Replaces every self-closing shape of `body` with what `rewrite` makes of it ('' drops it). */
export function mapShapes(body: string, rewrite: ShapeRewrite): string {
  return body.replace(SHAPE, (_match, tag: string, text: string) =>
    rewrite(tag, readAttributes(text)),
  );
}

/** The shapes of a body with their attributes, in order. */
export function listShapes(body: string): { tag: string; attributes: Attributes }[] {
  return [...body.matchAll(SHAPE)].map((match) => ({
    tag: match[1]!,
    attributes: readAttributes(match[2]!),
  }));
}

/** A shape's own fill as a hex colour, or null (none, a gradient or inherited). */
export function hexFill(attributes: Attributes): string | null {
  const fill = attributes.get('fill');
  return fill && /^#[0-9a-fA-F]{3,6}$/.test(fill) ? fill.toLowerCase() : null;
}
