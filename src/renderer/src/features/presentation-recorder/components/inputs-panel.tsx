import { Camera, Mic, RefreshCw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { VectorChoice } from '@/components/vector/vector-choice';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import type { DeviceChoice, MediaInput, MediaInputs } from '../hooks/use-media-inputs';
import { useMicLevel } from '../hooks/use-mic-level';
import type { BubbleCorner, BubbleSettings, BubbleShape, BubbleSize } from '../recorder-model';

const SHAPES = [
  { value: 'circle', label: 'Circle' },
  { value: 'rounded', label: 'Rounded rectangle' },
] as const satisfies readonly { value: BubbleShape; label: string }[];
const CORNERS = [
  { value: 'top-left', label: 'Top left' },
  { value: 'top-right', label: 'Top right' },
  { value: 'bottom-left', label: 'Bottom left' },
  { value: 'bottom-right', label: 'Bottom right' },
] as const satisfies readonly { value: BubbleCorner; label: string }[];
const SIZES = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
] as const satisfies readonly { value: BubbleSize; label: string }[];

const selectClass =
  'border-border bg-surface-raised text-foreground focus-visible:ring-ring w-full rounded-lg border px-2 py-2 text-sm outline-none focus-visible:ring-2 disabled:opacity-60';

/** One input's switch, device list and problem. */
function InputRow({
  kind,
  input,
  devices,
  onToggle,
  onDevice,
  onRetry,
  locked,
  children,
}: {
  kind: 'camera' | 'microphone';
  input: MediaInput;
  devices: readonly DeviceChoice[];
  onToggle: (on: boolean) => void;
  onDevice: (deviceId: string) => void;
  onRetry: () => void;
  /** While recording, the device cannot change (the recorder holds its track). */
  locked: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  const Icon = kind === 'camera' ? Camera : Mic;
  const title = kind === 'camera' ? 'Camera' : 'Microphone';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <label
          htmlFor={`${id}-switch`}
          className="text-foreground flex items-center gap-2 text-sm font-medium"
        >
          <Icon className="text-gold-400 size-4" aria-hidden /> {title}
        </label>
        <Switch
          id={`${id}-switch`}
          checked={input.on}
          onCheckedChange={onToggle}
          disabled={locked && kind === 'microphone'}
        />
      </div>
      {input.on && devices.length > 0 && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-device`} className="text-muted-foreground text-xs">
            {title} to use
          </label>
          <select
            id={`${id}-device`}
            value={input.deviceId}
            onChange={(event) => onDevice(event.target.value)}
            disabled={locked && kind === 'microphone'}
            className={selectClass}
          >
            <option value="">System default</option>
            {devices.map((device) => (
              <option key={device.deviceId} value={device.deviceId}>
                {device.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {input.on && input.problem && (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-lg border border-amber-400/30 bg-amber-400/10 p-3 text-sm text-amber-100"
          data-testid={`${kind}-problem`}
        >
          <span>{input.problem}</span>
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RefreshCw aria-hidden /> Try the {kind} again
          </Button>
        </div>
      )}
      {children}
    </div>
  );
}

/** The live microphone level (a native meter, so it is announced as one). */
function MicLevel({ stream }: { stream: MediaStream | null }) {
  const meter = useMicLevel(stream);
  return (
    <div className="flex items-center gap-2">
      <span className="text-muted-foreground text-xs" aria-hidden>
        Level
      </span>
      <meter
        ref={meter}
        min={0}
        max={1}
        low={0.6}
        high={0.9}
        optimum={0.4}
        value={0}
        aria-label="Microphone level"
        className="h-2 flex-1"
        data-testid="mic-level"
      />
    </div>
  );
}

/** The camera (with its bubble) and the microphone (with its level). */
export function InputsPanel({
  inputs,
  bubble,
  onBubble,
  showBubble,
  recording,
}: {
  inputs: MediaInputs;
  bubble: BubbleSettings;
  onBubble: (next: BubbleSettings) => void;
  /** Whether the bubble applies (not when the camera is the whole picture). */
  showBubble: boolean;
  recording: boolean;
}) {
  const id = useId();
  const set = <Key extends keyof BubbleSettings>(key: Key, value: BubbleSettings[Key]) =>
    onBubble({ ...bubble, [key]: value });
  return (
    <div className="flex flex-col gap-5">
      <InputRow
        kind="camera"
        input={inputs.camera}
        devices={inputs.cameras}
        onToggle={inputs.setCameraOn}
        onDevice={inputs.setCameraDevice}
        onRetry={inputs.retryCamera}
        locked={recording}
      >
        {showBubble && inputs.camera.on && (
          <div className="border-border flex flex-col gap-4 rounded-xl border p-3">
            <div className="flex items-center justify-between gap-3">
              <label htmlFor={`${id}-hide`} className="text-foreground text-sm">
                Hide the camera bubble
              </label>
              <Switch
                id={`${id}-hide`}
                checked={bubble.hidden}
                onCheckedChange={(hidden) => set('hidden', hidden)}
              />
            </div>
            {!bubble.hidden && (
              <>
                <VectorChoice
                  legend="Bubble shape"
                  name="bubble-shape"
                  value={bubble.shape}
                  options={SHAPES}
                  onChange={(value) => set('shape', value)}
                />
                <VectorChoice
                  legend="Bubble corner"
                  name="bubble-corner"
                  value={bubble.corner}
                  options={CORNERS}
                  onChange={(value) => set('corner', value)}
                />
                <VectorChoice
                  legend="Bubble size"
                  name="bubble-size"
                  value={bubble.size}
                  options={SIZES}
                  onChange={(value) => set('size', value)}
                />
              </>
            )}
          </div>
        )}
      </InputRow>
      <InputRow
        kind="microphone"
        input={inputs.microphone}
        devices={inputs.microphones}
        onToggle={inputs.setMicrophoneOn}
        onDevice={inputs.setMicrophoneDevice}
        onRetry={inputs.retryMicrophone}
        locked={recording}
      >
        {inputs.microphone.on && <MicLevel stream={inputs.microphone.stream} />}
      </InputRow>
      <p className="text-muted-foreground text-xs">
        Nothing leaves this computer while you record. Recording and downloads are free.
      </p>
    </div>
  );
}
