import { Loader2, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { logoMessages, type LogoDesign } from '@contracts/api/logo';
import type { Engine } from '@contracts/api/photo-tools';
import type { VectorOutput } from '@contracts/api/vector';
import { EngineBadge } from '@/components/photo/run-panel';
import { RunError } from '@/components/photo/preview-parts';
import { useComposedLogo } from '../hooks/use-composed-logo';
import { describeDesign, logoToSave } from '../lib/logo-files';
import { FineTunePanel } from './fine-tune-panel';
import { LogoDownloads } from './logo-downloads';
import { LogoVariants, useSvgUrl } from './logo-variants';

function Preview({ svg, name }: { svg: string; name: string }) {
  const url = useSvgUrl(svg);
  return (
    <div className="border-border flex min-h-56 items-center justify-center rounded-xl border bg-white p-6">
      <img
        src={url}
        alt={`${name} logo`}
        className="h-64 w-full object-contain"
        data-testid="logo-preview"
      />
    </div>
  );
}

/** The fine-tune controls under the preview, in their own labelled section. */
function FineTune({
  design,
  made,
  onChange,
  changed,
}: {
  design: LogoDesign;
  made: LogoDesign;
  onChange: (next: LogoDesign) => void;
  changed: boolean;
}) {
  return (
    <section
      aria-label="Fine-tune"
      className="border-border bg-surface-raised/40 flex flex-col gap-3 rounded-xl border p-4"
    >
      <h3 className="text-foreground flex items-center gap-2 text-sm font-semibold">
        <Wand2 className="text-gold-400 size-4" aria-hidden /> Fine-tune
      </h3>
      <p className="text-muted-foreground text-xs">{logoMessages.fineTuneFree}</p>
      <FineTunePanel
        design={design}
        onChange={onChange}
        onReset={() => onChange(made)}
        changed={changed}
      />
    </section>
  );
}

/**
 * One composed candidate: its preview drawn here from its design, fine-tuning (free, redrawn at
 * once), its versions, downloads and save. Keyed by the candidate: picking another starts afresh.
 */
export function LogoWorkbench({
  design: made,
  output,
  engine,
  fileStem,
}: {
  design: LogoDesign;
  output: VectorOutput;
  engine: Engine;
  fileStem: string;
}) {
  const [design, setDesign] = useState<LogoDesign>(made);
  const { versions, loading, failed, compose } = useComposedLogo(design);
  const changed = JSON.stringify(design) !== JSON.stringify(made);

  if (failed) return <RunError message={logoMessages.fontsFailed} />;
  if (loading || !versions || !compose) {
    return (
      <p role="status" className="text-muted-foreground flex items-center gap-2 py-10 text-sm">
        <Loader2 className="text-gold-400 size-4 animate-spin" aria-hidden /> Loading the fonts…
      </p>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <Preview svg={versions.color.svg} name={design.name} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm" data-testid="logo-description">
          {describeDesign(design)}
        </p>
        <EngineBadge engine={engine} />
      </div>
      {versions.fallback && <p className="text-xs text-amber-300">{logoMessages.fallbackFont}</p>}
      <FineTune design={design} made={made} onChange={setDesign} changed={changed} />
      <LogoVariants
        name={design.name}
        versions={{
          color: versions.color.svg,
          black: versions.black.svg,
          white: versions.white.svg,
          symbol: versions.symbol.svg,
          appIcon: versions.appIcon.svg,
        }}
      />
      <LogoDownloads
        fileStem={fileStem}
        name={design.name}
        svg={versions.color.svg}
        extras={[
          { label: 'Black SVG', suffix: 'black', svg: versions.black.svg },
          { label: 'White SVG', suffix: 'white', svg: versions.white.svg },
          { label: 'Symbol SVG', suffix: 'symbol', svg: versions.symbol.svg },
        ]}
        icons={{
          favicon: compose({ part: 'symbol', bold: true, pixels: 48 }).svg,
          appIcon: versions.appIcon.svg,
        }}
        toSave={logoToSave({ url: output.url, name: design.name, design, engine })}
      />
    </div>
  );
}
