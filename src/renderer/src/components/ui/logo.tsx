import { useId } from 'react';
import { cn } from '@/lib/cn';

/** Logo sizes (spec 2.1: sm, md, lg, xl). */
export type LogoSize = 'sm' | 'md' | 'lg' | 'xl';

const markSizes: Record<LogoSize, string> = {
  sm: 'size-7',
  md: 'size-10',
  lg: 'size-16',
  xl: 'size-24',
};

/** The Hive Studio mark: a gold honeycomb cell. Decorative unless given a label. */
export function LogoMark({
  size = 'md',
  className,
  label,
}: {
  size?: LogoSize;
  className?: string;
  label?: string;
}) {
  const gradient = useId();
  return (
    <svg
      viewBox="0 0 64 64"
      className={cn(markSizes[size], className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="0.5" stopColor="#f5b82e" />
          <stop offset="1" stopColor="#b7790a" />
        </linearGradient>
      </defs>
      <polygon
        points="32,4 56.25,18 56.25,46 32,60 7.75,46 7.75,18"
        fill={`url(#${gradient})`}
        stroke={`url(#${gradient})`}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <polygon points="32,14 47.6,23 47.6,41 32,50 16.4,41 16.4,23" fill="#0a0907" />
      <polygon
        points="32,24 38.93,28 38.93,36 32,40 25.07,36 25.07,28"
        fill={`url(#${gradient})`}
      />
    </svg>
  );
}

/** The mark with the word mark beside it. */
export function Logo({ size = 'sm', className }: { size?: LogoSize; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark size={size} />
      <span className="text-foreground text-[1.0625rem] leading-none font-semibold tracking-tight">
        Hive <span className="text-gold-gradient">Studio</span>
      </span>
    </span>
  );
}
