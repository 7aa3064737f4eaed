import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { openH264Writer } from './h264-encode';
import { isIdrAccessUnit, remuxH264 } from './mp4-remux';

/** The top-level boxes of an MP4, in file order. */
function boxes(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length;) {
    const size = view.getUint32(offset);
    names.push(String.fromCharCode(...bytes.subarray(offset + 4, offset + 8)));
    if (size < 8) break;
    offset += size;
  }
  return names;
}

async function keyTimes(mp4: Uint8Array): Promise<number[]> {
  const input = new Input({ source: new BufferSource(mp4), formats: ALL_FORMATS });
  try {
    const times: number[] = [];
    for await (const packet of new EncodedPacketSink(
      (await input.getPrimaryVideoTrack())!,
    ).packets())
      if (packet.type === 'key') times.push(Math.round(packet.timestamp * 1000) / 1000);
    return times;
  } finally {
    input.dispose();
  }
}

describe('the MP4 we hand out', () => {
  it('marks only the IDR frames as keyframes and puts the index first', async () => {
    const writer = await openH264Writer({
      width: 64,
      height: 64,
      fps: 30,
      qp: 30,
      speed: 10,
      gop: 30,
    });
    const frame = new Uint8Array(64 * 64 * 4);
    for (let index = 0; index < 75; index += 1) {
      frame.fill(index * 3);
      writer.add(frame);
    }
    const raw = writer.finish();
    // The encoder's own file: every sample claims to be a keyframe, the index comes last.
    expect((await keyTimes(raw)).length).toBe(75);
    expect(boxes(raw).indexOf('moov')).toBeGreaterThan(boxes(raw).indexOf('mdat'));

    const fixed = await remuxH264(raw, 30);
    expect(await keyTimes(fixed)).toEqual([0, 1, 2]);
    expect(boxes(fixed).indexOf('moov')).toBeLessThan(boxes(fixed).indexOf('mdat'));
  });

  it('reads an access unit’s kind from its NAL units', () => {
    const unit = (...types: number[]) => {
      const parts = types.flatMap((type) => [0, 0, 0, 2, type, 0x88]);
      return Uint8Array.from(parts);
    };
    expect(isIdrAccessUnit(unit(9, 6, 5))).toBe(true); // delimiter, SEI, IDR slice
    expect(isIdrAccessUnit(unit(9, 1))).toBe(false); // a non-IDR slice
    expect(isIdrAccessUnit(unit(0x65))).toBe(true); // nal_ref_idc bits set on an IDR
    expect(isIdrAccessUnit(new Uint8Array(3))).toBe(false);
  });
});
