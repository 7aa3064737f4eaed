// A stream as a playing, muted <video> element that is never put on the page: the stage draws its
// frames onto the canvas, so the camera and the shared screen reach the recording only through it.
import { useEffect, useMemo } from 'react';

/** A detached, muted video element playing `stream`, or null without one. */
export function useVideoElement(stream: MediaStream | null): HTMLVideoElement | null {
  const video = useMemo(() => {
    if (!stream) return null;
    const element = document.createElement('video');
    element.muted = true;
    element.playsInline = true;
    element.autoplay = true;
    element.srcObject = stream;
    return element;
  }, [stream]);
  useEffect(() => {
    if (!video) return undefined;
    void video.play().catch((error: unknown) => {
      console.warn('A video source did not start playing:', error);
    });
    return () => {
      video.pause();
      video.srcObject = null;
    };
  }, [video]);
  return video;
}
