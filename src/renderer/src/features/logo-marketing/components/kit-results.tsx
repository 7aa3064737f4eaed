import { Loader2, PackageOpen } from 'lucide-react';
import { useMemo, useState } from 'react';
import { mockupMessages, type BrandDetails, type Kit } from '@contracts/api/logo-mockups';
import type { Engine } from '@contracts/api/photo-tools';
import { generatorMessages } from '@contracts/messages';
import { SaveToCreationsButton } from '@/components/designs/save-to-creations-button';
import { EngineBadge } from '@/components/photo/run-panel';
import { formatBytes } from '@/components/vector/svg-text';
import { Button } from '@/components/ui/button';
import { useBackend } from '@/lib/backend-context';
import { useCreationSaver } from '@/lib/designs/use-creation-saver';
import { notifyError, notifySuccess } from '@/lib/notify';
import { fileStem, kitDesign } from '../api/kit-api';
import { KitItemCard } from './kit-item-card';

/** A kit on screen: what made it and whether it is already in My Creations (a reopened kit). */
export type ShownKit = { kit: Kit; brand: BrandDetails; engine: Engine; saved: boolean };

/** The kit: its downloads (everything as one ZIP, or each item), Save, and the item grid. */
export function KitResults({ shown }: { shown: ShownKit }) {
  const { kit, brand, engine } = shown;
  const { platform, supabase } = useBackend();
  // A kit is one save: its ZIP's path names it. Its picture's URL is signed afresh for each save,
  // so there is no earlier save with the same URL to look for.
  const saver = useCreationSaver(kit.zip.path, {
    savedMessage: mockupMessages.saved,
    checkDuplicate: false,
  });
  const [signing, setSigning] = useState(false);
  const [zipBusy, setZipBusy] = useState(false);
  const stem = fileStem(brand.name);
  const mockups = useMemo(() => kit.items.filter((item) => item.group === 'mockup'), [kit]);
  const social = useMemo(() => kit.items.filter((item) => item.group === 'social'), [kit]);

  const saveUrl = async (url: string, name: string) => {
    if (!platform) return;
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
      const outcome = await platform.saveFile(await response.blob(), name);
      if (outcome.saved) void notifySuccess(mockupMessages.downloaded);
      else if (outcome.reason === 'failed') void notifyError(mockupMessages.downloadFailed);
    } catch (error) {
      console.warn('Downloading a kit file failed:', error);
      void notifyError(mockupMessages.downloadFailed);
    }
  };

  const downloadZip = async () => {
    if (!kit.zip.url) return;
    setZipBusy(true);
    try {
      await saveUrl(kit.zip.url, `${stem}-mockup-kit.zip`);
    } finally {
      setZipBusy(false);
    }
  };

  const save = async () => {
    if (!supabase) return;
    setSigning(true);
    try {
      const design = await kitDesign(supabase, { kit, brand, engine });
      await saver.save(design);
    } catch (error) {
      console.warn('Signing the kit’s picture failed:', error);
      void notifyError(generatorMessages.saveFailed);
    } finally {
      setSigning(false);
    }
  };

  return (
    <div className="flex flex-col gap-6" data-testid="kit-results">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="primary"
          onClick={() => void downloadZip()}
          disabled={zipBusy || !kit.zip.url}
        >
          {zipBusy ? <Loader2 className="animate-spin" aria-hidden /> : <PackageOpen aria-hidden />}
          Download all (ZIP · {formatBytes(kit.zip.bytes)})
        </Button>
        <SaveToCreationsButton
          state={shown.saved ? 'saved' : signing ? 'saving' : saver.state}
          onSave={() => void save()}
        />
        <EngineBadge engine={engine} />
      </div>
      <section aria-labelledby="kit-mockups" className="flex flex-col gap-3">
        <h3 id="kit-mockups" className="text-foreground text-base font-semibold">
          Mockups{' '}
          <span className="text-muted-foreground text-sm font-normal">· {mockups.length}</span>
        </h3>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {mockups.map((item) => (
            <KitItemCard
              key={item.id}
              item={item}
              stem={stem}
              onSave={saveUrl}
              signatureHtml={item.id === 'email-signature' ? kit.signatureHtml : undefined}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="kit-social" className="flex flex-col gap-3">
        <h3 id="kit-social" className="text-foreground text-base font-semibold">
          Social kit{' '}
          <span className="text-muted-foreground text-sm font-normal">
            · each platform’s own size
          </span>
        </h3>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {social.map((item) => (
            <KitItemCard key={item.id} item={item} stem={stem} onSave={saveUrl} />
          ))}
        </ul>
      </section>
      <details className="border-border rounded-xl border p-3">
        <summary className="text-foreground cursor-pointer text-sm font-medium">
          Email signature HTML
        </summary>
        <p className="text-muted-foreground mt-2 text-xs">{mockupMessages.signatureHint}</p>
        <pre
          // Scrollable: it takes focus so the keyboard can scroll it (axe scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label="Signature HTML"
          className="bg-surface-raised text-muted-foreground focus-visible:ring-ring mt-2 max-h-64 overflow-auto rounded-lg p-3 text-xs whitespace-pre-wrap outline-none focus-visible:ring-2"
          data-testid="signature-html"
        >
          {kit.signatureHtml}
        </pre>
      </details>
    </div>
  );
}
