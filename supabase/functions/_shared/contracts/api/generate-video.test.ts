import { describe, expect, it } from 'vitest';
import {
  aiGenerateVideoRequestSchema,
  isVideoTask,
  videoFrameSize,
  videoMessages,
} from './generate-video.ts';

/** The first refusal's message for a body, or null when it is accepted. */
function refusal(body: unknown): string | null {
  const parsed = aiGenerateVideoRequestSchema.safeParse(body);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'refused');
}

describe('the video request', () => {
  it('fills the defaults: 5 s, 16:9, standard, auto camera', () => {
    expect(
      aiGenerateVideoRequestSchema.parse({ task_type: 'text-to-video', prompt: ' a harbour ' }),
    ).toEqual({
      task_type: 'text-to-video',
      prompt: 'a harbour',
      video_length_seconds: 5,
      quality: 'standard',
      aspect_ratio: '16:9',
      motion: 'auto',
    });
  });

  it('refuses each bad field in the words the tool shows', () => {
    expect(refusal({ task_type: 'text-to-video', prompt: '' })).toBe(videoMessages.enterPrompt);
    expect(refusal({ task_type: 'text-to-video', prompt: 'x'.repeat(501) })).toBe(
      videoMessages.promptTooLong,
    );
    expect(refusal({ task_type: 'image-to-video' })).toBe(videoMessages.imageRequired);
    expect(refusal({ task_type: 'text-to-video', prompt: 'a', video_length_seconds: 7 })).toBe(
      videoMessages.lengthNotAllowed,
    );
    expect(refusal({ task_type: 'text-to-video', prompt: 'a', video_length_seconds: '5' })).toBe(
      videoMessages.lengthNotAllowed,
    );
    expect(refusal({ task_type: 'text-to-video', prompt: 'a', quality: '4k' })).toBe(
      videoMessages.qualityNotAllowed,
    );
    // image-to-video needs no words: the camera alone can move the picture.
    expect(refusal({ task_type: 'image-to-video', image: 'iVBORw0KGgo=' })).toBeNull();
    expect(refusal({ task_type: 'image-to-video', image_url: 'https://x.test/a.png' })).toBeNull();
  });

  it('sizes frames by shape and quality, every side even', () => {
    expect(videoFrameSize('16:9', 'standard')).toEqual({ width: 1280, height: 720 });
    expect(videoFrameSize('9:16', 'hd')).toEqual({ width: 1080, height: 1920 });
    expect(videoFrameSize('1:1', 'standard')).toEqual({ width: 720, height: 720 });
  });

  it('tells video tasks from image tasks before the body is parsed', () => {
    expect(isVideoTask({ task_type: 'image-to-video' })).toBe(true);
    expect(isVideoTask({ task_type: 'text-to-image' })).toBe(false);
    expect(isVideoTask(null)).toBe(false);
    expect(isVideoTask('text-to-video')).toBe(false);
  });
});
