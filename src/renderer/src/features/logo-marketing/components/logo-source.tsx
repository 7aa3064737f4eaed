import { FolderHeart, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { CHECKERBOARD } from '@/components/photo/preview-parts';
import { usePasteImage } from '@/components/studio/use-paste-image';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { notifyError, notifyInfo } from '@/lib/notify';
import { readLogoFile } from '../logo-input';
import type { LogoCheck, LogoInput } from '../logo-input';
import { CreationsPicker } from './creations-picker';
import { LogoDropZone } from './logo-drop-zone';

/** The picked logo on a checkerboard (transparency shows), with its name and size. */
function PickedLogo({ logo }: { logo: LogoInput }) {
  const url = useMemo(() => URL.createObjectURL(logo.pngBlob), [logo]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <figure
      className="border-border flex items-center gap-3 rounded-xl border p-2"
      data-testid="picked-logo"
    >
      <img
        src={url}
        alt={`Your logo: ${logo.name}`}
        className={cn('size-20 rounded-lg object-contain', CHECKERBOARD)}
      />
      <figcaption className="text-muted-foreground min-w-0 text-sm">
        <span className="text-foreground block truncate font-medium">{logo.name}</span>
        {logo.kind === 'svg' ? 'SVG' : 'Picture'} · {logo.width} × {logo.height}
      </figcaption>
    </figure>
  );
}

/** Where the logo comes from: an upload (drop, pick or paste) or a design from My Creations. */
export function LogoSource({
  logo,
  onLogo,
  disabled,
}: {
  logo: LogoInput | null;
  onLogo: (logo: LogoInput | null) => void;
  disabled: boolean;
}) {
  const [checking, setChecking] = useState(false);
  const [picking, setPicking] = useState(false);
  const busy = disabled || checking;

  const accept = (check: LogoCheck) => {
    if (!check.ok) {
      void notifyError(check.message);
      return;
    }
    onLogo(check.logo);
    void notifyInfo(`Logo: ${check.logo.name}`);
  };

  const take = async (files: File[]) => {
    const [file] = files;
    if (!file) return;
    setChecking(true);
    try {
      accept(await readLogoFile(file));
    } finally {
      setChecking(false);
    }
  };

  usePasteImage({
    disabled: busy,
    onFiles: (files) => void take(files),
    onRefused: (message) => void notifyError(message),
  });

  return (
    <div className="flex flex-col gap-4">
      <LogoDropZone onFiles={(files) => void take(files)} disabled={busy} />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => setPicking(true)} disabled={busy}>
          <FolderHeart aria-hidden /> From My Creations
        </Button>
        {logo && (
          <Button variant="ghost" size="sm" onClick={() => onLogo(null)} disabled={busy}>
            <X aria-hidden /> Clear
          </Button>
        )}
        {checking && (
          <span role="status" className="text-muted-foreground text-xs">
            Reading the logo…
          </span>
        )}
      </div>
      {logo && <PickedLogo logo={logo} />}
      <CreationsPicker
        open={picking}
        onOpenChange={setPicking}
        onPick={(check) => {
          setPicking(false);
          accept(check);
        }}
      />
    </div>
  );
}
