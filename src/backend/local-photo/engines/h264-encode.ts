// H.264 in MP4 for the local motion engine (issue #17), with `h264-mp4-encoder` (MIT; inside it,
// the public-domain minih264 encoder and MPL-1.1 libmp4v2, compiled to WASM), so no ffmpeg binary
// ships and nothing runs outside the worker. Frames are streamed in one at a time and never kept:
// the encoder holds only its own reference frames and the growing MP4 in its in-memory file
// system, so memory stays flat over a 10 s clip. The package instantiates its WASM when it is
// required, so it is loaded lazily (a worker that only removes backgrounds never pays for it)
// and once per worker.
import { requireModule } from './package-files';

type Encoder = {
  outputFilename: string;
  width: number;
  height: number;
  frameRate: number;
  kbps: number;
  speed: number;
  quantizationParameter: number;
  groupOfPictures: number;
  temporalDenoise: boolean;
  initialize(): void;
  addFrameRgba(buffer: Uint8Array): void;
  addFrameYuv(buffer: Uint8Array): void;
  finalize(): void;
  delete(): void;
  FS: { readFile(path: string): Uint8Array; unlink(path: string): void };
};
type EncoderModule = { createH264MP4Encoder(): Promise<Encoder> };

/** The encoder's settings. */
export type H264Settings = {
  width: number;
  height: number;
  fps: number;
  /** Quantiser, 10 (best) to 51 (smallest); 26 is our "standard". */
  qp: number;
  /** 0 (best) to 10 (fastest). */
  speed: number;
  /** A keyframe every this many frames. */
  gop: number;
};

/** An open encoder: add frames in order, then finish once. */
export type H264Writer = {
  /** Adds one RGBA frame (width × height × 4 bytes; alpha is ignored). */
  add(rgba: Uint8Array): void;
  /** Closes the file and answers the MP4's bytes; the encoder is freed. */
  finish(): Uint8Array;
  /** Frees the encoder without a file (after a failure or a cancel). */
  abort(): void;
};

let loaded: EncoderModule | undefined;
let sequence = 0;

/** Loads the WASM encoder (once per worker); answers the milliseconds it took. */
export async function loadH264Encoder(): Promise<number> {
  const started = performance.now();
  loaded ??= requireModule<EncoderModule>('h264-mp4-encoder');
  // The first encoder waits for the WASM to compile; later ones are immediate.
  (await loaded.createH264MP4Encoder()).delete();
  return performance.now() - started;
}

/** Opens an encoder for one clip. Sizes must be even (H.264's 4:2:0 chroma). */
export async function openH264Writer(settings: H264Settings): Promise<H264Writer> {
  if (settings.width % 2 !== 0 || settings.height % 2 !== 0)
    throw new Error(`H.264 needs even sizes, not ${settings.width} × ${settings.height}`);
  loaded ??= requireModule<EncoderModule>('h264-mp4-encoder');
  const encoder = await loaded.createH264MP4Encoder();
  // The encoders of one worker share one in-memory file system: each writes its own file.
  sequence += 1;
  encoder.outputFilename = `motion-${process.pid}-${sequence}.mp4`;
  encoder.width = settings.width;
  encoder.height = settings.height;
  encoder.frameRate = settings.fps;
  encoder.kbps = 0;
  encoder.quantizationParameter = settings.qp;
  encoder.speed = settings.speed;
  encoder.groupOfPictures = settings.gop;
  encoder.temporalDenoise = false;
  encoder.initialize();
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    encoder.delete();
  };
  return {
    add(rgba) {
      if (!open) throw new Error('the encoder is closed');
      encoder.addFrameRgba(rgba);
    },
    finish() {
      if (!open) throw new Error('the encoder is closed');
      try {
        encoder.finalize();
        // A copy: the file system's buffer is freed with the file.
        const bytes = Uint8Array.from(encoder.FS.readFile(encoder.outputFilename));
        encoder.FS.unlink(encoder.outputFilename);
        return bytes;
      } finally {
        close();
      }
    },
    abort() {
      if (!open) return;
      try {
        encoder.finalize();
        encoder.FS.unlink(encoder.outputFilename);
      } catch {
        // Nothing to keep: the file may never have been written.
      }
      close();
    },
  };
}
