import { Download, FileArchive, FileImage, Loader2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { logoMessages } from '@contracts/api/logo';
import { generatorMessages, vectorToolMessages } from '@contracts/messages';
import type { NewDesign } from '@/lib/designs/design-schemas';
import { SaveToCreationsButton } from '@/components/designs/save-to-creations-button';
import { Button } from '@/components/ui/button';
import { svgToPng } from '@/components/vector/svg-raster';
import { browserXml, svgPixelSize } from '@/components/vector/svg-text';
import { useBackend } from '@/lib/backend-context';
import { useCreationSaver } from '@/lib/designs/use-creation-saver';
import { notifyError, notifySuccess } from '@/lib/notify';
import { buildIconPack } from '../lib/icon-pack';

/** The HD PNG's longest side. */
export const HD_SIDE = 2048;

/** One SVG download besides the main one (black, white, symbol). */
export type ExtraSvg = { label: string; suffix: string; svg: string };

/**
 * A logo's downloads and its save: the SVG (outlines, no fonts needed), a transparent PNG at
 * 2048 px, the other versions as SVGs, the icon set as one ZIP, and Save to My Creations.
 */
export function LogoDownloads({
  fileStem,
  name,
  svg,
  extras,
  icons,
  toSave,
}: {
  fileStem: string;
  name: string;
  svg: string;
  extras: readonly ExtraSvg[];
  icons: { favicon: string; appIcon: string };
  /** What Save keeps (it changes as the logo is fine-tuned, and Save is offered again). */
  toSave: NewDesign;
}) {
  const { platform } = useBackend();
  const xml = useMemo(() => browserXml(), []);
  const [busy, setBusy] = useState<string | null>(null);
  // Each fine-tuned design can be saved once: the stored SVG stays the same, its details change.
  const saver = useCreationSaver(JSON.stringify(toSave), { checkDuplicate: false });

  const saveFile = async (
    blob: Blob,
    file: string,
    done: string = vectorToolMessages.downloaded,
  ) => {
    if (!platform) return;
    const outcome = await platform.saveFile(blob, file);
    if (outcome.saved) void notifySuccess(done);
    else if (outcome.reason === 'failed') void notifyError(generatorMessages.downloadFailed);
  };

  const withBusy = async (id: string, work: () => Promise<void>) => {
    setBusy(id);
    try {
      await work();
    } catch (error) {
      console.warn('A logo download failed:', error);
      void notifyError(vectorToolMessages.pngFailed);
    } finally {
      setBusy(null);
    }
  };

  const png = (text: string, side: number) => {
    const own = svgPixelSize(text, xml) ?? { width: side, height: side };
    const scale = side / Math.max(own.width, own.height);
    return svgToPng(
      text,
      { width: Math.round(own.width * scale), height: Math.round(own.height * scale) },
      xml,
    );
  };

  const iconSet = () =>
    withBusy('icons', async () => {
      const draw = async (text: string, size: number) =>
        new Uint8Array(
          await (await svgToPng(text, { width: size, height: size }, xml)).arrayBuffer(),
        );
      const zip = await buildIconPack(name, icons, draw);
      await saveFile(
        new Blob([zip.slice()], { type: 'application/zip' }),
        `${fileStem}-icons.zip`,
        logoMessages.faviconReady,
      );
    });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="primary"
          disabled={busy !== null}
          onClick={() =>
            void withBusy('svg', () =>
              saveFile(new Blob([svg], { type: 'image/svg+xml' }), `${fileStem}.svg`),
            )
          }
        >
          {busy === 'svg' ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <Download aria-hidden />
          )}
          Download SVG
        </Button>
        <Button
          variant="secondary"
          disabled={busy !== null}
          onClick={() =>
            void withBusy('png', async () =>
              saveFile(await png(svg, HD_SIDE), `${fileStem}-hd.png`),
            )
          }
          data-testid="png-hd"
        >
          {busy === 'png' ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <FileImage aria-hidden />
          )}
          PNG HD
          <span className="text-muted-foreground text-xs font-normal">
            {HD_SIDE} px, transparent
          </span>
        </Button>
        <Button variant="secondary" disabled={busy !== null} onClick={() => void iconSet()}>
          {busy === 'icons' ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <FileArchive aria-hidden />
          )}
          Favicon and app icons (ZIP)
        </Button>
        <SaveToCreationsButton state={saver.state} onSave={() => void saver.save(toSave)} />
      </div>
      {extras.length > 0 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Other versions as SVG">
          {extras.map((extra) => (
            <Button
              key={extra.suffix}
              variant="outline"
              size="sm"
              disabled={busy !== null}
              onClick={() =>
                void withBusy(extra.suffix, () =>
                  saveFile(
                    new Blob([extra.svg], { type: 'image/svg+xml' }),
                    `${fileStem}-${extra.suffix}.svg`,
                  ),
                )
              }
            >
              <Download aria-hidden /> {extra.label}
            </Button>
          ))}
        </div>
      )}
      <p className="text-muted-foreground text-xs">
        The SVG is outlines only: it looks the same everywhere, with no fonts to install. The icon
        set holds favicon.ico (16, 32, 48 px) and PNGs from 16 to 1024 px.
      </p>
    </div>
  );
}
