// The local motion engine's frame renderer (issue #17): every frame is the clip's layers, each
// scaled and shifted by the camera (motion-camera.ts), sampled bilinearly and laid "over" one
// another with premultiplied alpha into one RGBA buffer. Plain typed-array loops, no sharp per
// frame, so a 5 s clip's drawing stays well under the encoder's own time.
//
// Where the speed comes from:
//  - pixels are read and written as 32-bit words, red+blue and green+alpha interpolated two
//    channels at a time (0x00ff00ff masks), so a sample is four loads and one store;
//  - the scale has no rotation, so a layer's column taps and weights are the same on every row:
//    they are worked out once per frame and layer (`xa`, `xb`, `fx`);
//  - each layer row keeps its runs of visible pixels, so only the frame columns a run reaches are
//    visited (falling snow is a few hundred short runs, a subject one run a row);
//  - rows a nearer layer covers completely (the ground over the sky) are not drawn below it.

/** One layer: premultiplied RGBA at its own size (the overscanned canvas, usually). */
export type MotionLayer = {
  /** What it shows, for tests and logs ('background', 'subject', 'snow 1'…). */
  name: string;
  width: number;
  height: number;
  /** Premultiplied RGBA, width × height × 4, 4-byte aligned. */
  data: Uint8Array;
  /** Every pixel opaque: drawn without blending, its edges clamped (never seen). */
  opaque: boolean;
  /** Tiles in both directions (particles and fog scrolling forever). */
  wrap: boolean;
  /** Runs of visible pixels: row y's are runs[runIndex[y] … runIndex[y + 1]) as start, end pairs. */
  runs: Int32Array;
  runIndex: Int32Array;
  /** Rows whose every pixel is opaque. */
  solidRows: Uint8Array;
  /** 0 = the far sky … 1 = the nearest subject: how much the camera moves it. */
  depth: number;
};

/** Where a layer is at one frame: scaled about the frame's centre, shifted, and scrolled. */
export type LayerPose = {
  scale: number;
  /** Shift in frame pixels. */
  dx: number;
  dy: number;
  /** Scroll in layer pixels (what shows at the frame's centre moves by this). */
  ox: number;
  oy: number;
};

/** Makes a layer from straight (not premultiplied) RGBA, premultiplying it (in a copy if unaligned). */
export function makeLayer(
  name: string,
  rgba: Uint8Array,
  width: number,
  height: number,
  options: { depth: number; wrap?: boolean; opaque?: boolean },
): MotionLayer {
  let data = rgba;
  // A plain, aligned Uint8Array (sharp's Buffers may sit at any offset of a shared pool).
  if (rgba.byteOffset % 4 !== 0 || rgba.constructor !== Uint8Array) {
    data = new Uint8Array(width * height * 4);
    data.set(rgba.subarray(0, width * height * 4));
  }
  const runs: number[] = [];
  const runIndex = new Int32Array(height + 1);
  const solidRows = new Uint8Array(height);
  let allOpaque = true;
  for (let y = 0; y < height; y += 1) {
    runIndex[y] = runs.length;
    let solid = true;
    let runStart = -1;
    let index = y * width * 4;
    for (let x = 0; x < width; x += 1, index += 4) {
      const alpha = data[index + 3]!;
      if (alpha !== 255) {
        solid = false;
        if (alpha === 0) {
          data[index] = 0;
          data[index + 1] = 0;
          data[index + 2] = 0;
        } else {
          data[index] = Math.round((data[index]! * alpha) / 255);
          data[index + 1] = Math.round((data[index + 1]! * alpha) / 255);
          data[index + 2] = Math.round((data[index + 2]! * alpha) / 255);
        }
      }
      if (alpha !== 0 && runStart < 0) runStart = x;
      if (alpha === 0 && runStart >= 0) {
        runs.push(runStart, x);
        runStart = -1;
      }
    }
    if (runStart >= 0) runs.push(runStart, width);
    solidRows[y] = solid ? 1 : 0;
    if (!solid) allOpaque = false;
  }
  runIndex[height] = runs.length;
  return {
    name,
    width,
    height,
    data,
    opaque: options.opaque ?? allOpaque,
    wrap: options.wrap ?? false,
    runs: Int32Array.from(runs),
    runIndex,
    solidRows,
    depth: options.depth,
  };
}

