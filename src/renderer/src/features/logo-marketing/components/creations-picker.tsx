import { mockupMessages } from '@contracts/api/logo-mockups';
import { CreationPicker } from '@/components/designs/creation-picker';
import { logosFirst } from '@/lib/designs/picture-designs';
import { paths } from '@/config/paths';
import type { Design } from '@/lib/designs/design-schemas';
import { designFile, readLogoFile } from '../logo-input';
import type { LogoCheck } from '../logo-input';

/** Pick a logo from My Creations; it is read and checked like an upload. */
export function CreationsPicker({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (check: LogoCheck, design: Design) => void;
}) {
  return (
    <CreationPicker
      open={open}
      onOpenChange={onOpenChange}
      title="Your logo from My Creations"
      description="Pick a logo, an SVG or any picture you saved."
      label="Your saved designs"
      empty={mockupMessages.noLogos}
      emptyLink={{ to: paths.logoCreator, label: 'Open the Logo Creator' }}
      readingMessage="Reading the logo…"
      select={logosFirst}
      failure={() => mockupMessages.designUnreadable}
      onPick={async (design, closed) => {
        const check = await readLogoFile(await designFile(design.url, design.name));
        if (closed.aborted) return false;
        if (!check.ok) return check.message;
        onPick(check, design);
        return true;
      }}
    />
  );
}
