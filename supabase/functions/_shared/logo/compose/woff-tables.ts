// Reads one table of a WOFF 1.0 file (https://www.w3.org/TR/WOFF/): the font's kerning lives in
// its GPOS table, which opentype.js parses only in part (not the extension lookups most of our
// fonts wrap their kerning in), so the composer reads it itself. Compressed tables are zlib
// streams, inflated with DecompressionStream (Deno, Node and browsers alike).

/** The table `tag`'s bytes, or null when the font has no such table. */
export async function readWoffTable(woff: Uint8Array, tag: string): Promise<Uint8Array | null> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < 44 || view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const tables = view.getUint16(12);
  for (let index = 0; index < tables; index += 1) {
    const at = 44 + index * 20;
    const name = String.fromCharCode(...woff.subarray(at, at + 4));
    if (name !== tag) continue;
    const offset = view.getUint32(at + 4);
    const compressed = view.getUint32(at + 8);
    const original = view.getUint32(at + 12);
    const bytes = woff.subarray(offset, offset + compressed);
    return compressed === original ? bytes.slice() : inflate(bytes);
  }
  return null;
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes.slice()]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