/** Reusable per-frame tables for frames `width` × `height` (one set serves every layer). */
export type FrameScratch = {
  xa: Int32Array;
  xb: Int32Array;
  fx: Int32Array;
  /** Per frame row: the index of the nearest layer that covers it whole (−1: none). */
  coveredBy: Int32Array;
  /** Merged runs of a row pair. */
  merged: Int32Array;
};

/** Tables for frames `width` × `height`. */
export function frameScratch(width: number, height = 1): FrameScratch {
  return {
    xa: new Int32Array(width),
    xb: new Int32Array(width),
    fx: new Int32Array(width),
    coveredBy: new Int32Array(height),
    merged: new Int32Array(64),
  };
}

/** A coordinate wrapped into 0 … size − 1. */
function wrapped(value: number, size: number): number {
  const rest = value % size;
  return rest < 0 ? rest + size : rest;
}

const RB = 0x00ff00ff;

/**
 * Draws `layers` (bottom first) at their `poses` into `out` (width × height RGBA, 4-byte
 * aligned; its alpha ends 255). Whatever no layer covers is black.
 */
export function renderFrame(
  layers: readonly MotionLayer[],
  poses: readonly LayerPose[],
  out: Uint8Array,
  width: number,
  height: number,
  scratch: FrameScratch = frameScratch(width, height),
): void {
  if (scratch.coveredBy.length < height || scratch.xa.length < width) {
    Object.assign(scratch, frameScratch(width, height));
  }
  const out32 = new Uint32Array(out.buffer, out.byteOffset, width * height);
  // Which rows a nearer layer covers whole: nothing under it is drawn there.
  const coveredBy = scratch.coveredBy;
  coveredBy.fill(-1, 0, height);
  for (let index = layers.length - 1; index >= 0; index -= 1)
    markCovered(layers[index]!, poses[index]!, index, coveredBy, width, height);
  if (!layers[0]?.opaque) out32.fill(0xff000000);
  for (let index = 0; index < layers.length; index += 1)
    drawLayer(layers[index]!, poses[index]!, index, out32, width, height, scratch);
}

/** The layer coordinate of frame pixel 0's centre, per axis. */
function origin(layer: MotionLayer, pose: LayerPose, width: number, height: number) {
  const inverse = 1 / pose.scale;
  return {
    inverse,
    ax: layer.width / 2 + (0.5 - width / 2 - pose.dx) * inverse - 0.5 + pose.ox,
    ay: layer.height / 2 + (0.5 - height / 2 - pose.dy) * inverse - 0.5 + pose.oy,
  };
}

function markCovered(
  layer: MotionLayer,
  pose: LayerPose,
  index: number,
  coveredBy: Int32Array,
  width: number,
  height: number,
): void {
  const { inverse, ax, ay } = origin(layer, pose, width, height);
  const lw = layer.width;
  const lh = layer.height;
  // A layer covers a row only if it spans the whole frame width.
  if (!layer.wrap && !layer.opaque && (ax < 0 || ax + (width - 1) * inverse > lw - 1)) return;
  for (let y = 0; y < height; y += 1) {
    if (coveredBy[y]! >= 0) continue;
    if (layer.opaque) {
      coveredBy[y] = index;
      continue;
    }
    let ly = ay + y * inverse;
    if (layer.wrap) ly = wrapped(ly, lh);
    else if (ly < 0 || ly > lh - 1) continue;
    const y0 = Math.floor(ly);
    const y1 = y0 + 1 >= lh ? (layer.wrap ? 0 : lh - 1) : y0 + 1;
    if (layer.solidRows[y0] && layer.solidRows[y1]) coveredBy[y] = index;
  }
}

