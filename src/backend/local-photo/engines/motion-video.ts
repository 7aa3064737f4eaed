// The local motion engine (issue #17): a short video from words (text-to-video) or a picture
// (image-to-video), made on this computer with no model beyond the background remover. The
// picture is taken apart into layers once (motion-layers.ts), then every frame is those layers
// moved by a camera (motion-camera.ts: push-in, pull-out, pans, orbit — near layers more than far
// ones, which is the parallax that gives depth) and by their own drift (falling snow, drifting
// sky and fog), drawn in plain typed arrays (motion-render.ts) and streamed straight into the
// H.264 encoder (h264-encode.ts). No frame is kept but the poster's, so memory stays flat.
//
// Progress: preparing the layers is the first 15 %, each frame drawn and encoded the rest; it is
// reported every frame, so a cancel (the progress callback throws) stops within one frame.
import sharp from 'sharp';
import { textSeed } from '../../../../supabase/functions/_shared/contracts/domain/random';
import { PhotoError } from '../photo-errors';
import {
  motionVideoOptionsSchema,
  type MotionVideoInput,
  type MotionVideoOptions,
  type VideoReport,
} from '../photo-jobs';
import { openH264Writer, loadH264Encoder } from './h264-encode';
import { remuxH264 } from './mp4-remux';
import { chooseMove, OVERSCAN, placeLayer, type CameraMove } from './motion-camera';
import { checkMotionImage } from './motion-input';
import { photoLayers, textLayers, type AnimatedLayer } from './motion-layers';
import { frameScratch, renderFrame, type LayerPose, type MotionLayer } from './motion-render';

/** The engine label. */
export const MOTION_ENGINE = 'local-motion';

/** The quantiser of a "standard" clip (lower is better; 26 is visually clean at 720p). */
export const MOTION_QP = 26;
/**
 * The encoder's speed, 0–10. Measured on 2 cores, 150 frames of 1280 × 720 at QP 26: 10 took
 * 2.5 s (556 KB), 8 took 4.4 s (565 KB), 6 took 4.6 s (570 KB) — slower is no smaller here.
 */
export const MOTION_SPEED = 10;

/** Share of the progress bar for preparing the layers. */
const PREPARE_SHARE = 0.15;
/** The poster is this far into the clip. */
const POSTER_AT = 0.4;

/** A clip ready to draw: its layers, its camera move, and a renderer for any frame. */
export type MotionPlan = {
  width: number;
  height: number;
  fps: number;
  frames: number;
  seconds: number;
  move: CameraMove;
  layers: AnimatedLayer[];
  /** Image-to-video: whether the subject moves on its own layer. */
  subject?: boolean;
  loadMs: number;
  /** Where every layer is at frame `index`. */
  poses(index: number): LayerPose[];
  /** Draws frame `index` (0 … frames − 1) into `out` (or a new buffer): RGBA, width × height × 4. */
  render(index: number, out?: Uint8Array): Uint8Array;
};

/** The clip's finished output. */
export type MotionVideoResult = {
  mp4: Uint8Array;
  /** A JPEG of the frame 40 % in. */
  poster: Buffer;
  engine: typeof MOTION_ENGINE;
  width: number;
  height: number;
  durationSeconds: number;
  frames: number;
  loadMs: number;
  runMs: number;
};

/** Options checked (a bad one is an `invalid_options` PhotoError). */
export function parseMotionOptions(input: MotionVideoInput): MotionVideoOptions {
  const parsed = motionVideoOptionsSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new PhotoError(
    'invalid_options',
    `Invalid options: ${parsed.error.issues
      .map((issue) => `${issue.path.map(String).join('.') || 'options'}: ${issue.message}`)
      .join('; ')}`,
  );
}

/** An even size near `value` (H.264 and the overscanned canvas both want even sides). */
function even(value: number): number {
  return Math.max(2, Math.round(value / 2) * 2);
}

/**
 * Makes the layers and the camera for a clip. `progress` hears the share of the preparation done
 * (0–1) and may throw to stop.
 */
