import { describe, expect, it } from 'vitest';
import { levelOf } from './hooks/use-mic-level';
import {
  bubbleBox,
  containBox,
  coverCrop,
  deviceProblem,
  exportProblem,
  formatClock,
  formatSeconds,
  INITIAL_BUBBLE,
  moveItem,
  pickRecorderMime,
  recordingFileStem,
  sharedRecordingUrl,
  slideKeyAction,
  STAGE_HEIGHT,
  STAGE_WIDTH,
  stagePoint,
} from './recorder-model';

describe('pickRecorderMime', () => {
  it('prefers VP9 with Opus, then falls back in order, then lets the browser choose', () => {
    expect(pickRecorderMime(() => true)).toBe('video/webm;codecs=vp9,opus');
    expect(pickRecorderMime((type) => type.includes('vp8'))).toBe('video/webm;codecs=vp8,opus');
    expect(pickRecorderMime((type) => type === 'video/mp4')).toBe('video/mp4');
    expect(pickRecorderMime(() => false)).toBe('');
  });
});

describe('formatClock and formatSeconds', () => {
  it('shows minutes and seconds, hours when needed, and never a negative or NaN', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(5_999)).toBe('0:05');
    expect(formatClock(754_000)).toBe('12:34');
    expect(formatClock(3_723_000)).toBe('1:02:03');
    expect(formatClock(-5)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatSeconds(4.56)).toBe('4.6 s');
    expect(formatSeconds(Number.POSITIVE_INFINITY)).toBe('0.0 s');
  });
});

describe('moveItem', () => {
  it('moves one item up or down and keeps the list when the move goes nowhere', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 7, 1)).toEqual(['a', 'b', 'c']);
  });

  it('never changes the list it was given', () => {
    const list = ['a', 'b'];
    moveItem(list, 0, 1);
    expect(list).toEqual(['a', 'b']);
  });
});

describe('slideKeyAction', () => {
  it('turns forward with →, ↓ and PageDown, back with ←, ↑ and PageUp', () => {
    for (const key of ['ArrowRight', 'ArrowDown', 'PageDown'])
      expect(slideKeyAction(key)).toBe('next');
    for (const key of ['ArrowLeft', 'ArrowUp', 'PageUp'])
      expect(slideKeyAction(key)).toBe('previous');
    expect(slideKeyAction('Enter')).toBeNull();
    expect(slideKeyAction(' ')).toBeNull();
  });
});

describe('bubbleBox', () => {
  it('puts a circle in the chosen corner with a margin, square', () => {
    const box = bubbleBox(INITIAL_BUBBLE, STAGE_WIDTH, STAGE_HEIGHT);
    expect(box.width).toBe(box.height);
    expect(box.radius).toBe(box.height / 2);
    expect(box.x + box.width).toBeLessThan(STAGE_WIDTH);
    expect(box.y + box.height).toBeLessThan(STAGE_HEIGHT);
    expect(STAGE_WIDTH - (box.x + box.width)).toBe(STAGE_HEIGHT - (box.y + box.height));
  });

  it('makes a rounded rectangle wider than tall, and sizes grow', () => {
    const top = bubbleBox(
      { shape: 'rounded', corner: 'top-left', size: 'small', hidden: false },
      STAGE_WIDTH,
      STAGE_HEIGHT,
    );
    expect(top.x).toBe(top.y);
    expect(top.width).toBeGreaterThan(top.height);
    expect(top.radius).toBeLessThan(top.height / 2);
    const sizes = (['small', 'medium', 'large'] as const).map(
      (size) => bubbleBox({ ...INITIAL_BUBBLE, size }, STAGE_WIDTH, STAGE_HEIGHT).height,
    );
    expect(sizes[0]).toBeLessThan(sizes[1]!);
    expect(sizes[1]).toBeLessThan(sizes[2]!);
  });
});

describe('containBox and coverCrop', () => {
  it('fits a portrait picture whole, centred, letterboxed', () => {
    expect(containBox(720, 1280, { width: 1280, height: 720 })).toEqual({
      x: (1280 - 405) / 2,
      y: 0,
      width: 405,
      height: 720,
    });
    expect(containBox(0, 10, { width: 1, height: 1 }).width).toBe(0);
  });

  it('crops a 4:3 camera to fill a square, centred', () => {
    expect(coverCrop(640, 480, { width: 100, height: 100 })).toEqual({
      x: 80,
      y: 0,
      width: 480,
      height: 480,
    });
    expect(coverCrop(640, 480, { width: 0, height: 100 }).width).toBe(0);
  });
});

describe('stagePoint', () => {
  it('maps the pointer over the shown canvas to stage pixels, clamped', () => {
    const rect = { left: 10, top: 20, width: 640, height: 360 };
    expect(stagePoint(330, 200, rect)).toEqual({ x: 640, y: 360 });
    expect(stagePoint(-100, 9999, rect)).toEqual({ x: 0, y: STAGE_HEIGHT });
  });
});

describe('deviceProblem', () => {
  const denied = new DOMException('Permission denied', 'NotAllowedError');

  it('says how to allow a blocked camera in the browser, and that slides still record', () => {
    const text = deviceProblem('camera', denied);
    expect(text).toMatch(/camera is blocked/);
    expect(text).toMatch(/site settings/);
    expect(text).toMatch(/still record your slides/);
  });

  it('points the desktop app to the system settings', () => {
    expect(deviceProblem('microphone', denied, true)).toMatch(/Privacy & Security → Microphone/);
  });

  it('tells a missing device and a busy one apart', () => {
    expect(deviceProblem('camera', new DOMException('', 'NotFoundError'))).toMatch(/No camera/);
    expect(deviceProblem('microphone', new DOMException('', 'NotReadableError'))).toMatch(
      /in use by another app/,
    );
    expect(deviceProblem('camera', 'weird')).toMatch(/could not be started/);
  });

  it('treats a cancelled screen share as a choice, not a fault', () => {
    expect(deviceProblem('screen', new DOMException('', 'NotAllowedError'))).toMatch(/cancelled/);
  });
});

describe('names and links', () => {
  it('makes a safe file stem from any name', () => {
    expect(recordingFileStem('Presentation 27 Nov 2026, 14:32')).toBe(
      'presentation-27-nov-2026-14-32',
    );
    expect(recordingFileStem('  ***  ')).toBe('presentation');
    expect(recordingFileStem('Ünïcode café')).toBe('unicode-cafe');
    expect(recordingFileStem('a'.repeat(100))).toHaveLength(60);
  });

  it('links a shared recording under /shared/recording', () => {
    expect(sharedRecordingUrl('https://hive.example', 'abc')).toBe(
      'https://hive.example/shared/recording/abc',
    );
  });

  it("keeps the exporter's own words and replaces anything technical", () => {
    expect(exportProblem(new Error('GIF export is for clips up to 30 seconds.'), 'GIF')).toBe(
      'GIF export is for clips up to 30 seconds.',
    );
    expect(exportProblem(new TypeError('x is undefined'), 'MP4')).toMatch(
      /The MP4 could not be made/,
    );
  });
});

describe('levelOf', () => {
  it('is 0 for silence, grows with loudness and stays within 0..1', () => {
    expect(levelOf(new Float32Array(64))).toBe(0);
    expect(levelOf(new Float32Array(0))).toBe(0);
    const quiet = levelOf(new Float32Array(64).fill(0.02));
    const loud = levelOf(new Float32Array(64).fill(0.2));
    expect(quiet).toBeGreaterThan(0);
    expect(loud).toBeGreaterThan(quiet);
    expect(levelOf(new Float32Array(64).fill(1))).toBe(1);
  });
});
