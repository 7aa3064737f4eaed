// The small controls of the editor's side panels, in one compact dark style: a titled section, a
// number box (typed values apply on Enter or leaving the box; arrows step, Shift ×10), a slider
// with its value and a reset, a colour (picker plus hex code), an on/off switch, a select and a
// pressed-state icon button. Each reports a gesture key with its changes, so one drag of a slider
// or one visit to a box is one undo step. A locked layer disables every control through context.
import { RotateCcw } from 'lucide-react';
import { createContext, useContext, useId, useRef, useState } from 'react';
import type { ComponentProps, KeyboardEvent, ReactNode } from 'react';
import { Slider } from '@/components/ui/slider';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { clampValue, roundTo } from './panel-math';

/** True inside a panel whose layer is locked: every control is disabled. */
export const PanelDisabled = createContext(false);

const useDisabled = (disabled?: boolean): boolean => useContext(PanelDisabled) || !!disabled;

let gestures = 0;

/** A coalesce key no earlier gesture of this session used. */
export function newGestureKey(prefix = 'panel'): string {
  gestures += 1;
  return `${prefix}:${gestures}`;
}

/**
 * A key per gesture: the same until `end()` (a slider released, a box left), then a new one, so
 * changes in one gesture coalesce into one undo step and the next gesture makes its own.
 */
export function useGestureKey(): { key: () => string; end: () => void } {
  const current = useRef<string | null>(null);
  return {
    key: () => (current.current ??= newGestureKey()),
    end: () => {
      current.current = null;
    },
  };
}

const CONTROL_KEYS = new Set([
  ' ',
  'Enter',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * Keeps the keys a focused control uses (Space on a button or a switch, arrows on a slider or a
 * select) from reaching the editor's window shortcuts (Space pans, arrows nudge the layer).
 * Give it to a panel's root `onKeyDown`.
 */
export function keepControlKeys(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (target === event.currentTarget || !CONTROL_KEYS.has(event.key)) return;
  if (event.ctrlKey || event.metaKey) return;
  const interactive = target.closest(
    'button, select, input, textarea, [role="slider"], [role="switch"], [role="row"], [role="gridcell"]',
  );
  if (interactive) event.stopPropagation();
}

/** The compact input look of the panels. */
export const panelInputClassName =
  'border-border bg-surface-raised text-foreground placeholder:text-subtle-foreground h-8 w-full min-w-0 rounded-md border px-2 text-xs tabular-nums outline-none transition-colors hover:border-border-strong focus-visible:border-gold-400/70 focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none';

/** A titled group of controls. */
export function PanelSection({
  title,
  children,
  action,
  className,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('border-border flex flex-col gap-2.5 border-b py-3 last:border-b-0', className)}
    >
      <div className="flex min-h-6 items-center justify-between gap-2">
        <h3
          id={id}
          className="text-muted-foreground text-[0.6875rem] font-semibold tracking-widest uppercase"
        >
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * A number box. `value` null shows "Mixed" (several layers differ). Typing applies on Enter or
 * on leaving the box (Escape puts the value back); Up/Down step by `step` (×10 with Shift) and
 * apply at once, one undo step per visit.
 */
export function NumberField({
  label,
  short,
  value,
  onCommit,
  min = -Infinity,
  max = Infinity,
  step = 1,
  precision = 2,
  suffix,
  disabled,
  className,
}: {
  /** What the box is called ("Width"); shown unless `short` is given. */
  label: string;
  /** A shorter visible label ("W"); screen readers still hear `label`. */
  short?: string;
  value: number | null;
  onCommit: (value: number, coalesceKey: string) => void;
  min?: number;
  max?: number;
  step?: number;
  precision?: number;
  suffix?: string;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  const off = useDisabled(disabled);
  const gesture = useGestureKey();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === null ? '' : String(roundTo(value, precision)));

  const commit = (text: string): void => {
    const parsed = Number.parseFloat(text.replace(',', '.'));
    if (!Number.isFinite(parsed)) return;
    const next = clampValue(parsed, min, max);
    if (value === null || Math.abs(next - value) > 1e-9) onCommit(next, gesture.key());
  };

  return (
    <div
      className={cn(
        'border-border bg-surface-raised focus-within:border-gold-400/70 focus-within:ring-ring/40 flex h-8 min-w-0 items-center rounded-md border pl-2 focus-within:ring-2',
        off && 'opacity-50',
        className,
      )}
    >
      <label
        htmlFor={id}
        className="text-muted-foreground shrink-0 pr-1.5 text-[0.6875rem] font-medium select-none"
      >
        {short ? (
          <>
            <span aria-hidden>{short}</span>
            <span className="sr-only">{label}</span>
          </>
        ) : (
          label
        )}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        value={shown}
        placeholder={value === null ? 'Mixed' : undefined}
        min={Number.isFinite(min) ? min : undefined}
        max={Number.isFinite(max) ? max : undefined}
        step={step}
        disabled={off}
        onFocus={() => gesture.end()}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft !== null) commit(draft);
          setDraft(null);
          gesture.end();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            if (draft !== null) commit(draft);
            setDraft(null);
            gesture.end();
          } else if (event.key === 'Escape') {
            if (draft !== null) event.stopPropagation();
            setDraft(null);
          } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
            event.preventDefault();
            const base = draft !== null ? Number.parseFloat(draft) : (value ?? 0);
            const delta = (event.key === 'ArrowUp' ? 1 : -1) * step * (event.shiftKey ? 10 : 1);
            const next = clampValue(
              roundTo((Number.isFinite(base) ? base : 0) + delta, 6),
              min,
              max,
            );
            setDraft(null);
            onCommit(next, gesture.key());
          }
        }}
        className="text-foreground placeholder:text-subtle-foreground h-full w-full min-w-0 [appearance:textfield] bg-transparent pr-1 text-xs tabular-nums outline-none disabled:cursor-not-allowed [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      {suffix && (
        <span aria-hidden className="text-subtle-foreground shrink-0 pr-2 text-[0.6875rem]">
          {suffix}
        </span>
      )}
    </div>
  );
}