export async function prepareMotion(
  image: Uint8Array | undefined,
  input: MotionVideoInput,
  progress: (share: number) => void = () => undefined,
): Promise<MotionPlan> {
  const options = parseMotionOptions(input);
  const { width, height, fps, seconds } = options;
  const seed = options.seed ?? textSeed(options.prompt || 'hive-motion');
  const frames = Math.round(seconds * fps);
  const canvasWidth = even(width * OVERSCAN);
  const canvasHeight = even(height * OVERSCAN);
  let made;
  if (options.task === 'image-to-video') {
    if (!image) throw new PhotoError('empty_file');
    await checkMotionImage(image);
    made = await photoLayers(image, canvasWidth, canvasHeight, progress);
  } else made = await textLayers(options.prompt, seed, canvasWidth, canvasHeight, progress);
  const move = chooseMove(options.motion, options.prompt, seed);
  const layers = made.layers;
  const motionLayers: MotionLayer[] = layers.map((entry) => entry.layer);
  // Layers are drawn at the frame's scale: the canvas's centre is the frame's.
  const poses = (index: number): LayerPose[] => {
    const t = frames <= 1 ? 0 : index / (frames - 1);
    const time = index / fps;
    return layers.map(({ layer, drift }) => {
      const placed = placeLayer(move, layer.depth, t, width, height);
      const sway = drift.sway * Math.sin((2 * Math.PI * time) / drift.swayPeriod);
      // Content moving right by v px/s is the sample point moving left.
      return { ...placed, ox: -(drift.x * time + sway), oy: -drift.y * time };
    });
  };
  const scratch = frameScratch(width);
  return {
    width,
    height,
    fps,
    frames,
    seconds,
    move,
    layers,
    subject: made.subject,
    loadMs: made.loadMs,
    poses,
    render(index, out = new Uint8Array(width * height * 4)) {
      renderFrame(motionLayers, poses(index), out, width, height, scratch);
      return out;
    },
  };
}

/**
 * Makes the clip: layers, then every frame drawn and encoded (H.264 in MP4, 30 fps, exactly
 * seconds × 30 frames), and a JPEG poster. `progress` hears the share done and may throw (a
 * cancel) to stop; the encoder is freed either way.
 */
export async function motionVideoInWorker(
  image: Uint8Array | undefined,
  input: MotionVideoInput,
  progress: (share: number) => void = () => undefined,
): Promise<MotionVideoResult & VideoReport> {
  const started = performance.now();
  const options = parseMotionOptions(input);
  const encoderLoadMs = await loadH264Encoder();
  const plan = await prepareMotion(image, options, (share) => progress(PREPARE_SHARE * share));
  progress(PREPARE_SHARE);
  const { width, height, frames, fps } = plan;
  const writer = await openH264Writer({
    width,
    height,
    fps,
    qp: MOTION_QP,
    speed: MOTION_SPEED,
    gop: fps,
  });
  const frame = new Uint8Array(width * height * 4);
  const posterIndex = Math.round(POSTER_AT * (frames - 1));
  let posterFrame: Uint8Array | null = null;
  let mp4: Uint8Array;
  try {
    for (let index = 0; index < frames; index += 1) {
      plan.render(index, frame);
      writer.add(frame);
      if (index === posterIndex) posterFrame = Uint8Array.from(frame);
      progress(PREPARE_SHARE + ((1 - PREPARE_SHARE) * 0.98 * (index + 1)) / frames);
    }
    mp4 = writer.finish();
  } catch (error) {
    writer.abort();
    throw error;
  }
  // True keyframes (so seeking shows the right picture) and the index first (mp4-remux.ts).
  mp4 = await remuxH264(mp4, fps);
  const poster = await sharp(posterFrame!, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  progress(1);
  const loadMs = encoderLoadMs + plan.loadMs;
  return {
    mp4,
    poster,
    engine: MOTION_ENGINE,
    width,
    height,
    durationSeconds: frames / fps,
    frames,
    loadMs,
    runMs: performance.now() - started - loadMs,
  };
}
