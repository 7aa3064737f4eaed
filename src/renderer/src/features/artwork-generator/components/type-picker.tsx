import { ArrowRight, BookImage, Hexagon, Palette } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { GenerationType } from '@contracts/domain/credits';
import { paths } from '@/config/paths';
import { useAtom } from '@/lib/state';
import { choiceAtom } from '../stores/generator-atoms';
import { ChoiceGroup } from './choice-group';

/** The generation types (spec 2.3). */
export const GENERATION_TYPE_LABELS: Record<GenerationType, string> = {
  'ai-art': 'AI Art',
  logo: 'Logo Design',
  cover: 'Cover Art',
};

const options = [
  {
    value: 'ai-art',
    label: GENERATION_TYPE_LABELS['ai-art'],
    icon: <Palette className="text-gold-300 size-4" aria-hidden />,
  },
  {
    value: 'logo',
    label: GENERATION_TYPE_LABELS.logo,
    icon: <Hexagon className="text-gold-300 size-4" aria-hidden />,
  },
  {
    value: 'cover',
    label: GENERATION_TYPE_LABELS.cover,
    icon: <BookImage className="text-gold-300 size-4" aria-hidden />,
  },
] as const;

/** AI Art, Logo Design or Cover Art; Logo Design shows the logo creator promo (spec 2.3). */
export function TypePicker() {
  const [choice, setChoice] = useAtom(choiceAtom);
  return (
    <div className="flex flex-col gap-3">
      <ChoiceGroup<GenerationType>
        legend="Generation type"
        name="generation-type"
        value={choice.type}
        options={options}
        onChange={(type) => setChoice({ ...choice, type })}
      />
      {choice.type === 'logo' && (
        <aside
          aria-label="Professional logo creator"
          className="border-gold-400/40 bg-gold-400/8 flex flex-col gap-2 rounded-xl border p-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="text-gold-100 text-sm font-semibold">Professional Logo Creator</p>
            <p className="text-muted-foreground text-xs">6 styles, HD, vector ready</p>
          </div>
          <Link
            to={paths.logoCreator}
            className="text-gold-300 hover:text-gold-200 inline-flex items-center gap-1 text-sm font-medium"
          >
            Open Logo Creator <ArrowRight className="size-4" aria-hidden />
          </Link>
        </aside>
      )}
    </div>
  );
}
