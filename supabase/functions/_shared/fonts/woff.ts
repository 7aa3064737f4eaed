// WOFF 1.0 (https://www.w3.org/TR/WOFF/), the format the shipped fonts come in: its table directory,
// one table's bytes (the logo composer reads GPOS kerning, which opentype.js parses only in part),
// and the plain TrueType/OpenType font inside (fontkit reads WOFF too, but inflates a table in pure
// JavaScript every time it is read, and pdf-lib parses each embedded font again: Brand Blueprint
// unpacks once and hands both the plain font). Tables are zlib streams, inflated with fflate.
// Pure: the functions, Hive Local and the browser run it alike.
import { unzlibSync } from 'fflate';

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"

type WoffTable = { tag: number; checksum: number; data: Uint8Array };

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** True for a WOFF 1.0 file. */
export function isWoff(bytes: Uint8Array): boolean {
  return bytes.byteLength >= 44 && view(bytes).getUint32(0) === WOFF_SIGNATURE;
}

function tableEntries(woff: Uint8Array): { tag: number; read(): WoffTable }[] {
  const header = view(woff);
  return Array.from({ length: header.getUint16(12) }, (_, index) => {
    const at = 44 + index * 20;
    const tag = header.getUint32(at);
    return {
      tag,
      read() {
        const offset = header.getUint32(at + 4);
        const compressed = header.getUint32(at + 8);
        const length = header.getUint32(at + 12);
        const raw = woff.subarray(offset, offset + compressed);
        const data = compressed < length ? unzlibSync(raw) : raw.slice();
        if (data.length !== length) throw new Error('a WOFF table does not unpack to its length');
        return { tag, checksum: header.getUint32(at + 16), data };
      },
    };
  });
}

function tagNumber(tag: string): number {
  return [...tag].reduce((value, char) => value * 256 + char.charCodeAt(0), 0);
}

/** The table `tag`'s bytes (e.g. 'GPOS'), or null when the font has no such table. */
export function readWoffTable(woff: Uint8Array, tag: string): Uint8Array | null {
  if (!isWoff(woff)) throw new Error('not a WOFF file');
  const wanted = tagNumber(tag);
  return (
    tableEntries(woff)
      .find((entry) => entry.tag === wanted)
      ?.read().data ?? null
  );
}

/** The sfnt font inside a WOFF file; other bytes are returned unchanged. */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  if (!isWoff(woff)) return woff;
  const flavor = view(woff).getUint32(4);
  const tables = tableEntries(woff)
    .map((entry) => entry.read())
    .sort((a, b) => a.tag - b.tag);
  const count = tables.length;
  const headerLength = 12 + count * 16;
  const total = tables.reduce((sum, table) => sum + ((table.data.length + 3) & ~3), headerLength);
  const out = new Uint8Array(total);
  const sfnt = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.setUint32(0, flavor);
  sfnt.setUint16(4, count);
  sfnt.setUint16(6, power * 16);
  sfnt.setUint16(8, Math.log2(power));
  sfnt.setUint16(10, count * 16 - power * 16);
  let offset = headerLength;
  for (const [index, table] of tables.entries()) {
    const record = 12 + index * 16;
    sfnt.setUint32(record, table.tag);
    sfnt.setUint32(record + 4, table.checksum);
    sfnt.setUint32(record + 8, offset);
    sfnt.setUint32(record + 12, table.data.length);
    out.set(table.data, offset);
    offset += (table.data.length + 3) & ~3;
  }
  return out;
}
