// Draws one frame of the stage: the slide, the shared screen or the camera, the pen's strokes, the
// camera bubble, the laser pointer and the rings where the presenter clicked. Called up to 30
// times a second, so it only draws what it is handed (no allocation beyond a path or two).
import {
  bubbleBox,
  containBox,
  coverCrop,
  STAGE_HEIGHT,
  STAGE_WIDTH,
  type BubbleSettings,
} from './recorder-model';
import type { Slide, SlideBitmaps } from './slides';

/** A point on the stage, in stage pixels. */
export type StagePoint = { x: number; y: number };
/** A pen stroke on a slide, in stage pixels. */
export type PenStroke = { color: string; points: StagePoint[] };
/** A click ring: where and when (performance.now()) it happened. */
export type ClickMark = StagePoint & { at: number };

/** What the stage shows. */
export type StageSource = 'slides' | 'screen' | 'camera';

/** Everything one frame is drawn from. */
export type StageScene = {
  source: StageSource;
  slide: Slide | null;
  screen: HTMLVideoElement | null;
  camera: HTMLVideoElement | null;
  bubble: BubbleSettings;
  strokes: readonly PenStroke[];
  laser: (StagePoint & { at: number }) | null;
  clicks: readonly ClickMark[];
};

/** How long a click ring shows, in milliseconds. */
export const CLICK_RING_MS = 700;
/** How long the laser dot stays after the pointer stops moving. */
const LASER_LINGER_MS = 1500;
export const PEN_WIDTH = 6;
const BACKDROP = '#0b0a08';
const GOLD = '#e8b64a';

function ready(video: HTMLVideoElement | null): video is HTMLVideoElement {
  return !!video && video.readyState >= 2 && video.videoWidth > 0;
}

function caption(context: CanvasRenderingContext2D, text: string): void {
  context.fillStyle = 'rgba(255, 255, 255, 0.55)';
  context.font = '500 28px system-ui, sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, STAGE_WIDTH / 2, STAGE_HEIGHT / 2);
}

function drawContained(
  context: CanvasRenderingContext2D,
  picture: CanvasImageSource,
  width: number,
  height: number,
): void {
  const box = containBox(width, height, { width: STAGE_WIDTH, height: STAGE_HEIGHT });
  context.drawImage(picture, box.x, box.y, box.width, box.height);
}

function drawBackground(
  context: CanvasRenderingContext2D,
  scene: StageScene,
  bitmaps: SlideBitmaps,
): void {
  if (scene.source === 'slides') {
    if (!scene.slide) {
      caption(context, 'Add slides to present');
      return;
    }
    const bitmap = bitmaps.get(scene.slide);
    if (bitmap) {
      context.fillStyle = '#ffffff';
      const box = containBox(bitmap.width, bitmap.height, {
        width: STAGE_WIDTH,
        height: STAGE_HEIGHT,
      });
      context.fillRect(box.x, box.y, box.width, box.height);
      context.drawImage(bitmap, box.x, box.y, box.width, box.height);
    } else caption(context, bitmaps.failed(scene.slide) ? 'This slide could not be shown' : '');
    return;
  }
  if (scene.source === 'screen') {
    if (ready(scene.screen))
      drawContained(context, scene.screen, scene.screen.videoWidth, scene.screen.videoHeight);
    else caption(context, 'Share a screen, window or tab to show it here');
    return;
  }
  if (ready(scene.camera)) {
    const video = scene.camera;
    const crop = coverCrop(video.videoWidth, video.videoHeight, {
      width: STAGE_WIDTH,
      height: STAGE_HEIGHT,
    });
    context.drawImage(
      video,
      crop.x,
      crop.y,
      crop.width,
      crop.height,
      0,
      0,
      STAGE_WIDTH,
      STAGE_HEIGHT,
    );
  } else caption(context, 'Turn the camera on to record yourself');
}

function drawStrokes(context: CanvasRenderingContext2D, strokes: readonly PenStroke[]): void {
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.lineWidth = PEN_WIDTH;
  for (const stroke of strokes) {
    const [first, ...rest] = stroke.points;
    if (!first) continue;
    context.strokeStyle = stroke.color;
    context.beginPath();
    context.moveTo(first.x, first.y);
    if (rest.length === 0) context.lineTo(first.x + 0.1, first.y + 0.1);
    for (const point of rest) context.lineTo(point.x, point.y);
    context.stroke();
  }
}

