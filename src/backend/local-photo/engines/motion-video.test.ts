// The local motion engine (issue #17) in-process: the MP4 it writes read back by a real demuxer
// (mediabunny), frames that change over time, parallax on a real photograph, prompts that look
// different, cancel within a frame, and refused options. Small frames where 720p is not the point.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PhotoError } from '../photo-errors';
import { chooseMove, easeInOut, placeLayer } from './motion-camera';
import { makeLayer, renderFrame } from './motion-render';
import { motionVideoInWorker, parseMotionOptions, prepareMotion } from './motion-video';

const PHOTOS = resolve(import.meta.dirname, '../../../../tests/fixtures/photos');
// CC0 (scikit-image's `coffee.png`): an espresso cup on a saucer on a wooden table.
const coffee = readFileSync(resolve(PHOTOS, 'coffee-cup.jpg'));

/** Reads an MP4's primary video track: codec, size, duration and packet count. */
async function probe(mp4: Uint8Array) {
  const input = new Input({ source: new BufferSource(mp4), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  if (!track) throw new Error('no video track');
  let packets = 0;
  let keys = 0;
  for await (const packet of new EncodedPacketSink(track).packets()) {
    packets += 1;
    if (packet.type === 'key') keys += 1;
  }
  return {
    codec: track.codec,
    width: track.displayWidth,
    height: track.displayHeight,
    duration: await track.computeDuration(),
    packets,
    keys,
  };
}

/** Mean absolute difference per channel of two RGBA frames (alpha ignored). */
function meanDifference(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  let count = 0;
  for (let index = 0; index < a.length; index += 4)
    for (let channel = 0; channel < 3; channel += 1) {
      sum += Math.abs(a[index + channel]! - b[index + channel]!);
      count += 1;
    }
  return sum / count;
}

/** Share of pixels that changed visibly (a channel by more than 12 levels). */
function changedShare(a: Uint8Array, b: Uint8Array): number {
  let changed = 0;
  for (let index = 0; index < a.length; index += 4)
    if (
      Math.abs(a[index]! - b[index]!) > 12 ||
      Math.abs(a[index + 1]! - b[index + 1]!) > 12 ||
      Math.abs(a[index + 2]! - b[index + 2]!) > 12
    )
      changed += 1;
  return changed / (a.length / 4);
}

/** Mean brightness (0–255) of an RGBA frame. */
function brightness(frame: Uint8Array): number {
  let sum = 0;
  for (let index = 0; index < frame.length; index += 4)
    sum += (frame[index]! + frame[index + 1]! + frame[index + 2]!) / 3;
  return sum / (frame.length / 4);
}

/** The horizontal shift (px) that best maps a patch of `a` onto `b` (sum of absolute differences). */
function horizontalShift(
  a: Uint8Array,
  b: Uint8Array,
  width: number,
  patch: { x: number; y: number; w: number; h: number },
  range: number,
): number {
  let best = 0;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let shift = -range; shift <= range; shift += 1) {
    if (patch.x + shift < 0 || patch.x + patch.w + shift > width) continue;
    let cost = 0;
    for (let y = patch.y; y < patch.y + patch.h; y += 1)
      for (let x = patch.x; x < patch.x + patch.w; x += 1) {
        const from = 4 * (y * width + x);
        const to = 4 * (y * width + x + shift);
        for (let channel = 0; channel < 3; channel += 1)
          cost += Math.abs(a[from + channel]! - b[to + channel]!);
      }
    if (cost < bestCost) {
      bestCost = cost;
      best = shift;
    }
  }
  return best;
}

describe('camera', () => {
  it('reads the move from the prompt’s words, else from the seed', () => {
    expect(chooseMove('auto', 'zoom in on the lighthouse', 1)).toBe('push-in');
    expect(chooseMove('auto', 'slowly pan left over the hills', 1)).toBe('pan-left');
    expect(chooseMove('auto', 'a car sliding to the right', 1)).toBe('pan-right');
    expect(chooseMove('auto', 'orbit around the statue', 1)).toBe('orbit');
    expect(chooseMove('auto', 'pull away to reveal the valley', 1)).toBe('pull-out');
    expect(chooseMove('pan-right', 'zoom in', 1)).toBe('pan-right');
    const bySeed = new Set([0, 1, 2, 3, 4].map((seed) => chooseMove('auto', 'a fox', seed)));
    expect(bySeed.size).toBe(5);
  });

  it('eases in and out, and moves near layers more than far ones', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    // No jerk: the first step is far smaller than an even share.
    expect(easeInOut(1 / 149)).toBeLessThan(0.1 / 149);
    for (const move of ['pan-left', 'pan-right', 'orbit'] as const) {
      const travel = (depth: number) =>
        Math.abs(
          placeLayer(move, depth, 1, 1280, 720).dx - placeLayer(move, depth, 0, 1280, 720).dx,
        );
      expect(travel(1)).toBeGreaterThan(travel(0.3) * 1.3);
    }
    const zoom = (depth: number) => placeLayer('push-in', depth, 1, 1280, 720).scale;
    expect(zoom(1)).toBeGreaterThan(zoom(0.3));
    expect(placeLayer('pull-out', 1, 1, 1280, 720).scale).toBe(1);
  });
});

