import { Crown } from 'lucide-react';
import {
  DISABLED_STYLE_VALUES,
  findStyle,
  findVariant,
  visibleStyles,
} from '@contracts/domain/styles';
import { useAtom, useSetAtom } from '@/lib/state';
import { choiceAtom, selectStyleAtom } from '../stores/generator-atoms';
import { ChoiceGroup } from './choice-group';

const styles = visibleStyles(DISABLED_STYLE_VALUES);

/**
 * The style catalogue (spec 3): categories with premium marks (never blocked, spec 6), then the
 * category's variants. Choosing a category resets the variant to its first; the variant's prompt
 * modifier is shown and added to the prompt on the server.
 */
export function StylePicker() {
  const [choice, setChoice] = useAtom(choiceAtom);
  const selectStyle = useSetAtom(selectStyleAtom);
  const category = findStyle(choice.style);
  const variant = category ? findVariant(category, choice.variant) : undefined;

  return (
    <div className="flex flex-col gap-4">
      <ChoiceGroup
        legend="Style"
        name="style"
        layout="tiles"
        value={choice.style}
        onChange={selectStyle}
        options={styles.map((style) => ({
          value: style.value,
          label: style.label,
          description: style.description,
          badge: style.premium ? (
            <span className="text-gold-300 ml-auto inline-flex items-center" title="Premium style">
              <Crown className="size-3.5" aria-hidden />
              <span className="sr-only">Premium</span>
            </span>
          ) : undefined,
        }))}
      />
      {category && category.variants.length > 1 && (
        <ChoiceGroup
          legend={`${category.label} variant`}
          name="style-variant"
          value={choice.variant}
          onChange={(value) => setChoice({ ...choice, variant: value })}
          options={category.variants.map((item) => ({ value: item.value, label: item.label }))}
        />
      )}
      {variant && (
        <p className="text-muted-foreground border-border rounded-lg border border-dashed px-3 py-2 text-xs">
          <span className="text-foreground/80 font-medium">
            Style modifier added to your prompt:{' '}
          </span>
          <span data-testid="prompt-modifier">{variant.prompt_modifier}</span>
        </p>
      )}
    </div>
  );
}
