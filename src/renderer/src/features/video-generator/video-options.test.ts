import { describe, expect, it } from 'vitest';
import { videoMessages } from '@contracts/api/generate-video';
import { gifSize, gifTimestamps } from '@/components/video/video-exports';
import {
  frameSizeText,
  INITIAL_VIDEO_FORM,
  videoBlocker,
  videoFileStem,
  videoRequest,
} from './video-options';

describe('the video form', () => {
  it('sends the spec fields plus shape and camera; the picture only for image-to-video', () => {
    const form = { ...INITIAL_VIDEO_FORM, prompt: '  rain over Tokyo ', seconds: 10 as const };
    expect(videoRequest(form, 'AAAA')).toEqual({
      task_type: 'text-to-video',
      prompt: 'rain over Tokyo',
      video_length_seconds: 10,
      quality: 'standard',
      aspect_ratio: '16:9',
      motion: 'auto',
    });
    expect(videoRequest({ ...form, task: 'image-to-video' }, 'AAAA')).toMatchObject({
      task_type: 'image-to-video',
      image: 'AAAA',
    });
  });

  it('says why a run cannot start', () => {
    expect(videoBlocker(INITIAL_VIDEO_FORM, false)).toBe(videoMessages.enterPrompt);
    expect(videoBlocker({ ...INITIAL_VIDEO_FORM, task: 'image-to-video' }, false)).toBe(
      videoMessages.imageRequired,
    );
    expect(videoBlocker({ ...INITIAL_VIDEO_FORM, task: 'image-to-video' }, true)).toBeNull();
    expect(videoBlocker({ ...INITIAL_VIDEO_FORM, prompt: 'a fox' }, false)).toBeNull();
  });

  it('names the frame size and the file', () => {
    expect(frameSizeText('9:16', 'hd')).toBe('1080 × 1920');
    expect(videoFileStem('A snowy village, at night!')).toBe('hive-a-snowy-village-at-night');
    expect(videoFileStem('')).toBe('hive-video');
  });

  it('keeps a GIF small: at most 480 px wide, 12 frames a second', () => {
    expect(gifSize(1920, 1080)).toEqual({ width: 480, height: 270 });
    expect(gifSize(720, 1280)).toEqual({ width: 480, height: 854 });
    expect(gifSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(gifTimestamps(3)).toHaveLength(36);
    expect(gifTimestamps(3).at(-1)).toBeCloseTo(35 / 12);
  });
});
