// The ad's music in the browser: any file the browser can play (MP3, M4A/AAC, WAV, OGG, WebM) is
// decoded by Web Audio — which is also the check that it is audio at all — then resampled to 48 kHz
// stereo, cut to the ad's length with a half-second fade-out, and written as the 16-bit WAV the
// server takes (contracts/domain/wav.ts). The server encodes it as AAC into the MP4.
import { AD_LIMITS, adMessages } from '@contracts/api/ad-video';
import { writeWav } from '@contracts/domain/wav';

/** The largest music file read (a 15 s ad needs far less; a long MP3 is fine). */
export const AUDIO_FILE_MAX_BYTES = 30 * 1024 * 1024;
const FADE_SECONDS = 0.5;

/** The music as the server takes it. */
export type AdMusic = {
  name: string;
  wav: Uint8Array;
  /** The music's own length, and the part the ad uses. */
  sourceSeconds: number;
  seconds: number;
};

/** A refusal in the user's words. */
export class AdAudioError extends Error {}

/** Decodes, resamples and cuts a music file for an ad of `adSeconds`. */
export async function musicForAd(file: File, adSeconds: number): Promise<AdMusic> {
  if (file.size === 0) throw new AdAudioError(adMessages.notAudio);
  if (file.size > AUDIO_FILE_MAX_BYTES)
    throw new AdAudioError('That music file is over 30 MB. Use a shorter one.');
  const rate = AD_LIMITS.audioSampleRate;
  let decoded: AudioBuffer;
  try {
    decoded = await new OfflineAudioContext(2, rate, rate).decodeAudioData(
      await file.arrayBuffer(),
    );
  } catch {
    throw new AdAudioError(adMessages.notAudio);
  }
  if (!(decoded.duration > 0)) throw new AdAudioError(adMessages.notAudio);
  const seconds = Math.min(decoded.duration, adSeconds);
  const frames = Math.max(1, Math.round(seconds * rate));
  const offline = new OfflineAudioContext(AD_LIMITS.audioChannels, frames, rate);
  const source = offline.createBufferSource();
  source.buffer = decoded;
  const gain = offline.createGain();
  const fadeFrom = Math.max(0, seconds - FADE_SECONDS);
  gain.gain.setValueAtTime(1, fadeFrom);
  gain.gain.linearRampToValueAtTime(0, seconds);
  source.connect(gain).connect(offline.destination);
  source.start();
  const rendered = await offline.startRendering();
  const left = rendered.getChannelData(0);
  const right = rendered.numberOfChannels > 1 ? rendered.getChannelData(1) : left;
  const samples = new Float32Array(rendered.length * 2);
  for (let index = 0; index < rendered.length; index += 1) {
    samples[index * 2] = left[index]!;
    samples[index * 2 + 1] = right[index]!;
  }
  return {
    name: file.name,
    wav: writeWav(samples, rate, 2),
    sourceSeconds: decoded.duration,
    seconds: rendered.length / rate,
  };
}
