// A recording, edited (trimmed, middle sections cut) and re-encoded in the browser with
// mediabunny on WebCodecs; nothing leaves the machine. MediaRecorder's WebM has no duration and
// no cues, and mediabunny cannot seek in it (it looks for a key frame only in the cluster around
// the moment), so the source is read in one pass (VideoSampleSink / AudioSampleSink) from the
// key frame before the plan's start, found by reading packet headers. Every kept frame and sound
// sample is moved to its place in the output (no gap where a cut was) and encoded again:
// MP4 = H.264 + AAC (Debian's Chromium has no AAC encoder, so mediabunny's libavcodec one is
// registered the first time it is needed; it is WebAssembly, so the page's CSP must allow
// 'wasm-unsafe-eval', else the MP4 gets Opus sound), WebM = VP9 (VP8 where the browser has no
// VP9 encoder) + Opus, GIF = at most 480 px wide at 10 frames a second, for clips up to 30 s.
// Picture and sound are fed together (the muxer interleaves them), progress is the share of the
// output written, the signal stops it, and every decoded sample is closed.
import {
  ALL_FORMATS,
  AudioSampleSink,
  AudioSampleSource,
  BlobSource,
  BufferTarget,
  canEncodeAudio,
  canEncodeVideo,
  EncodedPacketSink,
  Input,
  Mp4OutputFormat,
  Output,
  QUALITY_HIGH,
  VideoSampleSink,
  VideoSampleSource,
  WebMOutputFormat,
} from 'mediabunny';
import type { InputAudioTrack, InputVideoTrack, VideoSample } from 'mediabunny';
import { applyPalette, GIFEncoder, quantize } from 'gifenc';
import { gifSize } from '@/components/video/video-exports';
import { keptDuration, keptRanges, normalisePlan, sourceTime } from './edit-plan';
import type { EditPlan } from './edit-plan';

export type ExportFormat = 'mp4' | 'webm' | 'gif';

export type ExportOptions = { signal?: AbortSignal; onProgress?: (share: number) => void };

/** The GIF's frame rate and its longest clip (a longer GIF is tens of megabytes). */
const GIF_FPS = 10;
const GIF_MAX_SECONDS = 30;
const GIF_TOO_LONG = 'GIF export is for clips up to 30 seconds. Trim it, or export MP4.';
const UNREADABLE = 'That recording cannot be read. It may be damaged.';
/** The largest picture the encoders are given (bigger screens are scaled down to fit). */
const MAX_WIDTH = 3840;
const MAX_HEIGHT = 2160;

function openInput(source: Blob): Input {
  return new Input({ source: new BlobSource(source), formats: ALL_FORMATS });
}

/** The recording's picture track, or a user-worded error when it has none or is not a video. */
async function pictureTrack(input: Input): Promise<InputVideoTrack> {
  let track: InputVideoTrack | null;
  try {
    track = await input.getPrimaryVideoTrack();
  } catch {
    throw new Error(UNREADABLE);
  }
  if (!track) throw new Error('That recording has no picture.');
  return track;
}

async function soundTrack(input: Input): Promise<InputAudioTrack | null> {
  const track = await input.getPrimaryAudioTrack();
  return track && (await track.canDecode()) ? track : null;
}

/**
 * Where decoding must begin to show `seconds`: the last key frame at or before it. mediabunny
 * finds it only within the WebM cluster around that moment, and MediaRecorder's clusters seldom
 * begin with one (no cues either), so without this every read would decode from the very start.
 * Reading packet headers only, this costs little.
 */
async function keyFrameBefore(
  track: InputVideoTrack,
  seconds: number,
): Promise<number | undefined> {
  const sink = new EncodedPacketSink(track);
  const near = await sink.getKeyPacket(seconds, { metadataOnly: true });
  if (near) return near.timestamp;
  let found: number | undefined;
  for await (const packet of sink.packets(undefined, undefined, { metadataOnly: true })) {
    if (packet.timestamp > seconds) break;
    if (packet.type === 'key') found = packet.timestamp;
  }
  return found;
}

/** How long the recording is, its picture size and whether it has sound. */
export async function recordingFacts(
  source: Blob,
): Promise<{ duration: number; width: number; height: number; hasAudio: boolean }> {
  const input = openInput(source);
  try {
    const video = await pictureTrack(input);
    const audio = await input.getPrimaryAudioTrack();
    const duration = await input.computeDuration();
    return {
      duration,
      width: video.displayWidth,
      height: video.displayHeight,
      hasAudio: audio !== null,
    };
  } finally {
    input.dispose();
  }
}

