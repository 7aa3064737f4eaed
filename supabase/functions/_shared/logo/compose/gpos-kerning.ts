// Pair kerning from a font's GPOS table (OpenType spec, "GPOS — Glyph positioning table"): the
// lookups of every `kern` feature, pair adjustment (lookup type 2, formats 1 and 2) whether plain
// or wrapped in an extension lookup (type 9). Only the first glyph's horizontal advance change is
// read, which is what kerning is for horizontal Latin, Greek and Cyrillic text. Lookups apply in
// order and add up; inside one lookup the first subtable that has the pair decides (a class-based
// subtable has every pair of the glyphs it covers, as HarfBuzz applies it).

type PairSubtable =
  | {
      format: 1;
      coverage: Coverage;
      record: RecordLayout;
      /** Per covered first glyph: the offset of its pair set. */
      pairSets: number[];
      data: DataView;
    }
  | {
      format: 2;
      coverage: Coverage;
      record: RecordLayout;
      classOf1: ClassDef;
      classOf2: ClassDef;
      class2Count: number;
      /** Offset of the class-1 records. */
      records: number;
      data: DataView;
    };

/** Where XAdvance sits in the first value record, and how long a pair's two records are. */
type RecordLayout = { advanceAt: number | null; pairBytes: number };
type Coverage = (glyph: number) => number;
type ClassDef = (glyph: number) => number;

/** Kerning of one font: the advance change, in font units, between two glyph ids. */
export type Kerning = (left: number, right: number) => number;

const NO_KERNING: Kerning = () => 0;

function valueRecordBytes(format: number): number {
  let bits = 0;
  for (let mask = format & 0xff; mask; mask >>= 1) bits += mask & 1;
  return bits * 2;
}

function recordLayout(format1: number, format2: number): RecordLayout {
  // XAdvance (0x0004) comes after XPlacement (0x0001) and YPlacement (0x0002) when present.
  const advanceAt = format1 & 0x0004 ? valueRecordBytes(format1 & 0x0003) : null;
  return { advanceAt, pairBytes: valueRecordBytes(format1) + valueRecordBytes(format2) };
}

function readCoverage(data: DataView, at: number): Coverage {
  const format = data.getUint16(at);
  const count = data.getUint16(at + 2);
  if (format === 1) {
    const glyphs = new Map<number, number>();
    for (let index = 0; index < count; index += 1)
      glyphs.set(data.getUint16(at + 4 + index * 2), index);
    return (glyph) => glyphs.get(glyph) ?? -1;
  }
  const ranges = Array.from({ length: count }, (_, index) => {
    const record = at + 4 + index * 6;
    return {
      start: data.getUint16(record),
      end: data.getUint16(record + 2),
      first: data.getUint16(record + 4),
    };
  });
  return (glyph) => {
    const range = ranges.find((item) => glyph >= item.start && glyph <= item.end);
    return range ? range.first + glyph - range.start : -1;
  };
}

function readClassDef(data: DataView, at: number): ClassDef {
  const format = data.getUint16(at);
  if (format === 1) {
    const start = data.getUint16(at + 2);
    const count = data.getUint16(at + 4);
    return (glyph) =>
      glyph >= start && glyph < start + count ? data.getUint16(at + 6 + (glyph - start) * 2) : 0;
  }
  const count = data.getUint16(at + 2);
  const ranges = Array.from({ length: count }, (_, index) => {
    const record = at + 4 + index * 6;
    return {
      start: data.getUint16(record),
      end: data.getUint16(record + 2),
      value: data.getUint16(record + 4),
    };
  });
  return (glyph) => ranges.find((item) => glyph >= item.start && glyph <= item.end)?.value ?? 0;
}

