import { LOGO_PALETTES, type LogoPaletteId } from '@contracts/api/logo';
import { VectorChoice } from '@/components/vector/vector-choice';
import { DEFAULT_OWN_COLOURS, type ColourChoice } from '../lib/logo-brief';

type Option = 'style' | 'custom' | 'surprise' | LogoPaletteId;

const OWN_LABELS = ['Symbol colour', 'Words colour', 'Detail colour'] as const;

function Strip({ colors }: { colors: readonly string[] }) {
  return (
    <span className="border-border flex h-5 w-fit overflow-hidden rounded-md border" aria-hidden>
      {colors.map((color, index) => (
        <span key={index} className="w-6" style={{ backgroundColor: color }} />
      ))}
    </span>
  );
}

/** The colours a run uses: the style's own palettes, a preset, one's own three, or surprise. */
export function ColourChoiceField({
  value,
  onChange,
  disabled,
}: {
  value: ColourChoice;
  onChange: (next: ColourChoice) => void;
  disabled: boolean;
}) {
  const option: Option = value.mode === 'preset' ? value.preset : value.mode;
  const choose = (next: Option) => {
    if (next === 'style' || next === 'surprise') onChange({ mode: next });
    else if (next === 'custom')
      onChange({
        mode: 'custom',
        colors: value.mode === 'custom' ? value.colors : DEFAULT_OWN_COLOURS,
      });
    else onChange({ mode: 'preset', preset: next });
  };
  return (
    <div className="flex flex-col gap-2">
      <VectorChoice<Option>
        legend="Colours"
        name="logo-colours"
        value={option}
        onChange={choose}
        disabled={disabled}
        options={[
          { value: 'style', label: 'The style’s own' },
          ...(
            Object.entries(LOGO_PALETTES) as [
              LogoPaletteId,
              (typeof LOGO_PALETTES)[LogoPaletteId],
            ][]
          ).map(([id, palette]) => ({ value: id, label: palette.label })),
          { value: 'custom', label: 'My colours' },
          { value: 'surprise', label: 'Surprise me' },
        ]}
      />
      {value.mode === 'preset' && (
        <Strip colors={Object.values(LOGO_PALETTES[value.preset].colors)} />
      )}
      {value.mode === 'style' && (
        <p className="text-muted-foreground text-xs">
          Each logo takes one of the style’s palettes.
        </p>
      )}
      {value.mode === 'surprise' && (
        <p className="text-muted-foreground text-xs">Each logo gets a new palette of its own.</p>
      )}
      {value.mode === 'custom' && (
        <div className="flex flex-wrap gap-4" data-testid="own-colours">
          {value.colors.map((color, index) => (
            <label key={index} className="text-muted-foreground flex items-center gap-2 text-xs">
              <input
                type="color"
                value={color}
                disabled={disabled}
                onChange={(event) =>
                  onChange({
                    mode: 'custom',
                    colors: value.colors.map((old, at) =>
                      at === index ? event.target.value : old,
                    ) as [string, string, string],
                  })
                }
                className="border-border-strong focus-visible:ring-ring size-9 cursor-pointer rounded-md border bg-transparent p-0.5 outline-none focus-visible:ring-2"
              />
              {OWN_LABELS[index]}
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
