// The microphone's live level for the meter: an AnalyserNode read about 15 times a second, written
// straight to the <meter> (no React render per reading). The browser starts an AudioContext
// suspended until the user touches the page, so the first key or click resumes it.
import { useEffect, useRef, type RefObject } from 'react';

/** The loudness (0..1) of a block of samples: the RMS, scaled so speech sits mid-meter. */
export function levelOf(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / samples.length);
  return Math.min(1, rms * 4);
}

const READ_MS = 66;

/** Shows `stream`'s level on the meter the returned ref is given (0 when there is none). */
export function useMicLevel(stream: MediaStream | null): RefObject<HTMLMeterElement | null> {
  const meter = useRef<HTMLMeterElement | null>(null);
  useEffect(() => {
    const show = (value: number) => {
      if (meter.current) meter.current.value = value;
    };
    show(0);
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined')
      return undefined;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let smoothed = 0;
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      const level = levelOf(samples);
      // Quick to rise, slow to fall, like a studio meter.
      smoothed = level > smoothed ? level : smoothed * 0.8 + level * 0.2;
      show(smoothed);
    }, READ_MS);
    const resume = () => {
      if (context.state === 'suspended') void context.resume().catch(() => undefined);
    };
    resume();
    window.addEventListener('pointerdown', resume);
    window.addEventListener('keydown', resume);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pointerdown', resume);
      window.removeEventListener('keydown', resume);
      source.disconnect();
      void context.close().catch(() => undefined);
      show(0);
    };
  }, [stream]);
  return meter;
}