function drawLayer(
  layer: MotionLayer,
  pose: LayerPose,
  index: number,
  out32: Uint32Array,
  width: number,
  height: number,
  scratch: FrameScratch,
): void {
  const { width: lw, height: lh, opaque, wrap } = layer;
  const data = new Uint32Array(layer.data.buffer, layer.data.byteOffset, lw * lh);
  const { inverse, ax, ay } = origin(layer, pose, width, height);
  const { xa, xb, fx, coveredBy } = scratch;
  // The columns a transparent, non-wrapping layer covers at all.
  let xFrom = 0;
  let xTo = width;
  for (let x = 0; x < width; x += 1) {
    let lx = ax + x * inverse;
    if (wrap) lx = wrapped(lx, lw);
    else if (opaque) lx = lx < 0 ? 0 : lx > lw - 1 ? lw - 1 : lx;
    else if (lx < 0 || lx > lw - 1) {
      if (lx < 0) xFrom = x + 1;
      else if (x < xTo) xTo = x;
      continue;
    }
    const x0 = Math.floor(lx);
    xa[x] = x0;
    xb[x] = x0 + 1 >= lw ? (wrap ? 0 : lw - 1) : x0 + 1;
    fx[x] = Math.round((lx - x0) * 128);
  }
  if (xFrom >= xTo) return;
  for (let y = 0; y < height; y += 1) {
    if (coveredBy[y]! > index) continue;
    let ly = ay + y * inverse;
    if (wrap) ly = wrapped(ly, lh);
    else if (opaque) ly = ly < 0 ? 0 : ly > lh - 1 ? lh - 1 : ly;
    else if (ly < 0 || ly > lh - 1) continue;
    const y0 = Math.floor(ly);
    const y1 = y0 + 1 >= lh ? (wrap ? 0 : lh - 1) : y0 + 1;
    const fy = Math.round((ly - y0) * 128);
    const row0 = y0 * lw;
    const row1 = y1 * lw;
    const outRow = y * width;
    if (opaque) {
      opaqueSpan(data, out32, xa, xb, fx, row0, row1, fy, outRow, xFrom, xTo);
      continue;
    }
    // The union of the two source rows' runs, each mapped to the frame columns that sample it.
    const count = mergeRuns(layer, y0, y1, scratch);
    const merged = scratch.merged;
    // Copies of the row side by side (a wrapping layer) and runs within each, left to right, so
    // the frame columns visited only grow: a column two ranges share is blended once.
    const first = wrap ? Math.floor(ax / lw) - 1 : 0;
    const last = wrap ? Math.floor((ax + width * inverse) / lw) + 1 : 0;
    let done = xFrom;
    for (let copy = first; copy <= last; copy += 1) {
      const shift = copy * lw;
      for (let run = 0; run < count; run += 2) {
        // Frame x samples taps floor(lx), floor(lx)+1: it sees the run when start−1 < lx < end.
        const from = Math.max(done, Math.floor((merged[run]! - 1 + shift - ax) / inverse));
        const to = Math.min(xTo, Math.ceil((merged[run + 1]! + shift - ax) / inverse) + 1);
        if (from >= to) continue;
        blendSpan(data, out32, xa, xb, fx, row0, row1, fy, outRow, from, to);
        done = to;
      }
    }
  }
}

/** Rows y0 and y1's runs merged (sorted, overlaps joined) into scratch.merged; answers its length. */
function mergeRuns(layer: MotionLayer, y0: number, y1: number, scratch: FrameScratch): number {
  const { runs, runIndex } = layer;
  let a = runIndex[y0]!;
  const aEnd = runIndex[y0 + 1]!;
  let b = y1 === y0 ? aEnd : runIndex[y1]!;
  const bEnd = y1 === y0 ? aEnd : runIndex[y1 + 1]!;
  if (scratch.merged.length < aEnd - a + bEnd - b)
    scratch.merged = new Int32Array(2 * (aEnd - a + bEnd - b));
  const merged = scratch.merged;
  let count = 0;
  while (a < aEnd || b < bEnd) {
    let start: number;
    let end: number;
    if (b >= bEnd || (a < aEnd && runs[a]! <= runs[b]!)) {
      start = runs[a]!;
      end = runs[a + 1]!;
      a += 2;
    } else {
      start = runs[b]!;
      end = runs[b + 1]!;
      b += 2;
    }
    if (count > 0 && start <= merged[count - 1]! + 1) {
      if (end > merged[count - 1]!) merged[count - 1] = end;
    } else {
      merged[count] = start;
      merged[count + 1] = end;
      count += 2;
    }
  }
  return count;
}

