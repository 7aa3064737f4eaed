import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { VectorChoice } from '@/components/vector/vector-choice';
import type { SymbolChoice } from '../lib/logo-brief';
import { IconPicker } from './icon-picker';

type Kind = SymbolChoice['kind'];

/** The symbol a run asks for: suggested from the words, an icon picked, a monogram, or none. */
export function SymbolChoiceField({
  value,
  onChange,
  disabled,
}: {
  value: SymbolChoice;
  onChange: (next: SymbolChoice) => void;
  disabled: boolean;
}) {
  const [picking, setPicking] = useState(false);
  const choose = (kind: Kind) => {
    if (kind === 'icon') setPicking(true);
    else onChange({ kind } as SymbolChoice);
  };
  const picked = value.kind === 'icon' ? value.icon : null;
  return (
    <div className="flex flex-col gap-2">
      <VectorChoice<Kind>
        legend="Symbol"
        name="logo-symbol"
        value={value.kind}
        onChange={choose}
        disabled={disabled}
        options={[
          { value: 'auto', label: 'From the name and industry' },
          { value: 'icon', label: 'Pick an icon' },
          { value: 'monogram', label: 'Monogram' },
          { value: 'none', label: 'No symbol' },
        ]}
      />
      {picked && (
        <div className="flex items-center gap-3 text-sm">
          <span className="text-muted-foreground" data-testid="picked-icon">
            Icon:{' '}
            <span className="text-foreground">{picked.split(':')[1]!.replace(/-/g, ' ')}</span>
          </span>
          <Button variant="ghost" size="sm" onClick={() => setPicking(true)} disabled={disabled}>
            Change icon
          </Button>
        </div>
      )}
      <IconPicker
        open={picking}
        onOpenChange={setPicking}
        selected={picked}
        onPick={(icon) => {
          onChange({ kind: 'icon', icon });
          setPicking(false);
        }}
      />
    </div>
  );
}
