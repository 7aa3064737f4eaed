import { Avatar as AvatarPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A round 40 px avatar (spec 9); shows the fallback until and unless the image loads. */
export function Avatar({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'ring-gold-400/40 relative flex size-10 shrink-0 overflow-hidden rounded-full ring-1',
        className,
      )}
      {...props}
    />
  );
}

/** The picture. */
export function AvatarImage({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image
      className={cn('aspect-square size-full object-cover', className)}
      {...props}
    />
  );
}

/** What shows instead: an icon while there is no image, the initial when it fails. */
export function AvatarFallback({
  className,
  ...props
}: ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      className={cn(
        'bg-surface-overlay text-gold-300 flex size-full items-center justify-center text-sm font-semibold',
        className,
      )}
      {...props}
    />
  );
}
