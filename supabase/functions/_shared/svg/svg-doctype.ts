// Removes an SVG's DOCTYPE before parsing: SVGO's parser would define the internal subset's
// entities and expand them (a "billion laughs" document would blow up memory). With the DOCTYPE
// gone, a reference to one of its entities is an unknown entity and the parse fails cleanly.

export interface DoctypeStrip {
  text: string;
  /** The DOCTYPE declared entities or an internal subset (an upload carrying one is refused). */
  hadSubset: boolean;
}

/** The text without its DOCTYPE declaration(s). */
export function stripDoctype(svg: string): DoctypeStrip {
  let text = svg;
  let hadSubset = false;
  for (;;) {
    const start = text.search(/<!doctype/i);
    if (start < 0) break;
    let depth = 0;
    let quote: string | null = null;
    let end = text.length;
    for (let index = start + 2; index < text.length; index += 1) {
      const char = text[index]!;
      if (quote) {
        if (char === quote) quote = null;
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '[') {
        depth += 1;
        hadSubset = true;
      } else if (char === ']') depth = Math.max(0, depth - 1);
      else if (char === '>' && depth === 0) {
        end = index + 1;
        break;
      }
    }
    text = text.slice(0, start) + text.slice(end);
  }
  if (/<!entity/i.test(text)) hadSubset = true;
  return { text: text.replace(/<!entity[^>]*>/gi, ''), hadSubset };
}
