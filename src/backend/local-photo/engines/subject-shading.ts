// What makes a cut-out sit in a scene rather than float over it: a contact shadow made from the
// subject's own mask and cast away from the scene's light, a light-wrap (the scene's colour
// bleeding softly over the subject's edges) and a small colour match to the scene's light.
import sharp from 'sharp';

/** A placed subject: RGBA pixels and its top-left corner on the canvas. */
export type PlacedSubject = {
  data: Buffer;
  width: number;
  height: number;
  left: number;
  top: number;
};

/**
 * The shadow's strength (0–1) on the canvas: a dark contact band under the subject's base, as
 * wide as the mask's footprint, and its silhouette laid down behind it, skewed away from the
 * light (−1 left … 1 right), both blurred. Darkens `background` (RGB) in place.
 */
export async function castShadow(
  background: Buffer,
  canvas: { width: number; height: number },
  subject: PlacedSubject,
  light: number,
): Promise<void> {
  const { width, height } = canvas;
  const map = new Uint8Array(width * height);
  const base = lowestRow(subject);
  const baseY = subject.top + base;
  const band = Math.max(2, Math.round(subject.height * 0.03));
  // The footprint: each column's strongest alpha over the bottom tenth of the subject, spread
  // a little sideways (the penumbra of a soft light).
  const foot = Math.max(1, Math.round(subject.height * 0.1));
  const spread = Math.round(band / 2);
  const cover = new Uint8Array(subject.width + 2 * spread);
  for (let x = 0; x < subject.width; x += 1) {
    let strongest = 0;
    for (let y = Math.max(0, base - foot); y <= base; y += 1)
      strongest = Math.max(strongest, subject.data[(y * subject.width + x) * 4 + 3]!);
    for (let dx = 0; dx <= 2 * spread; dx += 1) cover[x + dx] = Math.max(cover[x + dx]!, strongest);
  }
  for (let index = 0; index < cover.length; index += 1) {
    const cx = subject.left + index - spread;
    if (cx < 0 || cx >= width || cover[index] === 0) continue;
    for (let dy = -band; dy <= band; dy += 1) {
      const cy = baseY + dy;
      if (cy < 0 || cy >= height) continue;
      const falloff = 1 - Math.abs(dy) / (band + 1);
      const value = Math.round(cover[index]! * 0.85 * falloff);
      if (value > map[cy * width + cx]!) map[cy * width + cx] = value;
    }
  }
  // The cast: silhouette rows from the base upwards, squashed to a fifth, sheared off the light.
  const squash = 0.2;
  for (let y = 0; y <= base; y += 1) {
    const rise = base - y;
    const cy = Math.round(baseY - rise * squash);
    const shift = Math.round(-light * rise * 0.35);
    if (cy < 0 || cy >= height) continue;
    for (let x = 0; x < subject.width; x += 1) {
      const alpha = subject.data[(y * subject.width + x) * 4 + 3]!;
      const cx = subject.left + x + shift;
      if (alpha === 0 || cx < 0 || cx >= width) continue;
      const fade = 1 - rise / (base + 1);
      const value = Math.round(alpha * 0.3 * fade);
      if (value > map[cy * width + cx]!) map[cy * width + cx] = value;
    }
  }
  const sigma = Math.max(1.5, subject.height * 0.018);
  const soft = await sharp(map, { raw: { width, height, channels: 1 } })
    .blur(sigma)
    .extractChannel(0)
    .raw()
    .toBuffer();
  for (let index = 0; index < soft.length; index += 1) {
    const strength = soft[index]! / 255;
    if (strength === 0) continue;
    const at = index * 3;
    background[at] = Math.round(background[at]! * (1 - strength * 0.9));
    background[at + 1] = Math.round(background[at + 1]! * (1 - strength * 0.9));
    background[at + 2] = Math.round(background[at + 2]! * (1 - strength * 0.88));
  }
}

/** The lowest row of the subject with a solid pixel (its base). */
function lowestRow(subject: PlacedSubject): number {
  for (let y = subject.height - 1; y >= 0; y -= 1)
    for (let x = 0; x < subject.width; x += 1)
      if (subject.data[(y * subject.width + x) * 4 + 3]! >= 128) return y;
  return subject.height - 1;
}

/**
 * Fits the subject to the scene's light: its colours move a little towards the scene's cast
 * (a tenth of the way), and near its edges the blurred scene wraps over it. RGBA, in place.
 */
export async function relight(
  subject: PlacedSubject,
  background: Buffer,
  canvas: { width: number; height: number },
): Promise<void> {
  const mean = [0, 0, 0];
  for (let at = 0; at < background.length; at += 3)
    for (let channel = 0; channel < 3; channel += 1) mean[channel]! += background[at + channel]!;
  const grey = (mean[0]! + mean[1]! + mean[2]!) / 3 || 1;
  const gain = mean.map((value) => 1 + 0.1 * (value / grey - 1));
  const radius = Math.max(1.5, Math.max(subject.width, subject.height) * 0.008);
  const alpha = Buffer.alloc(subject.width * subject.height);
  for (let index = 0; index < alpha.length; index += 1) alpha[index] = subject.data[index * 4 + 3]!;
  const [inner, scene] = await Promise.all([
    sharp(alpha, { raw: { width: subject.width, height: subject.height, channels: 1 } })
      .blur(radius)
      .extractChannel(0)
      .raw()
      .toBuffer(),
    sharp(background, { raw: { ...canvas, channels: 3 } })
      .blur(radius * 3)
      .raw()
      .toBuffer(),
  ]);
  for (let y = 0; y < subject.height; y += 1) {
    const cy = subject.top + y;
    for (let x = 0; x < subject.width; x += 1) {
      const index = y * subject.width + x;
      if (subject.data[index * 4 + 3] === 0) continue;
      const cx = subject.left + x;
      const inside = cx >= 0 && cx < canvas.width && cy >= 0 && cy < canvas.height;
      const wrap = inside ? Math.max(0, 1 - inner[index]! / 255) * 0.9 : 0;
      for (let channel = 0; channel < 3; channel += 1) {
        const at = index * 4 + channel;
        const own = subject.data[at]! * gain[channel]!;
        const edge = inside ? scene[(cy * canvas.width + cx) * 3 + channel]! : own;
        subject.data[at] = Math.min(255, Math.max(0, Math.round(own + (edge - own) * wrap * 0.5)));
      }
    }
  }
}
