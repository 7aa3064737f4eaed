import { Eye, ImagePlus, Palette, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { enhancementMessages, photoToolMessages } from '@contracts/messages';
import { resultFileName, resultTags } from '@/components/photo/photo-output';
import { usePhotoTool } from '@/components/photo/use-photo-tool';
import { ToolStudio } from '@/components/studio/tool-studio';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { backgroundPlacements, backgroundSizes } from '@contracts/api/photo-tools';
import {
  backgroundRequest,
  DEFAULT_LAYOUT,
  PROMPT_MAX,
  PROMPT_SUGGESTIONS,
} from '../background-request';
import type { BackgroundLayout, BackgroundMode } from '../background-request';

const COST = CREDIT_COSTS['background-generate'];

/** Upload; describe a scene or pick a colour; shadow on or off; run; compare and download. */
export function GeneratorStudio() {
  const [mode, setMode] = useState<BackgroundMode>('prompt');
  const [prompt, setPrompt] = useState('');
  const [color, setColor] = useState('#f5b82e');
  const [shadow, setShadow] = useState(true);
  const [layout, setLayout] = useState<BackgroundLayout>(DEFAULT_LAYOUT);
  const request = backgroundRequest({ mode, prompt, color, shadow, layout });

  const photos = usePhotoTool({
    tool: 'background-generator',
    buildBody: (_photo, image) => ({ image, ...request.body }),
    onAccepted: ([photo]) => {
      if (photo) void notifyInfo(enhancementMessages.selected(photo.file.name));
    },
    onDone: () => void notifySuccess(photoToolMessages.backgroundGenerated),
    onFailed: (_item, error) => {
      if (!error.cancelled) void notifyError(error.message);
    },
  });

  const settings = (
    <>
      <Tabs value={mode} onValueChange={(value) => setMode(value === 'color' ? 'color' : 'prompt')}>
        <TabsList aria-label="Kind of background">
          <TabsTrigger value="prompt">Describe a scene</TabsTrigger>
          <TabsTrigger value="color">Plain colour</TabsTrigger>
        </TabsList>
        <TabsContent value="prompt" className="flex flex-col gap-2">
          <label htmlFor="background-prompt" className="text-foreground text-sm font-medium">
            Scene description
          </label>
          <textarea
            id="background-prompt"
            value={prompt}
            maxLength={PROMPT_MAX}
            onChange={(event) => setPrompt(event.target.value.slice(0, PROMPT_MAX))}
            rows={3}
            placeholder="e.g. a marble table in soft morning light"
            className="border-border bg-surface-raised text-foreground placeholder:text-subtle-foreground focus-visible:ring-ring rounded-lg border p-3 text-sm outline-none focus-visible:ring-2"
          />
          <div className="flex items-center justify-between gap-2">
            <div className="flex flex-wrap gap-1.5">
              {PROMPT_SUGGESTIONS.map((suggestion) => (
                <button
                  key={suggestion}
                  type="button"
                  onClick={() => setPrompt(suggestion)}
                  className="border-border text-muted-foreground hover:border-gold-400/50 hover:text-foreground focus-visible:ring-ring rounded-full border px-2.5 py-1 text-xs outline-none focus-visible:ring-2"
                >
                  {suggestion}
                </button>
              ))}
            </div>
            <span className="text-subtle-foreground shrink-0 text-xs tabular-nums">
              {prompt.length}/{PROMPT_MAX}
            </span>
          </div>
        </TabsContent>
        <TabsContent value="color" className="flex items-center gap-3">
          <label htmlFor="background-color" className="text-foreground text-sm font-medium">
            Colour
          </label>
          <input
            id="background-color"
            type="color"
            value={color}
            onChange={(event) => setColor(event.target.value)}
            className="border-border h-10 w-16 cursor-pointer rounded-md border bg-transparent"
          />
          <span className="text-muted-foreground font-mono text-sm">{color}</span>
        </TabsContent>
      </Tabs>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor="background-shadow" className="text-foreground text-sm font-medium">
          Soft shadow under the subject
        </label>
        <Switch id="background-shadow" checked={shadow} onCheckedChange={setShadow} />
      </div>
      <LayoutSettings layout={layout} onChange={setLayout} />
    </>
  );

  return (
    <ToolStudio
      tool="background-generator"
      photos={photos}
      cost={COST}
      settings={{ title: 'Background', icon: Palette, content: settings }}
      run={{
        label: 'Generate Background',
        icon: <Wand2 aria-hidden />,
        disabledReason: request.problem,
      }}
      preview={{
        title: 'Preview',
        icon: Eye,
        empty: {
          icon: ImagePlus,
          title: 'Your scene appears here',
          text: 'Upload a photo of a product or a person to begin.',
        },
        busyLabel: 'Generating Background',
        beforeLabel: 'Original',
        afterLabel: 'New background',
      }}
      result={{
        designType: 'background-generation',
        fileName: (item) => resultFileName(item.photo.file.name, 'new-background'),
        designName: (item) => `New background for ${item.photo.file.name}`,
        tags: (result) => resultTags('background-generated', result),
      }}
    />
  );
}

const SELECT_CLASS =
  'border-border bg-surface-raised text-foreground focus-visible:ring-ring h-9 rounded-lg border px-2 text-sm outline-none focus-visible:ring-2';

/** Placement, subject size and output size: native controls, so keyboard and screen readers work. */
function LayoutSettings(props: {
  layout: BackgroundLayout;
  onChange: (layout: BackgroundLayout) => void;
}) {
  const { layout, onChange } = props;
  return (
    <div className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2">
      <label htmlFor="background-placement" className="text-foreground text-sm font-medium">
        {photoToolMessages.placementLabel}
      </label>
      <select
        id="background-placement"
        value={layout.placement}
        onChange={(event) => {
          const placement = backgroundPlacements.find((value) => value === event.target.value);
          if (placement) onChange({ ...layout, placement });
        }}
        className={SELECT_CLASS}
      >
        {backgroundPlacements.map((value) => (
          <option key={value} value={value}>
            {photoToolMessages.placementNames[value]}
          </option>
        ))}
      </select>
      <label htmlFor="background-scale" className="text-foreground text-sm font-medium">
        {photoToolMessages.subjectSizeLabel}
      </label>
      <div className="flex items-center gap-2">
        <input
          id="background-scale"
          type="range"
          min={30}
          max={100}
          step={5}
          value={Math.round(layout.scale * 100)}
          onChange={(event) => onChange({ ...layout, scale: Number(event.target.value) / 100 })}
          className="accent-gold-400 w-full"
        />
        <span className="text-muted-foreground w-10 text-right text-xs tabular-nums">
          {Math.round(layout.scale * 100)} %
        </span>
      </div>
      <label htmlFor="background-size" className="text-foreground text-sm font-medium">
        {photoToolMessages.sizeLabel}
      </label>
      <select
        id="background-size"
        value={layout.size}
        onChange={(event) => {
          const size = backgroundSizes.find((value) => value === event.target.value);
          if (size) onChange({ ...layout, size });
        }}
        className={SELECT_CLASS}
      >
        {backgroundSizes.map((value) => (
          <option key={value} value={value}>
            {photoToolMessages.sizeNames[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
