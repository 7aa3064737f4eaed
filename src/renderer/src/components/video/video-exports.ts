// A video's other formats, made in the browser from the stored MP4 (nothing is sent anywhere and
// nothing is charged): WebM (VP9, or VP8 where the browser has no VP9 encoder) through
// mediabunny's conversion on WebCodecs, and an animated GIF (at most 480 px wide, 12 frames a
// second, one palette per frame) from frames mediabunny decodes, written by gifenc. Both report
// their real progress and stop when the signal fires.
import { applyPalette, GIFEncoder, quantize } from 'gifenc';
import {
  ALL_FORMATS,
  BlobSource,
  BufferTarget,
  CanvasSink,
  canEncodeVideo,
  Conversion,
  Input,
  Output,
  WebMOutputFormat,
} from 'mediabunny';

/** The GIF's limits: a GIF of a 10 s 1080p video would be hundreds of megabytes otherwise. */
export const GIF_MAX_WIDTH = 480;
export const GIF_FPS = 12;

export type ExportOptions = { signal?: AbortSignal; onProgress?: (share: number) => void };

/** The GIF's frame size for a video: at most 480 px wide, both sides even. */
export function gifSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, GIF_MAX_WIDTH / width);
  const even = (value: number) => Math.max(2, Math.round((value * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

/** The timestamps a GIF samples: every 1/12 s from 0 up to (not including) the end. */
export function gifTimestamps(durationSeconds: number): number[] {
  const count = Math.max(1, Math.floor(durationSeconds * GIF_FPS));
  return Array.from({ length: count }, (_, index) => index / GIF_FPS);
}

function openInput(video: Blob): Input {
  return new Input({ source: new BlobSource(video), formats: ALL_FORMATS });
}

/** The MP4 as a WebM (VP9 or VP8). */
export async function toWebm(video: Blob, options: ExportOptions = {}): Promise<Blob> {
  const codec = (await canEncodeVideo('vp9')) ? 'vp9' : 'vp8';
  const input = openInput(video);
  try {
    const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
    const conversion = await Conversion.init({
      input,
      output,
      video: { codec },
      audio: { codec: 'opus' },
    });
    if (!conversion.isValid) throw new Error('This browser cannot convert the video to WebM.');
    conversion.onProgress = (share) => options.onProgress?.(share);
    const stop = () => void conversion.cancel();
    options.signal?.addEventListener('abort', stop, { once: true });
    try {
      await conversion.execute();
    } finally {
      options.signal?.removeEventListener('abort', stop);
    }
    options.signal?.throwIfAborted();
    const buffer = output.target.buffer;
    if (!buffer) throw new Error('The WebM came out empty.');
    return new Blob([buffer], { type: 'video/webm' });
  } finally {
    input.dispose();
  }
}

/** The MP4 as an animated GIF that loops forever. */
export async function toGif(video: Blob, options: ExportOptions = {}): Promise<Blob> {
  const input = openInput(video);
  try {
    const track = await input.getPrimaryVideoTrack();
    if (!track) throw new Error('The video has no picture track.');
    const duration = await input.computeDuration();
    const size = gifSize(track.displayWidth, track.displayHeight);
    const sink = new CanvasSink(track, { ...size, fit: 'fill', poolSize: 1 });
    const times = gifTimestamps(duration);
    const gif = GIFEncoder();
    const delay = Math.round(1000 / GIF_FPS);
    let done = 0;
    for await (const frame of sink.canvasesAtTimestamps(times)) {
      options.signal?.throwIfAborted();
      if (!frame) continue;
      const context = (frame.canvas as HTMLCanvasElement | OffscreenCanvas).getContext('2d', {
        willReadFrequently: true,
      }) as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
      if (!context) throw new Error('The browser could not read a frame.');
      const { data } = context.getImageData(0, 0, size.width, size.height);
      const palette = quantize(data, 256);
      gif.writeFrame(applyPalette(data, palette), size.width, size.height, { palette, delay });
      done += 1;
      options.onProgress?.(done / times.length);
    }
    gif.finish();
    return new Blob([gif.bytes()], { type: 'image/gif' });
  } finally {
    input.dispose();
  }
}
