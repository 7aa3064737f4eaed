// The camera and the microphone: on by default (the browser asks once), each with the device the
// user picked, the list of devices to pick from, and when the browser refuses, the words for how
// to allow it. Turning one off stops its tracks, so the camera light goes out.
import { useCallback, useEffect, useState } from 'react';
import { deviceProblem } from '../recorder-model';

/** One input's state. */
export type MediaInput = {
  /** Whether the user wants it on. */
  on: boolean;
  /** The picked device, '' for the system's default. */
  deviceId: string;
  /** The live stream while it is on and allowed. */
  stream: MediaStream | null;
  /** Why it is not live (blocked, missing, busy), in the user's words. */
  problem: string | null;
  starting: boolean;
};

/** A device to pick: its id and the name the system gives it (or a numbered fallback). */
export type DeviceChoice = { deviceId: string; label: string };

function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

function constraints(kind: 'camera' | 'microphone', deviceId: string): MediaStreamConstraints {
  const device = deviceId ? { deviceId: { exact: deviceId } } : {};
  return kind === 'camera'
    ? {
        video: {
          ...device,
          width: { ideal: 640 },
          height: { ideal: 480 },
          frameRate: { ideal: 30 },
        },
      }
    : {
        audio: { ...device, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      };
}

/** What getUserMedia gave for one request (the switch, device and attempt it was made for). */
type Outcome = { key: string; stream: MediaStream | null; problem: string | null };

/** Keeps one input's stream in step with its on/off switch and device choice. */
function useInput(
  kind: 'camera' | 'microphone',
  desktop: boolean,
  enabled: boolean,
  onLive: () => void,
): [MediaInput, (on: boolean) => void, (deviceId: string) => void, () => void] {
  const [on, setOn] = useState(true);
  const [deviceId, setDeviceId] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const wanted = on && enabled;
  const key = `${deviceId}|${attempt}`;
  const supported = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

  useEffect(() => {
    if (!wanted || !supported) return undefined;
    let live = true;
    let got: MediaStream | null = null;
    navigator.mediaDevices
      .getUserMedia(constraints(kind, deviceId))
      .then((next) => {
        if (!live) {
          stopStream(next);
          return;
        }
        got = next;
        setOutcome({ key, stream: next, problem: null });
        onLive();
      })
      .catch((error: unknown) => {
        if (!live) return;
        console.warn(`The ${kind} could not start:`, error);
        setOutcome({ key, stream: null, problem: deviceProblem(kind, error, desktop) });
      });
    return () => {
      live = false;
      stopStream(got);
      // A stopped stream is no answer: the next request starts from nothing.
      setOutcome(null);
    };
    // onLive only refreshes the device lists; the stream follows the switch and the choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, wanted, supported, key, desktop]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const current = wanted && outcome?.key === key ? outcome : null;
  const input: MediaInput = {
    on,
    deviceId,
    stream: current?.stream ?? null,
    problem: !wanted
      ? null
      : supported
        ? (current?.problem ?? null)
        : deviceProblem(kind, new DOMException('', 'NotFoundError'), desktop),
    starting: wanted && supported && current === null,
  };
  return [input, setOn, setDeviceId, retry];
}

/** The devices of one kind, named as the system names them. */
function choices(devices: readonly MediaDeviceInfo[], kind: MediaDeviceKind, noun: string) {
  return devices
    .filter((device) => device.kind === kind && device.deviceId)
    .map((device, index) => ({
      deviceId: device.deviceId,
      label: device.label || `${noun} ${index + 1}`,
    }));
}

/** The camera and microphone, their device lists and their switches. */
export function useMediaInputs(desktop: boolean, enabled = true) {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const refresh = useCallback(() => {
    void navigator.mediaDevices
      ?.enumerateDevices()
      .then(setDevices)
      .catch((error: unknown) => console.warn('Listing the devices failed:', error));
  }, []);
  const [camera, setCameraOn, setCameraDevice, retryCamera] = useInput(
    'camera',
    desktop,
    enabled,
    refresh,
  );
  const [microphone, setMicrophoneOn, setMicrophoneDevice, retryMicrophone] = useInput(
    'microphone',
    desktop,
    enabled,
    refresh,
  );

  useEffect(() => {
    refresh();
    navigator.mediaDevices?.addEventListener('devicechange', refresh);
    return () => navigator.mediaDevices?.removeEventListener('devicechange', refresh);
  }, [refresh]);

  return {
    camera,
    microphone,
    cameras: choices(devices, 'videoinput', 'Camera'),
    microphones: choices(devices, 'audioinput', 'Microphone'),
    setCameraOn,
    setCameraDevice,
    retryCamera,
    setMicrophoneOn,
    setMicrophoneDevice,
    retryMicrophone,
  };
}

export type MediaInputs = ReturnType<typeof useMediaInputs>;
