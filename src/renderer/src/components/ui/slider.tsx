import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** What a screen reader says for the value (e.g. "40 %"); the number itself when left out. */
  'aria-valuetext'?: string;
};

/**
 * A range slider (keyboard: arrows, Page Up/Down, Home/End). Give it an aria-label: it names the
 * thumbs, which carry the slider role (the root is a plain span, where a name is not allowed).
 */
export function Slider({
  className,
  value,
  defaultValue,
  'aria-label': label,
  'aria-valuetext': valueText,
  ...props
}: SliderProps) {
  const thumbs = (value ?? defaultValue ?? [0]).length;
  return (
    <SliderPrimitive.Root
      className={cn(
        'relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50',
        className,
      )}
      value={value}
      defaultValue={defaultValue}
      {...props}
    >
      <SliderPrimitive.Track className="bg-surface-overlay relative h-1.5 w-full grow overflow-hidden rounded-full">
        <SliderPrimitive.Range className="bg-gold-gradient absolute h-full" />
      </SliderPrimitive.Track>
      {Array.from({ length: thumbs }, (_, index) => (
        <SliderPrimitive.Thumb
          key={index}
          aria-label={label}
          aria-valuetext={valueText}
          className="border-gold-300 bg-background shadow-gold focus-visible:ring-ring block size-4 rounded-full border-2 transition-transform hover:scale-110 focus-visible:ring-2 focus-visible:outline-none"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