function drawBubble(context: CanvasRenderingContext2D, scene: StageScene): void {
  if (scene.source === 'camera' || scene.bubble.hidden || !ready(scene.camera)) return;
  const video = scene.camera;
  const box = bubbleBox(scene.bubble, STAGE_WIDTH, STAGE_HEIGHT);
  const crop = coverCrop(video.videoWidth, video.videoHeight, box);
  context.save();
  context.shadowColor = 'rgba(0, 0, 0, 0.45)';
  context.shadowBlur = 18;
  context.beginPath();
  context.roundRect(box.x, box.y, box.width, box.height, box.radius);
  context.fillStyle = BACKDROP;
  context.fill();
  context.shadowColor = 'transparent';
  context.clip();
  context.drawImage(
    video,
    crop.x,
    crop.y,
    crop.width,
    crop.height,
    box.x,
    box.y,
    box.width,
    box.height,
  );
  context.restore();
  context.beginPath();
  context.roundRect(box.x, box.y, box.width, box.height, box.radius);
  context.lineWidth = 4;
  context.strokeStyle = GOLD;
  context.stroke();
}

function drawClicks(context: CanvasRenderingContext2D, clicks: readonly ClickMark[], now: number) {
  for (const click of clicks) {
    const age = (now - click.at) / CLICK_RING_MS;
    if (age < 0 || age > 1) continue;
    context.beginPath();
    context.arc(click.x, click.y, 18 + age * 34, 0, Math.PI * 2);
    context.lineWidth = 5;
    context.strokeStyle = `rgba(232, 182, 74, ${1 - age})`;
    context.stroke();
  }
}

function drawLaser(context: CanvasRenderingContext2D, scene: StageScene, now: number): void {
  const laser = scene.laser;
  if (!laser || now - laser.at > LASER_LINGER_MS) return;
  const glow = context.createRadialGradient(laser.x, laser.y, 0, laser.x, laser.y, 22);
  glow.addColorStop(0, 'rgba(255, 40, 40, 0.95)');
  glow.addColorStop(0.35, 'rgba(255, 40, 40, 0.6)');
  glow.addColorStop(1, 'rgba(255, 40, 40, 0)');
  context.fillStyle = glow;
  context.beginPath();
  context.arc(laser.x, laser.y, 22, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#fff2f2';
  context.beginPath();
  context.arc(laser.x, laser.y, 4, 0, Math.PI * 2);
  context.fill();
}

/** Draws the whole frame. */
export function drawStage(
  context: CanvasRenderingContext2D,
  scene: StageScene,
  bitmaps: SlideBitmaps,
  now: number,
): void {
  context.fillStyle = BACKDROP;
  context.fillRect(0, 0, STAGE_WIDTH, STAGE_HEIGHT);
  drawBackground(context, scene, bitmaps);
  drawStrokes(context, scene.strokes);
  drawBubble(context, scene);
  drawClicks(context, scene.clicks, now);
  drawLaser(context, scene, now);
}

/**
 * Calls `tick` up to `fps` times a second: on animation frames while the page is shown, and from
 * a worker's timer while it is hidden (a shared screen is often another window or tab, and the
 * browser pauses animation frames of a hidden page, which would freeze the recording). Returns
 * a stop function.
 */
export function startTicker(tick: (now: number) => void, fps: number): () => void {
  const interval = 1000 / fps;
  let last = -Infinity;
  let frame = 0;
  let worker: Worker | null = null;
  let workerUrl: string | null = null;
  let stopped = false;

  const run = (now: number) => {
    // A little slack so a 60 Hz display draws every second frame, not every third.
    if (now - last < interval - 4) return;
    last = now;
    tick(now);
  };
  const onFrame = (now: number) => {
    if (stopped) return;
    run(now);
    frame = requestAnimationFrame(onFrame);
  };
  const stopWorker = () => {
    worker?.terminate();
    worker = null;
    if (workerUrl) URL.revokeObjectURL(workerUrl);
    workerUrl = null;
  };
  const onVisibility = () => {
    if (document.hidden && !worker) {
      try {
        const source = `setInterval(() => postMessage(0), ${Math.round(interval)});`;
        workerUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
        worker = new Worker(workerUrl);
        worker.onmessage = () => run(performance.now());
      } catch (error) {
        console.warn('The hidden-page timer could not start:', error);
        stopWorker();
      }
    } else if (!document.hidden) stopWorker();
  };
  document.addEventListener('visibilitychange', onVisibility);
  onVisibility();
  frame = requestAnimationFrame(onFrame);
  return () => {
    stopped = true;
    cancelAnimationFrame(frame);
    document.removeEventListener('visibilitychange', onVisibility);
    stopWorker();
  };
}
