// The ad engine's H.264 encoder on a thread of its own (issue #17). Drawing a 1080 × 1920 frame
// with Skia and reading it back takes ~20 ms; the WASM encoder (h264-encode.ts's package, with the
// same settings) takes ~38 ms a frame. Run one after the other that is ~57 ms a frame, and a 15 s
// ad (450 frames) misses its 30 s budget on two cores; with the encoder in a nested worker the two
// overlap and the frame rate is the encoder's alone. Frames cross in a small pool of transferred
// buffers (two in flight), so memory stays flat and the drawing never runs ahead of the encoder.
//
// The worker is a short script evaluated from this file (no separate entry to build: the desktop
// bundles the photo worker into one file) that requires the encoder package by its resolved path.
// Terminating it is safe at any point: it only runs WASM. Where no worker can be started, the
// ad engine falls back to h264-encode.ts's writer on its own thread.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { H264Settings } from './h264-encode';

const require = createRequire(import.meta.url);

/** The worker: opens the encoder, encodes each frame it is sent and hands the buffer back. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createH264MP4Encoder } = require(workerData.encoder);
const name = 'ad-' + process.pid + '-' + Date.now() + '.mp4';
let encoder = null;
parentPort.on('message', async (message) => {
  try {
    if (message.type === 'open') {
      encoder = await createH264MP4Encoder();
      const s = message.settings;
      encoder.outputFilename = name;
      encoder.width = s.width;
      encoder.height = s.height;
      encoder.frameRate = s.fps;
      encoder.kbps = 0;
      encoder.quantizationParameter = s.qp;
      encoder.speed = s.speed;
      encoder.groupOfPictures = s.gop;
      encoder.temporalDenoise = false;
      encoder.initialize();
      parentPort.postMessage({ type: 'ready' });
    } else if (message.type === 'frame') {
      encoder.addFrameRgba(new Uint8Array(message.buffer));
      parentPort.postMessage({ type: 'free', buffer: message.buffer }, [message.buffer]);
    } else if (message.type === 'finish') {
      encoder.finalize();
      const bytes = Uint8Array.from(encoder.FS.readFile(name));
      encoder.FS.unlink(name);
      encoder.delete();
      encoder = null;
      parentPort.postMessage({ type: 'done', mp4: bytes }, [bytes.buffer]);
    }
  } catch (error) {
    parentPort.postMessage({ type: 'error', message: String((error && error.message) || error) });
  }
});
`;

type FromWorker =
  | { type: 'ready' }
  | { type: 'free'; buffer: ArrayBuffer }
  | { type: 'done'; mp4: Uint8Array }
  | { type: 'error'; message: string };

/** An encoder on its own thread: add frames in order (awaiting each), then finish once. */
export type ThreadedH264Writer = {
  /** Queues one RGBA frame (copied); resolves when the next may be added. */
  add(rgba: Uint8Array): Promise<void>;
  /** Encodes what is queued, closes the file and answers the MP4; the thread ends. */
  finish(): Promise<Uint8Array>;
  /** Ends the thread at once, without a file. */
  abort(): void;
};

/** Opens an encoder thread for one clip (`depth` frames in flight). Sizes must be even. */
export async function openThreadedH264Writer(
  settings: H264Settings,
  depth = 2,
): Promise<ThreadedH264Writer> {
  if (settings.width % 2 !== 0 || settings.height % 2 !== 0)
    throw new Error(`H.264 needs even sizes, not ${settings.width} × ${settings.height}`);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { encoder: require.resolve('h264-mp4-encoder') },
  });
  const frameBytes = settings.width * settings.height * 4;
  const free: ArrayBuffer[] = Array.from({ length: depth }, () => new ArrayBuffer(frameBytes));
  let failure: Error | null = null;
  let closed = false;
  // Whoever waits for the worker's next word (a free buffer, readiness or the file).
  let waiting: { resolve: () => void; reject: (error: Error) => void } | null = null;
  let finished: Uint8Array | null = null;
  const wake = () => {
    const current = waiting;
    waiting = null;
    if (!current) return;
    if (failure) current.reject(failure);
    else current.resolve();
  };
  const fail = (error: Error) => {
    failure ??= error;
    wake();
  };
  let ready = false;
  worker.on('message', (message: FromWorker) => {
    if (message.type === 'ready') ready = true;
    else if (message.type === 'free') free.push(message.buffer);
    else if (message.type === 'done') finished = message.mp4;
    else fail(new Error(`the encoder failed: ${message.message}`));
    wake();
  });
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => {
    if (!closed) fail(new Error(`the encoder thread stopped (exit ${code})`));
  });
  const wait = () =>
    new Promise<void>((resolve, reject) => {
      if (failure) reject(failure);
      else waiting = { resolve, reject };
    });
  const end = () => {
    if (closed) return;
    closed = true;
    void worker.terminate();
  };
  try {
    worker.postMessage({ type: 'open', settings });
    while (!ready) await wait();
  } catch (error) {
    end();
    throw error;
  }
  return {
    async add(rgba) {
      if (closed) throw new Error('the encoder is closed');
      if (rgba.byteLength !== frameBytes)
        throw new Error(`a frame has ${frameBytes} bytes, not ${rgba.byteLength}`);
      while (free.length === 0) await wait();
      if (failure) throw failure;
      const buffer = free.pop()!;
      new Uint8Array(buffer).set(rgba);
      worker.postMessage({ type: 'frame', buffer }, [buffer]);
    },
    async finish() {
      if (closed) throw new Error('the encoder is closed');
      try {
        worker.postMessage({ type: 'finish' });
        while (!finished) await wait();
        return finished;
      } finally {
        end();
      }
    },
    abort: end,
  };
}
