// The ad's music in its MP4 (issue #17). The H.264 encoder (h264-encode.ts) writes a video-only
// MP4; when the ad has music, this file remuxes that video — its packets read back with
// mediabunny's EncodedPacketSink and copied untouched, with the track's decoder config — beside
// an AAC track made from the page's WAV (16-bit 48 kHz stereo, decoded with wav.ts) by
// @mediabunny/aac-encoder (libavcodec's AAC in WASM; Node has no WebCodecs). The music is cut to
// the ad's length and faded out over its last half second, so the ad never ends on a click.
// Video and audio are written a second at a time, interleaved, into one in-memory MP4 with its
// index at the front (fast start: players begin before the file has downloaded), the video's
// keyframes marked from their NAL units as mp4-remux.ts does for a video-only file.
import type { EncodedPacket } from 'mediabunny';
import { readWav, wavSamples } from '../../../../supabase/functions/_shared/contracts/domain/wav';
import { PhotoError } from '../photo-errors';
import { isIdrAccessUnit } from './mp4-remux';

/** The music's bitrate. */
export const AD_AUDIO_BITRATE = 128_000;
/** The fade at the end, in seconds. */
export const AD_AUDIO_FADE_SECONDS = 0.5;
/** Audio handed to the encoder per sample, in seconds. */
const CHUNK_SECONDS = 1;

let aacRegistered = false;

/** The music as the mux takes it: interleaved floats, cut and faded, or null when it is empty. */
export type AdMusic = { samples: Float32Array; sampleRate: number; channels: number };

/**
 * Reads the page's WAV: 16-bit PCM at 48 kHz, stereo (mono is spread to both sides), cut to
 * `seconds` and faded out over the last half second of what is kept. A file that is not such a
 * WAV is an `invalid_options` PhotoError; a silent-length one is null.
 */
export function readAdMusic(wav: Uint8Array, seconds: number): AdMusic | null {
  const facts = readWav(wav);
  if (!facts || facts.bitsPerSample !== 16 || facts.sampleRate !== 48_000 || facts.channels > 2)
    throw new PhotoError(
      'invalid_options',
      'The music must be a 16-bit PCM WAV at 48 kHz (mono or stereo).',
    );
  const raw = wavSamples(wav, facts);
  const frames = Math.min(
    Math.floor(raw.length / facts.channels),
    Math.round(seconds * facts.sampleRate),
  );
  if (frames <= 0) return null;
  const samples = new Float32Array(frames * 2);
  for (let frame = 0; frame < frames; frame += 1) {
    const left = raw[frame * facts.channels]!;
    const right = facts.channels === 2 ? raw[frame * 2 + 1]! : left;
    samples[frame * 2] = left;
    samples[frame * 2 + 1] = right;
  }
  const fade = Math.min(frames, Math.round(AD_AUDIO_FADE_SECONDS * facts.sampleRate));
  for (let index = 0; index < fade; index += 1) {
    const frame = frames - fade + index;
    // An equal-power fade: gentle at first, silent on the last sample.
    const gain = Math.cos(((index + 1) / fade) * (Math.PI / 2));
    samples[frame * 2] = samples[frame * 2]! * gain;
    samples[frame * 2 + 1] = samples[frame * 2 + 1]! * gain;
  }
  return { samples, sampleRate: facts.sampleRate, channels: 2 };
}

/**
 * One MP4 of the encoder's H.264 video and the music as AAC. `stop` is called between seconds
 * and may throw (a cancel) to end the work; the half-written file is dropped.
 */
export async function muxAdAudio(
  videoMp4: Uint8Array,
  music: AdMusic,
  stop: () => void = () => undefined,
): Promise<Uint8Array> {
  // Imported here, not at the top: mediabunny (≈ 13 MB) and the encoder's WebAssembly (≈ 145 MB
  // from the moment it is imported) would otherwise be held by every photo worker from its start.
  const media = await import('mediabunny');
  if (!aacRegistered) {
    const { registerAacEncoder } = await import('@mediabunny/aac-encoder');
    registerAacEncoder();
    aacRegistered = true;
  }
  const input = new media.Input({
    source: new media.BufferSource(videoMp4),
    formats: media.ALL_FORMATS,
  });
  const track = await input.getPrimaryVideoTrack();
  if (!track) throw new PhotoError('engine_failed', 'The encoded video has no video track.');
  const decoderConfig = await track.getDecoderConfig();
  if (!decoderConfig)
    throw new PhotoError('engine_failed', 'The encoded video has no decoder config.');
  const target = new media.BufferTarget();
  const output = new media.Output({
    format: new media.Mp4OutputFormat({ fastStart: 'in-memory' }),
    target,
  });
  const video = new media.EncodedVideoPacketSource('avc');
  const audio = new media.AudioSampleSource({ codec: 'aac', bitrate: AD_AUDIO_BITRATE });
  output.addVideoTrack(video, { frameRate: 30 });
  output.addAudioTrack(audio);
  let started = false;
  try {
    await output.start();
    started = true;
    const packets = new media.EncodedPacketSink(track).packets();
    let pending: EncodedPacket | null = null;
    let first = true;
    const frames = music.samples.length / music.channels;
    const chunk = Math.round(CHUNK_SECONDS * music.sampleRate);
    let audioFrame = 0;
    let videoDone = false;
    for (let second = 1; !videoDone || audioFrame < frames; second += 1) {
      stop();
      // The video up to this second…
      while (!videoDone) {
        if (!pending) {
          const next = await packets.next();
          if (next.done) {
            videoDone = true;
            break;
          }
          pending = next.value;
        }
        if (pending.timestamp >= second) break;
        // The encoder's file calls every frame a keyframe: each is marked by its own NAL units
        // (mp4-remux.ts), so players seek to true keyframes.
        const kind = first || isIdrAccessUnit(pending.data) ? 'key' : 'delta';
        await video.add(
          new media.EncodedPacket(pending.data, kind, pending.timestamp, pending.duration),
          first ? { decoderConfig } : undefined,
        );
        first = false;
        pending = null;
      }
      // …then the music up to it.
      const until = Math.min(frames, second * music.sampleRate);
      while (audioFrame < until) {
        const count = Math.min(chunk, until - audioFrame);
        const sample = new media.AudioSample({
          data: music.samples.subarray(
            audioFrame * music.channels,
            (audioFrame + count) * music.channels,
          ),
          format: 'f32',
          numberOfChannels: music.channels,
          sampleRate: music.sampleRate,
          timestamp: audioFrame / music.sampleRate,
        });
        try {
          await audio.add(sample);
        } finally {
          sample.close();
        }
        audioFrame += count;
      }
    }
    await output.finalize();
  } catch (error) {
    if (started) await output.cancel().catch(() => undefined);
    throw error;
  } finally {
    input.dispose?.();
  }
  if (!target.buffer) throw new PhotoError('engine_failed', 'The MP4 with music was not written.');
  return new Uint8Array(target.buffer);
}