/** Whether the page may compile WebAssembly (a CSP without 'wasm-unsafe-eval' forbids it). */
function canCompileWasm(): boolean {
  try {
    new WebAssembly.Module(new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
    return true;
  } catch {
    return false;
  }
}

let mp4Sound: Promise<'aac' | 'opus'> | null = null;

/**
 * The MP4's sound codec: AAC, from the browser or else from mediabunny's encoder (WebAssembly,
 * registered once). Where the page may not compile WebAssembly, Opus (which MP4 also carries and
 * browsers play) rather than no export at all.
 */
function mp4SoundCodec(): Promise<'aac' | 'opus'> {
  mp4Sound ??= (async (): Promise<'aac' | 'opus'> => {
    if (await canEncodeAudio('aac')) return 'aac';
    if (!canCompileWasm()) {
      console.warn(
        "AAC needs WebAssembly, which this page's CSP forbids: the MP4 gets Opus sound.",
      );
      return 'opus';
    }
    const { registerAacEncoder } = await import('@mediabunny/aac-encoder');
    registerAacEncoder();
    return 'aac';
  })().catch((error: unknown) => {
    mp4Sound = null;
    throw error;
  });
  return mp4Sound;
}

/** The encoded picture size: the source's, scaled into 3840×2160, both sides even. */
function encodedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_WIDTH / width, MAX_HEIGHT / height);
  const even = (value: number) => Math.max(2, Math.floor((value * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

/** Reports progress when it has moved by at least half a percent (and always at the end). */
function progressReporter(onProgress: ((share: number) => void) | undefined) {
  let last = -1;
  return (share: number) => {
    const value = Math.min(1, Math.max(0, share));
    if (value - last >= 0.005 || (value === 1 && last < 1)) {
      last = value;
      onProgress?.(value);
    }
  };
}

/**
 * The recording edited by `plan` (seconds of the source; normalised here) as an MP4, WebM or GIF.
 * Rejects with the signal's reason when it fires, and with a user-worded Error when the browser
 * cannot make the format or the GIF would be longer than 30 s.
 */
export async function exportRecording(
  source: Blob,
  plan: EditPlan,
  format: ExportFormat,
  options: ExportOptions = {},
): Promise<Blob> {
  options.signal?.throwIfAborted();
  const input = openInput(source);
  try {
    const video = await pictureTrack(input);
    const edit = normalisePlan(plan, await input.computeDuration());
    if (format === 'gif') return await toGif(video, edit, options);
    return await toVideo(video, await soundTrack(input), edit, format, options);
  } finally {
    input.dispose();
  }
}

async function toVideo(
  video: InputVideoTrack,
  audio: InputAudioTrack | null,
  edit: EditPlan,
  format: 'mp4' | 'webm',
  options: ExportOptions,
): Promise<Blob> {
  const { signal } = options;
  const ranges = keptRanges(edit);
  const total = keptDuration(edit);
  const size = encodedSize(video.displayWidth, video.displayHeight);
  let videoCodec: 'avc' | 'vp9' | 'vp8';
  if (format === 'mp4') {
    if (!(await canEncodeVideo('avc', size))) {
      throw new Error('This browser cannot make MP4 video (H.264). Export WebM instead.');
    }
    videoCodec = 'avc';
  } else {
    videoCodec = (await canEncodeVideo('vp9', size)) ? 'vp9' : 'vp8';
  }
  const audioCodec = format === 'mp4' && audio ? await mp4SoundCodec() : 'opus';
  signal?.throwIfAborted();

  const output = new Output({
    format:
      format === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
    target: new BufferTarget(),
  });
  const resize = size.width !== video.displayWidth || size.height !== video.displayHeight;
  const pictures = new VideoSampleSource({
    codec: videoCodec,
    quality: QUALITY_HIGH,
    // A shared window can change size mid-recording: later frames are fitted into the first's box.
    sizeChangeBehavior: 'contain',
    ...(resize ? { transform: { width: size.width, height: size.height } } : {}),
  });
  output.addVideoTrack(pictures);
  let sound: AudioSampleSource | null = null;
  if (audio) {
    sound = new AudioSampleSource({
      codec: audioCodec,
      quality: QUALITY_HIGH,
      ...(audioCodec === 'opus' && audio.sampleRate !== 48_000
        ? { transform: { sampleRate: 48_000 } }
        : {}),
    });
    output.addAudioTrack(sound);
  }

  // The first failure (or the signal) stops both feeds and the output.
  const stop = new AbortController();
  const abort = () => stop.abort(signal?.reason);
  signal?.addEventListener('abort', abort, { once: true });
  const report = progressReporter(options.onProgress);
  const written = { video: 0, audio: audio ? 0 : total };
  const advance = (track: 'video' | 'audio', seconds: number) => {
    written[track] = Math.max(written[track], seconds);
    // Finalising is quick; the feeds are most of the work.
    report((0.98 * (written.video + written.audio)) / (2 * total || 1));
  };

  try {
    await output.start();
    const feeds = [feedPictures(video, pictures, ranges, stop.signal, (s) => advance('video', s))];
    if (audio && sound) {
      feeds.push(feedSound(audio, sound, ranges, stop.signal, (s) => advance('audio', s)));
    }
    await Promise.all(
      feeds.map((feed) =>
        feed.catch((error: unknown) => {
          stop.abort(error);
          throw error;
        }),
      ),
    );
    signal?.throwIfAborted();
    await output.finalize();
    const buffer = output.target.buffer;
    if (!buffer) throw new Error('The export came out empty.');
    report(1);
    return new Blob([buffer], { type: format === 'mp4' ? 'video/mp4' : 'video/webm' });
  } catch (error) {
    if (output.state !== 'finalized' && output.state !== 'canceled') {
      await output.cancel().catch(() => undefined);
    }
    signal?.throwIfAborted();
    throw error;
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * Feeds the kept frames to the encoder at their output times, from one pass over the source (a
 * MediaRecorder WebM has no cues, so every seek would decode from its first key frame anyway).
 * A frame is held until the next one arrives so that it lasts up to it (or to the end of the
 * output): the output is exactly as long as the plan keeps. The frame showing when a kept range
 * begins opens that range even when it was decoded inside the cut before it.
 */
async function feedPictures(
  track: InputVideoTrack,
  target: VideoSampleSource,
  ranges: { from: number; to: number }[],
  stop: AbortSignal,
  advance: (outputSeconds: number) => void,
): Promise<void> {
  const first = ranges[0];
  const last = ranges.at(-1);
  if (!first || !last) return;
  let held: { sample: VideoSample; at: number } | null = null;
  let showing: VideoSample | null = null; // the latest frame before the current range
  const release = async (until: number) => {
    if (!held) return;
    const { sample, at } = held;
    held = null;
    try {
      sample.setTimestamp(at);
      sample.setDuration(Math.max(until - at, 0.001));
      await target.add(sample);
      advance(until);
    } finally {
      sample.close();
    }
  };
  const place = async (sample: VideoSample, at: number) => {
    if (held && at <= held.at) {
      // Two frames for the same moment: the later one wins.
      held.sample.close();
      held = null;
    }
    await release(at);
    held = { sample, at };
  };
  let index = 0;
  let offset = 0; // where ranges[index] begins in the output
  try {
    const from = await keyFrameBefore(track, first.from);
    for await (const sample of new VideoSampleSink(track).samples(from, last.to)) {
      if (stop.aborted) {
        sample.close();
        break;
      }
      let range = ranges[index];
      while (range && sample.timestamp >= range.to) {
        if (showing) await place(showing, offset);
        showing = null;
        offset += range.to - range.from;
        range = ranges[++index];
      }
      if (!range) {
        sample.close();
        break;
      }
      if (sample.timestamp < range.from) {
        showing?.close();
        showing = sample;
        continue;
      }
      if (showing) {
        if (sample.timestamp > range.from) await place(showing, offset);
        else showing.close();
        showing = null;
      }
      await place(sample, offset + sample.timestamp - range.from);
    }
    stop.throwIfAborted();
    if (showing && index < ranges.length) await place(showing, offset);
    showing = null;
    await release(ranges.reduce((sum, range) => sum + range.to - range.from, 0));
    target.close();
  } finally {
    showing?.close();
    // (Assigned in `place`, which TypeScript's narrowing does not follow.)
    (held as { sample: VideoSample } | null)?.sample.close();
  }
}

/**
 * Feeds the kept sound to the encoder from one pass over the source: each sample is cut at the
 * range edges and its kept pieces moved to their place in the output.
 */
async function feedSound(
  track: InputAudioTrack,
  target: AudioSampleSource,
  ranges: { from: number; to: number }[],
  stop: AbortSignal,
  advance: (outputSeconds: number) => void,
): Promise<void> {
  const first = ranges[0];
  const last = ranges.at(-1);
  if (!first || !last) return;
  const starts: number[] = [];
  ranges.reduce((offset, range) => {
    starts.push(offset);
    return offset + range.to - range.from;
  }, 0);
  let written = 0; // the output's sound so far, in seconds
  for await (const sample of new AudioSampleSink(track).samples(first.from, last.to)) {
    try {
      stop.throwIfAborted();
      const rate = sample.sampleRate;
      const end = sample.timestamp + sample.duration;
      for (const [index, range] of ranges.entries()) {
        if (range.to <= sample.timestamp || range.from >= end) continue;
        const offset = starts[index] ?? 0;
        // Never before what is already written (a rounding overlap at a join).
        const from = Math.max(range.from, range.from + written - offset);
        const head = Math.max(0, Math.round((from - sample.timestamp) * rate));
        const tail = Math.min(
          sample.numberOfFrames,
          Math.round((range.to - sample.timestamp) * rate),
        );
        if (tail <= head) continue;
        const piece = sample.trim(head, tail);
        try {
          const at = offset + piece.timestamp - range.from;
          piece.setTimestamp(at);
          await target.add(piece);
          written = at + piece.duration;
          advance(written);
        } finally {
          piece.close();
        }
      }
    } finally {
      sample.close();
    }
  }
  stop.throwIfAborted();
  target.close();
}

/**
 * The kept part as a looping GIF: at most 480 px wide, 10 frames a second, one palette a frame.
 * One pass over the source: each GIF moment gets the frame showing at its source time.
 */
async function toGif(
  video: InputVideoTrack,
  edit: EditPlan,
  options: ExportOptions,
): Promise<Blob> {
  const total = keptDuration(edit);
  if (total > GIF_MAX_SECONDS + 1e-6) throw new Error(GIF_TOO_LONG);
  const ranges = keptRanges(edit);
  const first = ranges[0];
  const last = ranges.at(-1);
  if (!first || !last) throw new Error('Nothing of the recording is kept.');
  const size = gifSize(video.displayWidth, video.displayHeight);
  const count = Math.max(1, Math.round(total * GIF_FPS));
  const times = Array.from({ length: count }, (_, index) => sourceTime(edit, index / GIF_FPS));
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('The browser could not read a frame.');
  const gif = GIFEncoder();
  const delay = Math.round(1000 / GIF_FPS);
  const report = progressReporter(options.onProgress);
  let written = 0;
  let current: VideoSample | null = null;
  let coded: { index: Uint8Array; palette: number[][] } | null = null; // `current`, quantised
  const write = (sample: VideoSample) => {
    if (!coded) {
      context.fillStyle = '#000';
      context.fillRect(0, 0, size.width, size.height);
      sample.drawWithFit(context, { fit: 'contain' });
      const { data } = context.getImageData(0, 0, size.width, size.height);
      const palette = quantize(data, 256);
      coded = { index: applyPalette(data, palette), palette };
    }
    gif.writeFrame(coded.index, size.width, size.height, { palette: coded.palette, delay });
    written += 1;
    report((0.99 * written) / count);
  };
  try {
    const from = await keyFrameBefore(video, first.from);
    for await (const sample of new VideoSampleSink(video).samples(from, last.to)) {
      if (options.signal?.aborted) {
        sample.close();
        break;
      }
      // The moments before this frame show the one before it (or this one, when it is the first).
      while (written < count && (times[written] ?? 0) < sample.timestamp) write(current ?? sample);
      if (current !== sample) {
        current?.close();
        coded = null;
      }
      current = sample;
    }
    options.signal?.throwIfAborted();
    while (current && written < count) write(current);
  } finally {
    current?.close();
  }
  if (written === 0) throw new Error('That recording has no picture.');
  gif.finish();
  report(1);
  return new Blob([gif.bytes()], { type: 'image/gif' });
}

/** The frame showing at `seconds` of the source, as a JPEG at the recording's size. */
export async function posterFrame(source: Blob, seconds: number): Promise<Blob> {
  const input = openInput(source);
  try {
    const video = await pictureTrack(input);
    const first = await video.getFirstTimestamp();
    const at = Math.max(first, Number.isFinite(seconds) ? seconds : first);
    let showing: VideoSample | null = null;
    try {
      // From the key frame before it to the last frame starting at or before it. (The range
      // ends by itself: leaving mediabunny's iterator early leaves a decoded frame unclosed.)
      const from = await keyFrameBefore(video, at);
      for await (const sample of new VideoSampleSink(video).samples(from, at + 1e-6)) {
        showing?.close();
        showing = sample;
      }
      if (showing) {
        const canvas = new OffscreenCanvas(showing.displayWidth, showing.displayHeight);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('The browser could not draw the frame.');
        showing.draw(context, 0, 0, canvas.width, canvas.height);
        return await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
      }
    } finally {
      showing?.close();
    }
    throw new Error('That recording has no picture at that moment.');
  } finally {
    input.dispose();
  }
}
