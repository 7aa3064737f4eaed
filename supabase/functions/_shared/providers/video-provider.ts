// The video-generation capability: one interface every video provider implements (Hive Local's
// local motion engine, Replicate's predictions API, Prodia's video jobs), so the video job walks
// them alike. Providers return the MP4's bytes, never a URL: hosted URLs expire, so the job stores
// the bytes in our own Storage. A call stops when its deadline passes or the job's signal fires
// (the owner cancelled; a hosted prediction is cancelled at the provider too) and reports the
// progress it really made. Failures are the image providers' ProviderError.
import type {
  VideoAspect,
  VideoMotion,
  VideoQuality,
  VideoTask,
} from '../contracts/api/generate-video.ts';
import { ProviderError, type ImageCallOptions, type ImageContentType } from './image-provider.ts';

/** What the video job asks a provider for. */
export type VideoRequest = {
  task: VideoTask;
  /** The user's words (may be empty for image-to-video: the motion alone). */
  prompt: string;
  /** The picture to animate (image-to-video), checked by content type, size and pixel count. */
  image?: { bytes: Uint8Array; contentType: ImageContentType; width: number; height: number };
  seconds: number;
  aspect: VideoAspect;
  quality: VideoQuality;
  /** The frame size the job wants (videoFrameSize); a hosted model may answer its own size. */
  width: number;
  height: number;
  fps: number;
  motion: VideoMotion;
  seed: number;
};

/** A finished video. */
export type GeneratedVideo = {
  bytes: Uint8Array;
  contentType: 'video/mp4';
  width: number;
  height: number;
  durationSeconds: number;
  /** A still of the video (the local engine makes one; hosted ones may not). */
  poster?: { bytes: Uint8Array; contentType: ImageContentType };
  /** The model id the provider reports (kept in the record, never shown). */
  model: string;
};

export type VideoCallOptions = ImageCallOptions;

/** A service that makes a video from words or a picture. */
export interface VideoGenerationProvider {
  /** 'local' | 'replicate' | 'prodia' — stored with each generation. */
  readonly name: string;
  /** Whether it runs on this computer ('local') or at a provider ('hosted'). */
  readonly kind: 'local' | 'hosted';
  generate(request: VideoRequest, options: VideoCallOptions): Promise<GeneratedVideo>;
}

/** Whether bytes are an ISO-BMFF (MP4) file: an `ftyp` box first. */
export function isMp4(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 12 &&
    bytes[4] === 0x66 &&
    bytes[5] === 0x74 &&
    bytes[6] === 0x79 &&
    bytes[7] === 0x70
  );
}

/** Wraps downloaded bytes as a GeneratedVideo, refusing anything that is not an MP4. */
export function toVideo(
  provider: string,
  bytes: Uint8Array,
  facts: Omit<GeneratedVideo, 'bytes' | 'contentType'>,
): GeneratedVideo {
  if (!isMp4(bytes))
    throw new ProviderError(provider, 'bad_response', 'output is not an MP4 video');
  return { bytes, contentType: 'video/mp4', ...facts };
}

/** The call's progress reporter, passing on only forward moves (a provider's share never goes back). */
export function forwardProgress(
  call: Pick<VideoCallOptions, 'progress'>,
): (fraction: number) => void {
  let done = 0;
  return (fraction) => {
    if (fraction <= done) return;
    done = fraction;
    call.progress?.(fraction);
  };
}
