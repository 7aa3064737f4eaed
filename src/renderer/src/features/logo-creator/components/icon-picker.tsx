import { Loader2, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { logoMessages } from '@contracts/api/logo';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { iconImageUrl, loadPickableIcons, searchIcons } from '../lib/icon-search';

/** A dialog to pick the symbol from the icon set: a search field and a grid of icons. */
export function IconPicker({
  open,
  onOpenChange,
  selected,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: string | null;
  onPick: (id: string) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const icons = useQuery({
    queryKey: ['logo-icons'],
    queryFn: loadPickableIcons,
    staleTime: Infinity,
    enabled: open,
  });
  const found = useMemo(() => searchIcons(icons.data ?? [], query), [icons.data, query]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Choose a symbol</DialogTitle>
          <DialogDescription>
            Icons from Lucide (ISC licence). Search by name, then pick one.
          </DialogDescription>
        </DialogHeader>
        <div className="relative">
          <Search
            className="text-muted-foreground absolute top-1/2 left-3 size-4 -translate-y-1/2"
            aria-hidden
          />
          <label htmlFor={`${id}-search`} className="sr-only">
            Search icons
          </label>
          <Input
            id={`${id}-search`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="leaf, star, coffee…"
            className="pl-9"
          />
        </div>
        {icons.isPending ? (
          <p role="status" className="text-muted-foreground flex items-center gap-2 py-8 text-sm">
            <Loader2 className="text-gold-400 size-4 animate-spin" aria-hidden /> Loading icons…
          </p>
        ) : found.length === 0 ? (
          <p className="text-muted-foreground py-8 text-sm">{logoMessages.iconSearchEmpty}</p>
        ) : (
          <ul
            className="grid max-h-80 grid-cols-6 gap-2 overflow-y-auto p-1 sm:grid-cols-8"
            aria-label="Icons"
          >
            {found.map((icon) => (
              <li key={icon.id}>
                <button
                  type="button"
                  onClick={() => onPick(icon.id)}
                  aria-pressed={icon.id === selected}
                  aria-label={icon.name.replace(/-/g, ' ')}
                  title={icon.name.replace(/-/g, ' ')}
                  className={cn(
                    'border-border hover:border-gold-400/60 focus-visible:ring-ring flex aspect-square w-full items-center justify-center rounded-lg border bg-white p-2 outline-none focus-visible:ring-2',
                    icon.id === selected && 'ring-gold-400 ring-2',
                  )}
                  data-testid="icon-choice"
                >
                  <img src={iconImageUrl(icon, '#111111')} alt="" className="size-full" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
