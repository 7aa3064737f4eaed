// Which design URLs name a recording save-recording stored (the share link shows nothing else).
import { describe, expect, it } from 'vitest';
import { recordingPathOf } from './shared-recording.ts';

describe('recordingPathOf', () => {
  const owner = '0b4a6a4e-3c39-4f0e-9d8e-5d2f3f0d9a11';
  const job = '5f0c1d7e-8a8b-4a4c-9c2e-1e2f3a4b5c6d';
  it('reads the Storage path out of a signed URL, or takes a bare path', () => {
    expect(
      recordingPathOf(
        `http://127.0.0.1:54321/storage/v1/object/sign/photo-results/${owner}/${job}/recording.webm?token=abc`,
      ),
    ).toBe(`${owner}/${job}/recording.webm`);
    expect(recordingPathOf(`${owner}/${job}/recording.mp4`)).toBe(`${owner}/${job}/recording.mp4`);
  });

  it('names nothing for an upload, another file or another site', () => {
    expect(recordingPathOf(`${owner}/recordings/take.webm`)).toBeNull();
    expect(recordingPathOf(`${owner}/${job}/poster.png`)).toBeNull();
    expect(recordingPathOf('https://example.com/video.mp4')).toBeNull();
    expect(recordingPathOf(`${owner}/${job}/%2e%2e/recording.webm`)).toBeNull();
  });
});
