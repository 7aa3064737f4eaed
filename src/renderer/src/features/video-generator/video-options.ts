// The AI Video Generator's choices in the user's words, and the body a run sends (`ai-generate`,
// contracts/api/generate-video.ts). The server checks every field again and charges from its table.
import {
  VIDEO_ASPECTS,
  VIDEO_LENGTHS,
  VIDEO_MOTIONS,
  VIDEO_QUALITIES,
  videoFrameSize,
  videoMessages,
  type AiGenerateVideoInput,
  type VideoAspect,
  type VideoLength,
  type VideoMotion,
  type VideoQuality,
  type VideoTask,
} from '@contracts/api/generate-video';

export type VideoForm = {
  task: VideoTask;
  prompt: string;
  seconds: VideoLength;
  aspect: VideoAspect;
  quality: VideoQuality;
  motion: VideoMotion;
};

export const INITIAL_VIDEO_FORM: VideoForm = {
  task: 'text-to-video',
  prompt: '',
  seconds: 5,
  aspect: '16:9',
  quality: 'standard',
  motion: 'auto',
};

const ASPECT_WORDS: Record<VideoAspect, string> = {
  '16:9': 'Landscape',
  '9:16': 'Story',
  '1:1': 'Square',
};

export const ASPECT_OPTIONS = VIDEO_ASPECTS.map((value) => ({
  value,
  label: value,
  description: ASPECT_WORDS[value],
}));

export const LENGTH_OPTIONS = VIDEO_LENGTHS.map((value) => ({
  value: String(value) as `${VideoLength}`,
  label: `${value} s`,
}));

export const QUALITY_OPTIONS = VIDEO_QUALITIES.map((value) => ({
  value,
  label: value === 'hd' ? 'HD' : 'Standard',
  description: value === 'hd' ? '1080p' : '720p',
}));

const MOTION_WORDS: Record<VideoMotion, { label: string; description: string }> = {
  auto: { label: 'Auto', description: 'Chosen from your words' },
  'push-in': { label: 'Push in', description: 'Moves closer' },
  'pull-out': { label: 'Pull out', description: 'Reveals more' },
  'pan-left': { label: 'Pan left', description: 'Slides left' },
  'pan-right': { label: 'Pan right', description: 'Slides right' },
  orbit: { label: 'Orbit', description: 'Circles the subject' },
};

export const MOTION_OPTIONS = VIDEO_MOTIONS.map((value) => ({ value, ...MOTION_WORDS[value] }));

/** "1280 × 720" for the chosen shape and quality. */
export function frameSizeText(aspect: VideoAspect, quality: VideoQuality): string {
  const { width, height } = videoFrameSize(aspect, quality);
  return `${width} × ${height}`;
}

/** The request body of a run; the picture (base64) only for image-to-video. */
export function videoRequest(form: VideoForm, imageBase64: string | null): AiGenerateVideoInput {
  return {
    task_type: form.task,
    prompt: form.prompt.trim(),
    video_length_seconds: form.seconds,
    quality: form.quality,
    aspect_ratio: form.aspect,
    motion: form.motion,
    ...(form.task === 'image-to-video' && imageBase64 ? { image: imageBase64 } : {}),
  };
}

/** Why the run cannot start yet, or null. */
export function videoBlocker(form: VideoForm, hasImage: boolean): string | null {
  if (form.task === 'text-to-video' && form.prompt.trim() === '') return videoMessages.enterPrompt;
  if (form.task === 'image-to-video' && !hasImage) return videoMessages.imageRequired;
  return null;
}

/** A file name for a video: the first words of its prompt, or "video". */
export function videoFileStem(prompt: string): string {
  const words = prompt
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, 6);
  return `hive-${words.length > 0 ? words.join('-') : 'video'}`;
}