describe('frame renderer', () => {
  it('lays premultiplied layers over one another, scaled about the centre', () => {
    const red = new Uint8Array(4 * 4 * 4).fill(0);
    for (let pixel = 0; pixel < 16; pixel += 1) red.set([200, 0, 0, 255], pixel * 4);
    const background = makeLayer('red', red, 4, 4, { depth: 0 });
    expect(background.opaque).toBe(true);
    const dot = new Uint8Array(4 * 4 * 4);
    // Half-transparent blue at pixel (1, 1) and (2, 1), transparent elsewhere.
    dot.set([0, 0, 255, 128], (1 * 4 + 1) * 4);
    dot.set([0, 0, 255, 128], (1 * 4 + 2) * 4);
    const layer = makeLayer('dot', dot, 4, 4, { depth: 1 });
    expect(layer.opaque).toBe(false);
    expect([...layer.runs.subarray(layer.runIndex[1]!, layer.runIndex[2]!)]).toEqual([1, 3]);
    const out = new Uint8Array(4 * 4 * 4);
    const still = { scale: 1, dx: 0, dy: 0, ox: 0, oy: 0 };
    renderFrame([background, layer], [still, still], out, 4, 4);
    expect([...out.subarray(0, 4)]).toEqual([200, 0, 0, 255]);
    const mixed = out.subarray((1 * 4 + 1) * 4, (1 * 4 + 1) * 4 + 4);
    expect(mixed[0]).toBeGreaterThan(90);
    expect(mixed[0]).toBeLessThan(110);
    expect(mixed[2]).toBeGreaterThan(120);
    expect(mixed[3]).toBe(255);
    // Shifted one pixel right: the dot follows.
    renderFrame([background, layer], [still, { ...still, dx: 1 }], out, 4, 4);
    expect(out[(1 * 4 + 1) * 4 + 2]).toBe(0);
    expect(out[(1 * 4 + 3) * 4 + 2]).toBeGreaterThan(120);
  });

  it('blends every frame column once: no seams where tiles or runs meet', () => {
    const grey = new Uint8Array(6 * 4 * 4);
    for (let pixel = 0; pixel < 24; pixel += 1) grey.set([100, 100, 100, 255], pixel * 4);
    const veil = new Uint8Array(6 * 4 * 4);
    // An even white veil, with a transparent column so each row has two runs.
    for (let pixel = 0; pixel < 24; pixel += 1)
      if (pixel % 6 !== 3) veil.set([255, 255, 255, 100], pixel * 4);
    const layers = [
      makeLayer('grey', grey, 6, 4, { depth: 0 }),
      makeLayer('veil', veil, 6, 4, { depth: 1, wrap: true }),
    ];
    const out = new Uint8Array(20 * 4 * 4);
    for (const ox of [0, 0.5, 2.25, -7.75]) {
      const still = { scale: 1, dx: 0, dy: 0, ox: 0, oy: 0 };
      renderFrame(layers, [still, { ...still, ox }], out, 20, 4);
      // Never brighter than one layer of veil over grey (a doubled blend would be).
      const once = Math.round(100 + ((255 - 100) * 100) / 255) + 2;
      for (let index = 0; index < out.length; index += 4)
        expect(out[index]).toBeLessThanOrEqual(once);
    }
  });
});

