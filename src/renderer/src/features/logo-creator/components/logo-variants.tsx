import { useEffect, useMemo } from 'react';
import { cn } from '@/lib/cn';

/** An SVG text as a blob: URL for as long as it is shown. */
export function useSvgUrl(svg: string): string {
  const url = useMemo(() => URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })), [svg]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return url;
}

function Tile({
  svg,
  label,
  alt,
  dark,
}: {
  svg: string;
  label: string;
  alt: string;
  dark?: boolean;
}) {
  const url = useSvgUrl(svg);
  return (
    <figure className="flex flex-col gap-1.5">
      <div
        className={cn(
          'border-border relative block aspect-[4/3] rounded-lg border',
          dark ? 'bg-[#101014]' : 'bg-white',
        )}
      >
        <img src={url} alt={alt} className="absolute inset-0 size-full object-contain p-2.5" />
      </div>
      <figcaption className="text-muted-foreground text-xs">{label}</figcaption>
    </figure>
  );
}

/** The logo's versions side by side: full colour, black, white on dark, symbol, app icon. */
export function LogoVariants({
  versions,
  name,
}: {
  versions: { color: string; black: string; white: string; symbol: string; appIcon: string };
  name: string;
}) {
  return (
    <div
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5"
      data-testid="logo-variants"
    >
      <Tile svg={versions.color} label="Full colour" alt={`${name}, full colour`} />
      <Tile svg={versions.black} label="Black" alt={`${name}, black`} />
      <Tile svg={versions.white} label="White on dark" alt={`${name}, white on dark`} dark />
      <Tile svg={versions.symbol} label="Symbol" alt={`${name}, symbol only`} />
      <Tile svg={versions.appIcon} label="App icon" alt={`${name}, app icon`} />
    </div>
  );
}