function readPairSubtable(data: DataView, at: number): PairSubtable | null {
  const format = data.getUint16(at);
  const coverage = readCoverage(data, at + data.getUint16(at + 2));
  const record = recordLayout(data.getUint16(at + 4), data.getUint16(at + 6));
  if (format === 1) {
    const count = data.getUint16(at + 8);
    const pairSets = Array.from(
      { length: count },
      (_, index) => at + data.getUint16(at + 10 + index * 2),
    );
    return { format: 1, coverage, record, pairSets, data };
  }
  if (format === 2) {
    return {
      format: 2,
      coverage,
      record,
      classOf1: readClassDef(data, at + data.getUint16(at + 8)),
      classOf2: readClassDef(data, at + data.getUint16(at + 10)),
      class2Count: data.getUint16(at + 14),
      records: at + 16,
      data,
    };
  }
  return null;
}

/** The adjustment one subtable gives a pair, or null when it does not cover the first glyph. */
function pairValue(table: PairSubtable, left: number, right: number): number | null {
  const covered = table.coverage(left);
  if (covered < 0) return null;
  const { data, record } = table;
  if (table.format === 1) {
    const set = table.pairSets[covered];
    if (set === undefined) return null;
    const count = data.getUint16(set);
    const size = 2 + record.pairBytes;
    for (let index = 0; index < count; index += 1) {
      const pair = set + 2 + index * size;
      if (data.getUint16(pair) === right)
        return record.advanceAt === null ? 0 : data.getInt16(pair + 2 + record.advanceAt);
    }
    // A first glyph with no pair for this second glyph: the next subtable may have one.
    return null;
  }
  const row = table.classOf1(left);
  const column = table.classOf2(right);
  const at = table.records + (row * table.class2Count + column) * record.pairBytes;
  return record.advanceAt === null ? 0 : data.getInt16(at + record.advanceAt);
}

/** The pair subtables of one lookup (type 2, or type 9 wrapping type 2). */
function lookupSubtables(data: DataView, lookup: number): PairSubtable[] {
  const type = data.getUint16(lookup);
  const count = data.getUint16(lookup + 4);
  const tables: PairSubtable[] = [];
  for (let index = 0; index < count; index += 1) {
    let at = lookup + data.getUint16(lookup + 6 + index * 2);
    if (type === 9) {
      if (data.getUint16(at + 2) !== 2) continue;
      at += data.getUint32(at + 4);
    } else if (type !== 2) continue;
    const table = readPairSubtable(data, at);
    if (table) tables.push(table);
  }
  return tables;
}

/** Reads the kerning of a GPOS table; no kerning when the table has none or cannot be read. */
export function gposKerning(gpos: Uint8Array | null): Kerning {
  if (!gpos || gpos.byteLength < 10) return NO_KERNING;
  try {
    const data = new DataView(gpos.buffer, gpos.byteOffset, gpos.byteLength);
    const features = data.getUint16(6);
    const lookups = data.getUint16(8);
    const lookupIndices = new Set<number>();
    const featureCount = data.getUint16(features);
    for (let index = 0; index < featureCount; index += 1) {
      const record = features + 2 + index * 6;
      const tag = String.fromCharCode(
        data.getUint8(record),
        data.getUint8(record + 1),
        data.getUint8(record + 2),
        data.getUint8(record + 3),
      );
      if (tag !== 'kern') continue;
      const feature = features + data.getUint16(record + 4);
      const count = data.getUint16(feature + 2);
      for (let item = 0; item < count; item += 1)
        lookupIndices.add(data.getUint16(feature + 4 + item * 2));
    }
    const lookupOffsets = [...lookupIndices]
      .sort((a, b) => a - b)
      .map((index) => lookups + data.getUint16(lookups + 2 + index * 2));
    const tables = lookupOffsets.map((lookup) => lookupSubtables(data, lookup));
    if (tables.every((list) => list.length === 0)) return NO_KERNING;
    const cache = new Map<number, number>();
    return (left, right) => {
      const key = left * 65536 + right;
      const known = cache.get(key);
      if (known !== undefined) return known;
      let total = 0;
      for (const list of tables) {
        for (const table of list) {
          const value = pairValue(table, left, right);
          if (value !== null) {
            total += value;
            break;
          }
        }
      }
      cache.set(key, total);
      return total;
    };
  } catch {
    return NO_KERNING;
  }
}
