import { Download, FileArchive, FileJson, FileText, Loader2, Palette } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  brandMessages,
  brandNoticeMessages,
  type BrandBlueprintResponse,
  type BrandFileKind,
} from '@contracts/api/brand';
import { generatorMessages } from '@contracts/messages';
import { engineModelLabel } from '@contracts/tools/engine-labels';
import { EngineBadge } from '@/components/photo/run-panel';
import { SaveToCreationsButton } from '@/components/designs/save-to-creations-button';
import { Button } from '@/components/ui/button';
import { useBackend } from '@/lib/backend-context';
import { useCreationSaver } from '@/lib/designs/use-creation-saver';
import { notifyError, notifySuccess } from '@/lib/notify';
import { blueprintDetails, blueprintFile } from '../blueprint-details';
import { fetchFile, kitEntry } from '../blueprint-files';
import { BlueprintSections } from './blueprint-sections';

type Answer = BrandBlueprintResponse;

/** The guideline made: its cover, its files to download, Save, and what it holds. */
export function BlueprintResult({ answer, industry }: { answer: Answer; industry: string }) {
  const { platform } = useBackend();
  const { blueprint } = answer;
  const [busy, setBusy] = useState<string | null>(null);
  const cover = blueprintFile(blueprint, 'cover');
  const saver = useCreationSaver(cover?.url ?? '', { savedMessage: brandMessages.saved });
  const guideline = blueprintFile(blueprint, 'guideline');

  const saveBlob = async (key: string, make: () => Promise<{ blob: Blob; name: string }>) => {
    if (!platform) return;
    setBusy(key);
    try {
      const { blob, name } = await make();
      const outcome = await platform.saveFile(blob, name);
      if (outcome.saved) void notifySuccess(brandMessages.downloaded);
      else if (outcome.reason === 'failed') void notifyError(generatorMessages.downloadFailed);
    } catch (error) {
      console.warn('Downloading a blueprint file failed:', error);
      void notifyError(generatorMessages.downloadFailed);
    } finally {
      setBusy(null);
    }
  };

  const download = (kind: BrandFileKind) => {
    const file = blueprintFile(blueprint, kind);
    if (file)
      void saveBlob(kind, async () => ({
        blob: await fetchFile(file.url, file.mime),
        name: file.fileName,
      }));
  };

  const downloadPalette = (extension: 'ase' | 'gpl') => {
    const kit = blueprintFile(blueprint, 'kit');
    if (kit) void saveBlob(extension, () => kitEntry(kit.url, extension));
  };

  const save = () => {
    if (!cover) return;
    void saver.save({
      url: cover.url,
      prompt: `Brand guideline: ${blueprint.name}`,
      type: 'brand-blueprint',
      model: engineModelLabel(answer.engine.kind, answer.engine.name),
      name: `${blueprint.name} brand guideline`,
      tags: ['brand', ...(industry ? [industry.toLowerCase().slice(0, 40)] : [])],
      details: blueprintDetails(blueprint),
    });
  };

  const icon = (key: string, fallback: ReactNode) =>
    busy === key ? <Loader2 className="animate-spin" aria-hidden /> : fallback;

  return (
    <div className="flex flex-col gap-6" data-testid="blueprint-result">
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        {cover && (
          <img
            src={cover.url}
            alt={`Cover of the ${blueprint.name} brand guideline`}
            className="border-border w-full rounded-xl border bg-white"
            data-testid="blueprint-cover"
          />
        )}
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <EngineBadge engine={answer.engine} />
            <span className="text-muted-foreground text-xs">
              {blueprint.pages.length} pages · {blueprint.palette.length} colours ·{' '}
              {blueprint.typography.heading.family} & {blueprint.typography.body.family}
            </span>
          </div>
          <div className="flex flex-col gap-2" role="group" aria-label="Download the guideline">
            <Button
              variant="primary"
              onClick={() => download('guideline')}
              disabled={busy !== null}
            >
              {icon('guideline', <FileText aria-hidden />)} Download guideline (PDF)
            </Button>
            {guideline && (
              <a
                href={guideline.url}
                target="_blank"
                rel="noreferrer"
                className="text-gold-300 focus-visible:ring-ring self-start rounded text-xs underline underline-offset-2 outline-none focus-visible:ring-2"
              >
                Open the PDF in a new tab
              </a>
            )}
            <Button variant="secondary" onClick={() => download('kit')} disabled={busy !== null}>
              {icon('kit', <FileArchive aria-hidden />)} Brand kit (ZIP)
            </Button>
          </div>
          <div className="flex flex-wrap gap-2" role="group" aria-label="Download design files">
            <Button
              variant="outline"
              size="sm"
              onClick={() => download('tokens')}
              disabled={busy !== null}
            >
              {icon('tokens', <FileJson aria-hidden />)} Tokens (JSON)
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => downloadPalette('ase')}
              disabled={busy !== null}
            >
              {icon('ase', <Palette aria-hidden />)} Adobe swatches (ASE)
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => downloadPalette('gpl')}
              disabled={busy !== null}
            >
              {icon('gpl', <Download aria-hidden />)} GIMP palette (GPL)
            </Button>
          </div>
          <SaveToCreationsButton state={saver.state} onSave={save} disabled={!cover} />
        </div>
      </div>
      {blueprint.notices.length > 0 && (
        <ul
          className="flex flex-col gap-1.5"
          aria-label="Notes about this guideline"
          data-testid="blueprint-notices"
        >
          {blueprint.notices.map((notice) => (
            <li
              key={notice}
              className="rounded-lg border border-amber-400/40 bg-amber-400/10 px-3 py-2 text-xs text-amber-200"
            >
              {brandNoticeMessages[notice]}
            </li>
          ))}
        </ul>
      )}
      <BlueprintSections blueprint={blueprint} />
    </div>
  );
}
