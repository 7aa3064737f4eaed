import { ArrowRight, Brush, Disc3, PenTool } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { GenerationType } from '@contracts/domain/credits';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const options: { value: GenerationType; label: string; Icon: LucideIcon }[] = [
  { value: 'ai-art', label: 'AI Art', Icon: Brush },
  { value: 'logo', label: 'Logo Design', Icon: PenTool },
  { value: 'cover', label: 'Cover Art', Icon: Disc3 },
];

/** The promo shown with Logo Design (spec 2.3): the professional logo creator. */
export function LogoCreatorPromo() {
  return (
    <div
      className="border-gold-400/30 bg-gold-400/8 rounded-xl border p-4 text-sm"
      data-testid="logo-creator-promo"
    >
      <p className="text-foreground font-semibold">Try the professional Logo Creator</p>
      <ul className="text-muted-foreground mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <li>6 styles</li>
        <li>HD</li>
        <li>Vector ready</li>
      </ul>
      <Link
        to={paths.logoCreator}
        className="text-gold-300 focus-visible:ring-ring mt-3 inline-flex items-center gap-1.5 rounded font-medium outline-none hover:underline focus-visible:ring-2"
      >
        Open the Logo Creator <ArrowRight className="size-3.5" aria-hidden />
      </Link>
    </div>
  );
}

/**
 * The generation-type picker (spec 2.3): AI Art, Logo Design, Cover Art. Choosing Logo Design
 * shows the Logo Creator promo. A radio group, so arrow keys move between the types.
 */
export function GenerationTypePicker({
  value,
  onChange,
  className,
}: {
  value: GenerationType;
  onChange: (value: GenerationType) => void;
  className?: string;
}) {
  const name = useId();
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <fieldset>
        <legend className="text-muted-foreground mb-2 text-xs font-medium">Generation type</legend>
        <div className="grid grid-cols-3 gap-2">
          {options.map(({ value: option, label, Icon }) => (
            <label
              key={option}
              className={cn(
                'has-[:focus-visible]:ring-ring flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border px-2 py-3 text-center text-xs font-medium transition-colors has-[:focus-visible]:ring-2',
                value === option
                  ? 'border-gold-400/70 bg-gold-400/12 text-gold-100'
                  : 'border-border bg-surface-raised text-muted-foreground hover:text-foreground',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
                className="sr-only"
              />
              <Icon className="size-4" aria-hidden />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {value === 'logo' && <LogoCreatorPromo />}
    </div>
  );
}