describe('motion video', () => {
  it('writes an H.264 MP4 of the asked size and length, with a JPEG poster', async () => {
    const shares: number[] = [];
    const result = await motionVideoInWorker(
      undefined,
      {
        task: 'text-to-video',
        prompt: 'a red fox in a snowy forest',
        seconds: 3,
        width: 320,
        height: 180,
        motion: 'push-in',
        seed: 5,
      },
      (share) => shares.push(share),
    );
    expect(result).toMatchObject({
      engine: 'local-motion',
      width: 320,
      height: 180,
      durationSeconds: 3,
      frames: 90,
    });
    const video = await probe(result.mp4);
    expect(video.codec).toBe('avc');
    expect([video.width, video.height]).toEqual([320, 180]);
    expect(Math.abs(video.duration - 3)).toBeLessThanOrEqual(1 / 30 + 1e-6);
    expect(Math.abs(video.packets - 90)).toBeLessThanOrEqual(1);
    // A keyframe every second.
    expect(video.keys).toBeGreaterThanOrEqual(3);
    const poster = await sharp(result.poster).metadata();
    expect(poster).toMatchObject({ format: 'jpeg', width: 320, height: 180 });
    // Progress rises to 1, and frames are most of it (a report per frame).
    expect([...shares].sort((a, b) => a - b)).toEqual(shares);
    expect(shares.at(-1)).toBe(1);
    expect(shares.filter((share) => share > 0.15).length).toBeGreaterThanOrEqual(90);
  });

  it('moves over time: the last frame is not the first', async () => {
    for (const motion of ['push-in', 'pan-left', 'orbit'] as const) {
      const plan = await prepareMotion(undefined, {
        task: 'text-to-video',
        prompt: 'a fox by a house and pine trees at sunset',
        seconds: 3,
        width: 320,
        height: 180,
        motion,
        seed: 11,
      });
      const first = plan.render(0);
      const middle = plan.render(45);
      const last = plan.render(plan.frames - 1);
      expect(changedShare(first, last), motion).toBeGreaterThan(0.05);
      // Smooth: neighbouring frames differ far less than the ends do.
      expect(meanDifference(middle, plan.render(46)), motion).toBeLessThan(
        meanDifference(first, last) / 4,
      );
    }
  });

  it('keeps falling snow moving even without a camera move between frames', async () => {
    const plan = await prepareMotion(undefined, {
      task: 'text-to-video',
      prompt: 'a snowy village at night',
      seconds: 3,
      width: 320,
      height: 180,
      motion: 'push-in',
      seed: 3,
    });
    expect(plan.layers.map((entry) => entry.layer.name)).toEqual(
      expect.arrayContaining(['sky', 'snow 1', 'snow 2']),
    );
    const snow = plan.layers.find((entry) => entry.layer.name === 'snow 2')!;
    expect(snow.layer.wrap).toBe(true);
    expect(snow.drift.y).toBeGreaterThan(0);
  });

  it('gives different prompts visibly different videos', async () => {
    const frame = async (prompt: string) =>
      (
        await prepareMotion(undefined, {
          task: 'text-to-video',
          prompt,
          seconds: 3,
          width: 320,
          height: 180,
          motion: 'pan-right',
          seed: 9,
        })
      ).render(30);
    const village = await frame('a snowy village at night');
    const beach = await frame('a sunny beach with palm trees');
    expect(meanDifference(village, beach)).toBeGreaterThan(40);
    expect(brightness(beach)).toBeGreaterThan(brightness(village) + 40);
    // Words the composer cannot draw still give its sky and ground.
    const plain = await frame('zxqv plorb');
    expect(brightness(plain)).toBeGreaterThan(20);
    expect(meanDifference(plain, village)).toBeGreaterThan(10);
  });

  it('animates a photo with parallax: the subject moves more than the background', async () => {
    const width = 640;
    const height = 360;
    const plan = await prepareMotion(coffee, {
      task: 'image-to-video',
      prompt: '',
      seconds: 3,
      width,
      height,
      motion: 'pan-left',
      seed: 1,
    });
    expect(plan.subject).toBe(true);
    expect(plan.layers.map((entry) => entry.layer.name)).toEqual(['background', 'subject']);
    const first = plan.render(0);
    const last = plan.render(plan.frames - 1);
    // Where the cut-out is in the first frame: the subject layer drawn alone over black.
    const subjectOnly = new Uint8Array(width * height * 4);
    renderFrame([plan.layers[1]!.layer], [plan.poses(0)[1]!], subjectOnly, width, height);
    let sumX = 0;
    let sumY = 0;
    let count = 0;
    const covered = new Uint8Array(width);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const index = 4 * (y * width + x);
        if (subjectOnly[index]! + subjectOnly[index + 1]! + subjectOnly[index + 2]! > 30) {
          sumX += x;
          sumY += y;
          count += 1;
          covered[x] = 1;
        }
      }
    expect(count / (width * height)).toBeGreaterThan(0.05);
    const centre = { x: Math.round(sumX / count), y: Math.round(sumY / count) };
    const subjectShift = horizontalShift(
      first,
      last,
      width,
      { x: centre.x - 24, y: centre.y - 24, w: 48, h: 48 },
      120,
    );
    // The table at the far right edge, beyond the saucer in both frames.
    const free = covered.lastIndexOf(1);
    expect(free).toBeLessThan(width - 80);
    const backgroundShift = horizontalShift(
      first,
      last,
      width,
      { x: width - 60, y: 20, w: 40, h: height - 40 },
      120,
    );
    // Pan left: everything slides right, the subject about twice as far.
    expect(backgroundShift).toBeGreaterThan(10);
    expect(subjectShift).toBeGreaterThan(backgroundShift + 15);
  });

  it('moves a photo with no clear subject as one layer (Ken Burns)', async () => {
    // A plain gradient: nothing for the remover to cut out.
    const plain = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270"><defs>' +
          '<linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#6aa0d8"/>' +
          '<stop offset="1" stop-color="#e8d2a0"/></linearGradient></defs>' +
          '<rect width="480" height="270" fill="url(#g)"/></svg>',
      ),
    )
      .jpeg()
      .toBuffer();
    const plan = await prepareMotion(plain, {
      task: 'image-to-video',
      prompt: 'zoom in slowly',
      seconds: 3,
      width: 320,
      height: 180,
      seed: 1,
    });
    expect(plan.move).toBe('push-in');
    expect(plan.subject).toBe(false);
    expect(plan.layers.map((entry) => entry.layer.name)).toEqual(['photo']);
  });

  it('stops within a frame when cancelled, freeing the encoder', async () => {
    let cancelledAt = 0;
    let calls = 0;
    const run = motionVideoInWorker(
      undefined,
      {
        task: 'text-to-video',
        prompt: 'rain over a city street',
        seconds: 10,
        width: 640,
        height: 360,
        motion: 'pan-right',
        seed: 2,
      },
      (share) => {
        calls += 1;
        if (share > 0.3) {
          cancelledAt ||= performance.now();
          throw new PhotoError('cancelled');
        }
      },
    );
    await expect(run).rejects.toMatchObject({ code: 'cancelled' });
    expect(performance.now() - cancelledAt).toBeLessThan(500);
    // The first report past 30 % threw: nothing ran on.
    expect(calls).toBeLessThan(120);
    // The engine is usable again at once.
    const next = await motionVideoInWorker(undefined, {
      task: 'text-to-video',
      prompt: 'a hill',
      seconds: 3,
      width: 64,
      height: 64,
    });
    expect(next.frames).toBe(90);
  });

  it('refuses bad options and a missing picture', async () => {
    const base = { task: 'text-to-video', prompt: 'a fox', seconds: 3, width: 320, height: 180 };
    const refused = (input: Record<string, unknown>) => {
      try {
        parseMotionOptions(input as never);
        return null;
      } catch (error) {
        return error instanceof PhotoError ? error.code : 'thrown';
      }
    };
    expect(refused(base)).toBeNull();
    expect(refused({ ...base, seconds: 4 })).toBe('invalid_options');
    expect(refused({ ...base, width: 321 })).toBe('invalid_options');
    expect(refused({ ...base, width: 1920, height: 1920 })).toBe('invalid_options');
    expect(refused({ ...base, fps: 24 })).toBe('invalid_options');
    expect(refused({ ...base, motion: 'zoom' })).toBe('invalid_options');
    expect(refused({ ...base, prompt: '' })).toBe('invalid_options');
    expect(refused({ ...base, prompt: 'x'.repeat(501) })).toBe('invalid_options');
    expect(refused({ ...base, task: 'sound-to-video' })).toBe('invalid_options');
    // Form fields arrive as text.
    expect(
      parseMotionOptions({ ...base, seconds: '5', width: '64', seed: '7' } as never),
    ).toMatchObject({ seconds: 5, width: 64, seed: 7, fps: 30, motion: 'auto' });
    await expect(
      motionVideoInWorker(undefined, { ...base, task: 'image-to-video' }),
    ).rejects.toMatchObject({ code: 'empty_file' });
    const gif = Buffer.from(
      'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
      'base64',
    );
    await expect(
      motionVideoInWorker(gif, { ...base, task: 'image-to-video' }),
    ).rejects.toMatchObject({ code: 'unsupported_type' });
  });
});