/** Bilinear samples of an opaque layer written straight into the frame. */
function opaqueSpan(
  data: Uint32Array,
  out32: Uint32Array,
  xa: Int32Array,
  xb: Int32Array,
  fx: Int32Array,
  row0: number,
  row1: number,
  fy: number,
  outRow: number,
  from: number,
  to: number,
): void {
  const gy = 128 - fy;
  for (let x = from; x < to; x += 1) {
    const f = fx[x]!;
    const g = 128 - f;
    const left = xa[x]!;
    const right = xb[x]!;
    const p00 = data[row0 + left]!;
    const p01 = data[row0 + right]!;
    const p10 = data[row1 + left]!;
    const p11 = data[row1 + right]!;
    const top = (((p00 & RB) * g + (p01 & RB) * f) >> 7) & RB;
    const bottom = (((p10 & RB) * g + (p11 & RB) * f) >> 7) & RB;
    const rb = ((top * gy + bottom * fy) >> 7) & RB;
    const topGa = ((((p00 >>> 8) & RB) * g + ((p01 >>> 8) & RB) * f) >> 7) & RB;
    const bottomGa = ((((p10 >>> 8) & RB) * g + ((p11 >>> 8) & RB) * f) >> 7) & RB;
    const ga = ((topGa * gy + bottomGa * fy) >> 7) & RB;
    out32[outRow + x] = rb | (ga << 8) | 0xff000000;
  }
}

/** Bilinear samples of a transparent layer laid "over" the frame (premultiplied). */
function blendSpan(
  data: Uint32Array,
  out32: Uint32Array,
  xa: Int32Array,
  xb: Int32Array,
  fx: Int32Array,
  row0: number,
  row1: number,
  fy: number,
  outRow: number,
  from: number,
  to: number,
): void {
  const gy = 128 - fy;
  for (let x = from; x < to; x += 1) {
    const f = fx[x]!;
    const g = 128 - f;
    const left = xa[x]!;
    const right = xb[x]!;
    const p00 = data[row0 + left]!;
    const p01 = data[row0 + right]!;
    const p10 = data[row1 + left]!;
    const p11 = data[row1 + right]!;
    if ((p00 | p01 | p10 | p11) === 0) continue;
    const topGa = ((((p00 >>> 8) & RB) * g + ((p01 >>> 8) & RB) * f) >> 7) & RB;
    const bottomGa = ((((p10 >>> 8) & RB) * g + ((p11 >>> 8) & RB) * f) >> 7) & RB;
    const ga = ((topGa * gy + bottomGa * fy) >> 7) & RB;
    const alpha = ga >>> 16;
    if (alpha === 0) continue;
    const top = (((p00 & RB) * g + (p01 & RB) * f) >> 7) & RB;
    const bottom = (((p10 & RB) * g + (p11 & RB) * f) >> 7) & RB;
    const rb = ((top * gy + bottom * fy) >> 7) & RB;
    const o = outRow + x;
    if (alpha >= 255) {
      out32[o] = rb | (ga << 8) | 0xff000000;
      continue;
    }
    // Premultiplied "over": source + destination × (1 − alpha), two channels at a time.
    const keep = 256 - alpha;
    const under = out32[o]!;
    const underRb = (((under & RB) * keep) >>> 8) & RB;
    const underGa = ((((under >>> 8) & RB) * keep) >>> 8) & RB;
    out32[o] = (rb + underRb) | (((ga + underGa) & 0xff) << 8) | 0xff000000;
  }
}
