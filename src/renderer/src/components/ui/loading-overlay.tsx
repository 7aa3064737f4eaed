import { authMessages } from '@contracts/messages';
import { cn } from '@/lib/cn';
import { LogoMark } from './logo';
import type { LogoSize } from './logo';

/** The full-screen overlay shown while the auth state loads (spec 2.1): logo, spinning or pulsing, gold 'Loading...'. */
export function LoadingOverlay({
  size = 'lg',
  motion = 'pulse',
}: {
  size?: LogoSize;
  motion?: 'spin' | 'pulse';
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="bg-background bg-hive-glow fixed inset-0 z-[100] flex flex-col items-center justify-center gap-5"
    >
      <LogoMark
        size={size}
        className={cn(
          motion === 'spin' ? 'animate-[spin_1.4s_linear_infinite]' : 'animate-pulse-soft',
        )}
      />
      <p className="text-gold-400 text-sm font-medium tracking-[0.2em] uppercase">
        {authMessages.loading}
      </p>
    </div>
  );
}
