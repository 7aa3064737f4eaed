// WOFF 1.0 (https://www.w3.org/TR/WOFF/) unpacked to the plain TrueType/OpenType font inside it.
// fontkit reads WOFF too, but it inflates a table in pure JavaScript every time the table is read,
// and pdf-lib parses each embedded font again: unpacking once with fflate and handing both the
// plain font makes the guideline several times faster.
import { unzlibSync } from 'fflate';

/** The sfnt font inside a WOFF file; other bytes are returned unchanged. */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.length < 44 || view.getUint32(0) !== 0x774f4646) return woff; // "wOFF"
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let index = 0; index < count; index += 1) {
    const entry = 44 + index * 20;
    const tag = view.getUint32(entry);
    const offset = view.getUint32(entry + 4);
    const compressed = view.getUint32(entry + 8);
    const length = view.getUint32(entry + 12);
    const checksum = view.getUint32(entry + 16);
    const raw = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? unzlibSync(raw) : raw;
    if (data.length !== length) throw new Error('a WOFF table does not unpack to its length');
    tables.push({ tag, checksum, data });
  }
  tables.sort((a, b) => a.tag - b.tag);
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
