import { useEffect } from 'react';
import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { markToasterMounted } from '@/lib/notify';

/**
 * The toast viewport (spec 9): 3 visible, 356 px wide, 14 px apart, 4 s by default, F8 focuses
 * it, swipe to dismiss. Show toasts through @/lib/notify, which applies the per-kind durations.
 */
export function Toaster() {
  // Runs after sonner's own effects (children first), so its viewport already listens.
  useEffect(() => markToasterMounted(), []);
  return (
    <Sonner
      theme="dark"
      position="bottom-right"
      visibleToasts={3}
      gap={14}
      duration={4000}
      hotkey={['F8']}
      closeButton
      containerAriaLabel="Notifications"
      style={{ '--width': '356px' } as CSSProperties}
      toastOptions={{
        classNames: {
          toast:
            '!rounded-xl !border !border-border !bg-surface-raised !text-foreground !shadow-panel',
          description: '!text-muted-foreground',
          error: '!border-red-400/40',
          success: '!border-emerald-400/30',
          warning: '!border-amber-400/40',
          info: '!border-sky-400/30',
          closeButton: '!border-border !bg-surface-overlay !text-muted-foreground',
        },
      }}
    />
  );
}
