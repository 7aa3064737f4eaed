import { describe, expect, it } from 'vitest';
import { readWav, wavSamples, writeWav } from './wav.ts';

describe('the music WAV', () => {
  it('writes 16-bit PCM and reads it back: rate, channels, length and samples', () => {
    const samples = new Float32Array(48_000 * 2 * 0.5);
    for (let index = 0; index < samples.length; index += 1)
      samples[index] = Math.sin(index / 10) * 0.5;
    const bytes = writeWav(samples, 48_000, 2);
    const facts = readWav(bytes);
    expect(facts).toMatchObject({
      sampleRate: 48_000,
      channels: 2,
      bitsPerSample: 16,
      seconds: 0.5,
    });
    const back = wavSamples(bytes, facts!);
    expect(back.length).toBe(samples.length);
    expect(
      Math.max(...back.slice(0, 100).map((value, at) => Math.abs(value - samples[at]!))),
    ).toBeLessThan(1e-4);
  });

  it('refuses what is not a PCM WAV', () => {
    expect(
      readWav(new TextEncoder().encode('ID3 this is an mp3, not a wav at all, sorry!!')),
    ).toBeNull();
    const wav = writeWav(new Float32Array(100), 48_000, 2);
    wav[20] = 3; // IEEE float, not PCM
    expect(readWav(wav)).toBeNull();
    expect(readWav(wav.subarray(0, 30))).toBeNull();
  });
});
