// The MP4 our engines hand out (issue #17). `h264-mp4-encoder`'s own file marks every sample as a
// sync sample (no `stss` box), so a player that seeks trusts a P-frame as a keyframe and shows a
// stale picture (Chromium showed the frame it had before the seek), and it puts the index (`moov`)
// after the media, so a browser must fetch the whole file before it can start. Here its H.264
// packets are read back with mediabunny, each one's kind is taken from its own NAL units (an IDR
// slice, type 5, is a keyframe) and they are written again with the index first ("fast start").
// No pixel is decoded or encoded again.

/** One H.264 access unit: its data (4-byte length-prefixed NAL units) and whether it is an IDR. */
export function isIdrAccessUnit(data: Uint8Array): boolean {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let offset = 0;
  while (offset + 5 <= data.byteLength) {
    const length = view.getUint32(offset);
    const type = data[offset + 4]! & 0x1f;
    if (type === 5) return true;
    if (type === 1) return false;
    offset += 4 + length;
  }
  return false;
}

/** The MP4 again (`fps` frames a second), with true keyframes and the index first. */
export async function remuxH264(mp4: Uint8Array, fps: number): Promise<Uint8Array> {
  // Imported by the first video, not when a photo worker starts (photo-worker-imports.test.ts).
  const media = await import('mediabunny');
  const input = new media.Input({
    source: new media.BufferSource(mp4),
    formats: media.ALL_FORMATS,
  });
  try {
    const track = await input.getPrimaryVideoTrack();
    if (!track || track.codec !== 'avc') throw new Error('the encoder made no H.264 track');
    const decoderConfig = await track.getDecoderConfig();
    if (!decoderConfig) throw new Error('the H.264 track has no decoder configuration');
    const output = new media.Output({
      format: new media.Mp4OutputFormat({ fastStart: 'in-memory' }),
      target: new media.BufferTarget(),
    });
    const video = new media.EncodedVideoPacketSource('avc');
    output.addVideoTrack(video, { frameRate: fps });
    await output.start();
    const sink = new media.EncodedPacketSink(track);
    let first = true;
    for await (const packet of sink.packets()) {
      const kind = first || isIdrAccessUnit(packet.data) ? 'key' : 'delta';
      const fixed = new media.EncodedPacket(packet.data, kind, packet.timestamp, packet.duration);
      await video.add(fixed, first ? { decoderConfig } : undefined);
      first = false;
    }
    video.close();
    await output.finalize();
    const buffer = output.target.buffer;
    if (!buffer) throw new Error('the remuxed MP4 is empty');
    return new Uint8Array(buffer);
  } finally {
    input.dispose();
  }
}
