import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { logoMessages } from '@contracts/api/logo';
import type { Engine } from '@contracts/api/photo-tools';
import type { VectorOutput } from '@contracts/api/vector';
import { vectorToolMessages } from '@contracts/messages';
import { EngineBadge } from '@/components/photo/run-panel';
import { RunError } from '@/components/photo/preview-parts';
import { ColorSwatches } from '@/components/vector/color-swatches';
import {
  browserXml,
  listSvgColors,
  swapSvgColor,
  unsafeSvgReason,
} from '@/components/vector/svg-text';
import { getVectorSvgQueryOptions } from '@/components/vector/vector-result';
import { logoToSave } from '../lib/logo-files';
import { LogoDownloads } from './logo-downloads';
import { useSvgUrl } from './logo-variants';

function Shown({ svg, name }: { svg: string; name: string }) {
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

/** A candidate the cloud model drew and the vectorizer traced: its colours can be swapped. */
export function TracedLogo({
  output,
  engine,
  name,
  fileStem,
}: {
  output: VectorOutput;
  engine: Engine;
  name: string;
  fileStem: string;
}) {
  const xml = useMemo(() => browserXml(), []);
  const { data: original, isPending } = useQuery(getVectorSvgQueryOptions(output.url));
  const [edited, setEdited] = useState<string | null>(null);
  if (isPending) {
    return (
      <p role="status" className="text-muted-foreground flex items-center gap-2 py-10 text-sm">
        <Loader2 className="text-gold-400 size-4 animate-spin" aria-hidden /> Reading the SVG…
      </p>
    );
  }
  if (!original || unsafeSvgReason(original, xml) !== null)
    return <RunError message={vectorToolMessages.unreadableResult} />;
  const svg = edited ?? original;
  return (
    <div className="flex flex-col gap-5">
      <Shown svg={svg} name={name} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm">{logoMessages.tracedOnly}</p>
        <EngineBadge engine={engine} />
      </div>
      <ColorSwatches
        colors={listSvgColors(svg, xml)}
        edited={edited !== null}
        onSwap={(from, to) => setEdited(swapSvgColor(svg, from, to, xml))}
        onReset={() => setEdited(null)}
      />
      <LogoDownloads
        fileStem={fileStem}
        name={name}
        svg={svg}
        extras={[]}
        icons={{ favicon: svg, appIcon: svg }}
        toSave={logoToSave({ url: output.url, name, design: null, engine })}
      />
    </div>
  );
}
