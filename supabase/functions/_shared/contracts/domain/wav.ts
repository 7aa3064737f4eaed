// The ad's music as the page sends it: a RIFF/WAVE file of 16-bit PCM (the page decodes any audio
// file the browser plays, resamples it to 48 kHz stereo and cuts it to the ad's length). Read
// here from its chunks, so a file that is not such a WAV is refused before anything is charged,
// and the engine gets the samples without a decoder. Pure TypeScript (Deno and Node).

/** What a WAV holds. */
export type WavFacts = {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Where the samples start and how many bytes they take. */
  dataOffset: number;
  dataBytes: number;
  /** The length in seconds. */
  seconds: number;
};

function ascii(bytes: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(from, from + length));
}

/** The WAV's facts, or null when the bytes are not a PCM WAV (format 1) with a data chunk. */
export function readWav(bytes: Uint8Array): WavFacts | null {
  if (bytes.length < 44 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WAVE')
    return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: { tag: number; channels: number; sampleRate: number; bits: number } | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = ascii(bytes, offset, 4);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ' && size >= 16 && body + 16 <= bytes.length) {
      format = {
        tag: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format || format.tag !== 1 || format.channels < 1 || format.sampleRate < 1) return null;
      const dataBytes = Math.min(size, bytes.length - body);
      const frameBytes = (format.channels * format.bits) / 8;
      if (frameBytes <= 0) return null;
      return {
        sampleRate: format.sampleRate,
        channels: format.channels,
        bitsPerSample: format.bits,
        dataOffset: body,
        dataBytes,
        seconds: Math.floor(dataBytes / frameBytes) / format.sampleRate,
      };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/** A 16-bit PCM WAV of interleaved samples (-1…1), as the page writes it. */
export function writeWav(samples: Float32Array, sampleRate: number, channels: number): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => {
    for (let index = 0; index < value.length; index += 1)
      bytes[at + index] = value.charCodeAt(index);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let index = 0; index < samples.length; index += 1) {
    const value = Math.max(-1, Math.min(1, samples[index]!));
    view.setInt16(44 + index * 2, value < 0 ? value * 0x8000 : value * 0x7fff, true);
  }
  return bytes;
}

/** The samples of a 16-bit PCM WAV as interleaved floats (-1…1). */
export function wavSamples(bytes: Uint8Array, facts: WavFacts): Float32Array {
  const count = Math.floor(facts.dataBytes / 2);
  const view = new DataView(bytes.buffer, bytes.byteOffset + facts.dataOffset, count * 2);
  const samples = new Float32Array(count);
  for (let index = 0; index < count; index += 1)
    samples[index] = view.getInt16(index * 2, true) / 0x8000;
  return samples;
}