/** A labelled slider showing its value, with a reset to `defaultValue` when it has one. */
export function SliderField({
  label,
  value,
  min,
  max,
  step,
  onChange,
  format = (v) => String(roundTo(v)),
  defaultValue,
  disabled,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number, coalesceKey: string) => void;
  format?: (value: number) => string;
  defaultValue?: number;
  disabled?: boolean;
}) {
  const off = useDisabled(disabled);
  const gesture = useGestureKey();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="text-foreground/90">{label}</span>
        <span className="flex items-center gap-1">
          <output className="text-muted-foreground tabular-nums" aria-live="off">
            {format(value)}
          </output>
          {defaultValue !== undefined && (
            <IconButton
              label={`Reset ${label.toLowerCase()}`}
              disabled={off || value === defaultValue}
              onClick={() => {
                gesture.end();
                onChange(defaultValue, gesture.key());
                gesture.end();
              }}
              className="size-6"
            >
              <RotateCcw className="size-3" aria-hidden />
            </IconButton>
          )}
        </span>
      </div>
      <Slider
        className="h-4"
        aria-label={label}
        aria-valuetext={format(value)}
        min={min}
        max={max}
        step={step}
        value={[value]}
        disabled={off}
        onValueChange={([next]) => {
          if (next !== undefined && next !== value) onChange(next, gesture.key());
        }}
        onValueCommit={() => gesture.end()}
      />
    </div>
  );
}

/** The colours the pickers accept: #rrggbb, with an optional alpha pair. */
const HEX = /^#?([0-9a-fA-F]{6})([0-9a-fA-F]{2})?$/;

/** `text` as a #rrggbb(aa) colour, or null when it is not one. */
export function parseHex(text: string): string | null {
  const match = HEX.exec(text.trim());
  return match ? `#${match[1]}${match[2] ?? ''}`.toLowerCase() : null;
}

/** A colour: the system picker and its hex code (applied on Enter or leaving the box). */
export function ColourField({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string, coalesceKey: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const off = useDisabled(disabled);
  const gesture = useGestureKey();
  const [draft, setDraft] = useState<string | null>(null);
  const alpha = value.length === 9 ? value.slice(7) : '';
  const commit = (): void => {
    const parsed = draft === null ? null : parseHex(draft);
    setDraft(null);
    if (parsed && parsed !== value.toLowerCase()) onChange(parsed, gesture.key());
    gesture.end();
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-foreground/90 min-w-0 flex-1 truncate text-xs">
        {label}
      </label>
      <input
        id={id}
        type="color"
        value={value.slice(0, 7)}
        disabled={off}
        onChange={(event) => onChange(`${event.target.value}${alpha}`, gesture.key())}
        onBlur={() => gesture.end()}
        className="border-border-strong focus-visible:ring-ring size-8 shrink-0 cursor-pointer rounded-md border bg-transparent p-0.5 outline-none focus-visible:ring-2 disabled:cursor-not-allowed disabled:opacity-50"
      />
      <input
        type="text"
        aria-label={`${label} hex code`}
        value={draft ?? value}
        disabled={off}
        spellCheck={false}
        maxLength={9}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          else if (event.key === 'Escape' && draft !== null) {
            event.stopPropagation();
            setDraft(null);
          }
        }}
        aria-invalid={draft !== null && parseHex(draft) === null ? true : undefined}
        className={cn(panelInputClassName, 'w-24 shrink-0 font-mono uppercase')}
      />
    </div>
  );
}

/** A labelled on/off switch on one row. */
export function SwitchRow({
  label,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const off = useDisabled(disabled);
  return (
    <div className="flex items-center justify-between gap-2">
      <label htmlFor={id} className="text-foreground/90 text-xs">
        {label}
      </label>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={off}
        className="h-5 w-9 [&>span]:size-4 [&>span]:data-[state=checked]:translate-x-4"
      />
    </div>
  );
}

/** A labelled native select. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const off = useDisabled(disabled);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-foreground/90 w-20 shrink-0 text-xs">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={off}
        onChange={(event) => onChange(event.target.value as V)}
        className={cn(panelInputClassName, 'cursor-pointer pr-1')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} className="bg-surface">
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A small icon button, named by `label` (shown as its tooltip too); `pressed` makes it a toggle. */
export function IconButton({
  label,
  pressed,
  className,
  children,
  disabled,
  ...props
}: Omit<ComponentProps<'button'>, 'aria-label' | 'aria-pressed'> & {
  label: string;
  pressed?: boolean;
}) {
  const off = useDisabled(disabled);
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={off}
      className={cn(
        'text-muted-foreground hover:text-foreground focus-visible:ring-ring inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md transition-colors outline-none hover:bg-white/6 focus-visible:ring-2 disabled:pointer-events-none disabled:opacity-40 [&_svg:not([class*="size-"])]:size-4',
        pressed && 'bg-gold-400/15 text-gold-300 hover:text-gold-200',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}
