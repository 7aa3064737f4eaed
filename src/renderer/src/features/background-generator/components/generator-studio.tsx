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
import { backgroundRequest, PROMPT_MAX, PROMPT_SUGGESTIONS } from '../background-request';
import type { BackgroundMode } from '../background-request';

const COST = CREDIT_COSTS['background-generate'];

/** Upload; describe a scene or pick a colour; shadow on or off; run; compare and download. */
export function GeneratorStudio() {
  const [mode, setMode] = useState<BackgroundMode>('prompt');
  const [prompt, setPrompt] = useState('');
  const [color, setColor] = useState('#f5b82e');
  const [shadow, setShadow] = useState(true);
  const request = backgroundRequest({ mode, prompt, color, shadow });

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
