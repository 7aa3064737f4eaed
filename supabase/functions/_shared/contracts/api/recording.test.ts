// The recorder's contract: what counts as an MP4 or a WebM by its first bytes, and the save
// body's refusals in the user's words.
import { describe, expect, it } from 'vitest';
import {
  RECORDING_PATH,
  recordingMessages,
  recordingTypeOf,
  saveRecordingRequestSchema,
} from './recording.ts';

function ebml(docType: string): Uint8Array {
  const type = [...docType].map((char) => char.charCodeAt(0));
  const body = [0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | type.length, ...type];
  return new Uint8Array([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x80 | body.length,
    ...body,
    0x18,
    0x53,
    0x80,
    0x67,
  ]);
}

function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const brands = [major, '\0\0\0\0', ...compatible].join('');
  const size = 8 + brands.length;
  return new Uint8Array([
    0,
    0,
    0,
    size,
    ...[...`ftyp${brands}`].map((char) => char.charCodeAt(0)),
    0,
    0,
    0,
    8,
  ]);
}

describe('recordingTypeOf', () => {
  it('knows a WebM by its EBML DocType and an MP4 by its ftyp brands', () => {
    expect(recordingTypeOf(ebml('webm'))).toBe('video/webm');
    expect(recordingTypeOf(ftyp('isom', 'iso2', 'avc1', 'mp41'))).toBe('video/mp4');
    expect(recordingTypeOf(ftyp('mp42'))).toBe('video/mp4');
    // Chrome's fragmented MP4 may lead with another brand and list isom among the compatible ones.
    expect(recordingTypeOf(ftyp('XXXX', 'isom'))).toBe('video/mp4');
  });

  it('refuses other containers and anything else', () => {
    expect(recordingTypeOf(ebml('matroska'))).toBeNull();
    expect(recordingTypeOf(ftyp('qt  '))).toBeNull();
    expect(recordingTypeOf(ftyp('M4A '))).toBeNull();
    expect(recordingTypeOf(new TextEncoder().encode('<html><body>not a video'))).toBeNull();
    expect(
      recordingTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).toBeNull();
    expect(recordingTypeOf(new Uint8Array(0))).toBeNull();
  });
});

describe('save-recording body', () => {
  it('takes a path, a name, a length and an optional poster', () => {
    const id = '0b4a6a4e-3c39-4f0e-9d8e-5d2f3f0d9a11';
    const body = { path: `${id}/recordings/take-1.webm`, name: ' Demo ', duration_seconds: 12.4 };
    expect(saveRecordingRequestSchema.parse(body)).toEqual({ ...body, name: 'Demo' });
    expect(RECORDING_PATH.test(body.path)).toBe(true);
    expect(RECORDING_PATH.test(`${id}/recordings/../x.webm`)).toBe(false);
    expect(RECORDING_PATH.test(`${id}/recordings/a/b.webm`)).toBe(false);
    const refusal = (input: unknown) =>
      saveRecordingRequestSchema.safeParse(input).error?.issues[0]?.message;
    expect(refusal({ ...body, name: '' })).toBe(recordingMessages.nameRequired);
    expect(refusal({ ...body, duration_seconds: 0 })).toBe(recordingMessages.durationInvalid);
    expect(refusal({ ...body, path: '' })).toBe(recordingMessages.pathRequired);
  });
});
