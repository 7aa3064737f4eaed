// The ad engine end to end in this thread (the worker's code without the pool): real cut-outs,
// Skia frames, the threaded H.264 encoder and the AAC mux, read back with mediabunny.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AdFormat,
  AdSpec,
  AdStyle,
} from '../../../../supabase/functions/_shared/contracts/api/ad-video';
import { defaultAdScenes } from '../../../../supabase/functions/_shared/contracts/domain/ad-timeline';
import { writeWav } from '../../../../supabase/functions/_shared/contracts/domain/wav';
import { PhotoError } from '../photo-errors';
import { adVideoInWorker } from './ad-video';

const PHOTOS = resolve(import.meta.dirname, '../../../../tests/fixtures/photos');
const figurines = readFileSync(resolve(PHOTOS, 'figurines.jpg'));
const cup = readFileSync(resolve(PHOTOS, 'coffee-cup.jpg'));

function adOf(format: AdFormat, durationSeconds: 6 | 10 | 15, style: AdStyle): AdSpec {
  const words = {
    durationSeconds,
    headline: 'Hand-painted figurines',
    subline: 'Small-batch collectibles, painted in our studio.',
    cta: 'Shop now',
    offer: '20% off',
    features: ['Hand painted', 'Gift boxed'],
    products: 1,
  };
  return {
    format,
    durationSeconds,
    style,
    colours: { background: '#101014', primary: '#e11d48', accent: '#facc15', text: '#ffffff' },
    brandName: 'Tin & Toy',
    headline: words.headline,
    subline: words.subline,
    cta: words.cta,
    offer: words.offer,
    features: words.features,
    scenes: defaultAdScenes(words),
  };
}

/** A stereo 48 kHz tone of `seconds`, as the page sends music. */
function tone(seconds: number): Uint8Array {
  const frames = Math.round(seconds * 48_000);
  const samples = new Float32Array(frames * 2);
  for (let frame = 0; frame < frames; frame += 1) {
    const value = 0.25 * Math.sin((2 * Math.PI * 330 * frame) / 48_000);
    samples[frame * 2] = value;
    samples[frame * 2 + 1] = value;
  }
  return writeWav(samples, 48_000, 2);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('adVideoInWorker', () => {
  it('renders a 6 s story with music: H.264 at 1080 × 1920 and AAC, both 6 s', async () => {
    const shares: number[] = [];
    const result = await adVideoInWorker(
      {
        ad: adOf('9:16', 6, 'bold-sale'),
        products: [figurines],
        audio: tone(6),
        seed: 7,
      },
      (share) => shares.push(share),
    );
    expect(result).toMatchObject({
      engine: 'local-ad',
      width: 1080,
      height: 1920,
      durationSeconds: 6,
      frames: 180,
      hasAudio: true,
    });
    // Progress rises to the end.
    expect(shares.at(-1)).toBe(1);
    expect(shares.every((share, index) => index === 0 || share >= shares[index - 1]!)).toBe(true);

    const input = new Input({ source: new BufferSource(result.mp4), formats: ALL_FORMATS });
    const video = (await input.getPrimaryVideoTrack())!;
    expect(video.codec).toBe('avc');
    expect([video.displayWidth, video.displayHeight]).toEqual([1080, 1920]);
    expect(Math.abs((await video.computeDuration()) - 6)).toBeLessThanOrEqual(1 / 30 + 1e-6);
    const audio = (await input.getPrimaryAudioTrack())!;
    expect(audio.codec).toBe('aac');
    expect(audio.sampleRate).toBe(48_000);
    expect(audio.numberOfChannels).toBe(2);
    expect(Math.abs((await audio.computeDuration()) - 6)).toBeLessThan(0.1);

    // The frames differ: a still picture would encode to near-empty inter frames.
    const sizes: number[] = [];
    let keys = 0;
    for await (const packet of new EncodedPacketSink(video).packets()) {
      sizes.push(packet.byteLength);
      if (packet.type === 'key') keys += 1;
    }
    expect(sizes).toHaveLength(180);
    expect(sizes.filter((size) => size > 2_000).length).toBeGreaterThan(120);
    // True keyframes (one a second), and the index before the media (fast start).
    expect(keys).toBe(6);
    expect(Buffer.from(result.mp4.subarray(0, 64)).includes('moov')).toBe(true);
    input.dispose();

    const poster = await sharp(result.poster).metadata();
    expect(poster).toMatchObject({ format: 'jpeg', width: 1080, height: 1920 });
    // The product as cut out: transparent around it, no larger than 1200 px.
    const cutout = await sharp(result.cutouts[0]!).metadata();
    expect(cutout).toMatchObject({ format: 'png', hasAlpha: true });
    expect(Math.max(cutout.width!, cutout.height!)).toBeLessThanOrEqual(1200);
    const corner = await sharp(result.cutouts[0]!)
      .extract({ left: 0, top: 0, width: 4, height: 4 })
      .raw()
      .toBuffer();
    expect(corner[3]).toBeLessThan(64);
  });

  it('uses the photos themselves when background removal is off, with no audio track', async () => {
    vi.stubEnv('HIVE_LOCAL_BACKGROUND_REMOVAL', 'off');
    const result = await adVideoInWorker({
      ad: adOf('1:1', 6, 'minimal'),
      products: [cup, figurines],
      seed: 1,
    });
    expect(result).toMatchObject({ width: 1080, height: 1080, frames: 180, hasAudio: false });
    expect(result.cutouts).toHaveLength(2);
    const photo = await sharp(result.cutouts[0]!).metadata();
    expect([photo.width, photo.height]).toEqual([600, 400]);
    const input = new Input({ source: new BufferSource(result.mp4), formats: ALL_FORMATS });
    expect(await input.getAudioTracks()).toHaveLength(0);
    const track = (await input.getPrimaryVideoTrack())!;
    expect((await new EncodedPacketSink(track).getPacket(1.5))?.type).toBe('delta');
    expect(Buffer.from(result.mp4.subarray(0, 64)).includes('moov')).toBe(true);
    expect((await input.getPrimaryVideoTrack())?.displayHeight).toBe(1080);
    input.dispose();
  });

  it('stops within a frame or two when the progress callback cancels', async () => {
    vi.stubEnv('HIVE_LOCAL_BACKGROUND_REMOVAL', 'off');
    let cancelledAt = 0;
    const run = adVideoInWorker(
      { ad: adOf('16:9', 10, 'energetic'), products: [cup], audio: tone(10), seed: 2 },
      (share) => {
        if (share > 0.22) {
          cancelledAt ||= performance.now();
          throw new PhotoError('cancelled');
        }
      },
    );
    await expect(run).rejects.toMatchObject({ code: 'cancelled' });
    expect(cancelledAt).toBeGreaterThan(0);
    expect(performance.now() - cancelledAt).toBeLessThan(500);
  });

  it('refuses an ad that breaks the contract and music that is not the page’s WAV', async () => {
    const ad = adOf('1:1', 6, 'elegant');
    await expect(
      adVideoInWorker({ ad: { ...ad, durationSeconds: 10 }, products: [cup], seed: 0 }),
    ).rejects.toMatchObject({ code: 'invalid_options' });
    await expect(
      adVideoInWorker({ ad, products: [cup], audio: new Uint8Array(64), seed: 0 }),
    ).rejects.toMatchObject({ code: 'invalid_options' });
  });
});
