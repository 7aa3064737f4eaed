import { Eye, ImagePlus, Palette, Upload, Wand2, X } from 'lucide-react';
import { useState } from 'react';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { enhancementMessages, photoToolMessages } from '@contracts/messages';
import { ComparisonSlider } from '@/components/photo/comparison-slider';
import { DropZone } from '@/components/photo/drop-zone';
import { resultFileName, resultTags } from '@/components/photo/photo-output';
import { PreviewEmpty, PreviewFrame, RunError } from '@/components/photo/preview-parts';
import { ResultActions } from '@/components/photo/result-actions';
import { EngineBadge, RunControls } from '@/components/photo/run-panel';
import { ToolCard } from '@/components/photo/tool-header';
import { usePhotoTool } from '@/components/photo/use-photo-tool';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth/auth-context';
import { useCreditBalance } from '@/lib/credit-balance';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { backgroundRequest, PROMPT_MAX, PROMPT_SUGGESTIONS } from '../background-request';
import type { BackgroundMode } from '../background-request';

const COST = CREDIT_COSTS['background-generate'];

/** Upload; describe a scene or pick a colour; shadow on or off; run; compare and download. */
export function GeneratorStudio() {
  const { isAdmin } = useAuth();
  const balance = useCreditBalance();
  const [mode, setMode] = useState<BackgroundMode>('prompt');
  const [prompt, setPrompt] = useState('');
  const [color, setColor] = useState('#f5b82e');
  const [shadow, setShadow] = useState(true);
  const request = backgroundRequest({ mode, prompt, color, shadow });

  const { queue, addFiles, checking } = usePhotoTool({
    tool: 'background-generator',
    buildBody: (_photo, image) => ({ image, ...request.body }),
    onAccepted: (photos) => {
      const [photo] = photos;
      if (photo) void notifyInfo(enhancementMessages.selected(photo.file.name));
    },
    onDone: () => void notifySuccess(photoToolMessages.backgroundGenerated),
    onFailed: (_item, error) => {
      if (!error.cancelled) void notifyError(error.message);
    },
  });
  const item = queue.selected;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)]">
      <div className="flex min-w-0 flex-col gap-6">
        <ToolCard
          title="Upload"
          icon={Upload}
          labelId="generator-upload"
          action={
            item && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  queue.clear();
                  void notifyInfo(enhancementMessages.cleared);
                }}
                disabled={queue.running}
              >
                <X aria-hidden /> Clear
              </Button>
            )
          }
        >
          <DropZone
            onFiles={(files) => void addFiles(files)}
            disabled={queue.running || checking}
          />
        </ToolCard>
        <ToolCard title="Background" icon={Palette} labelId="generator-background">
          <Tabs
            value={mode}
            onValueChange={(value) => setMode(value === 'color' ? 'color' : 'prompt')}
          >
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
          <div className="mt-5 flex items-center justify-between gap-3">
            <label htmlFor="background-shadow" className="text-foreground text-sm font-medium">
              Soft shadow under the subject
            </label>
            <Switch id="background-shadow" checked={shadow} onCheckedChange={setShadow} />
          </div>
          <div className="mt-5">
            <RunControls
              queue={queue}
              cost={COST}
              balance={balance}
              isAdmin={isAdmin}
              startLabel="Generate Background"
              startIcon={<Wand2 aria-hidden />}
              disabledReason={!item ? enhancementMessages.uploadFirst : request.problem}
            />
          </div>
        </ToolCard>
      </div>
      <ToolCard title="Preview" icon={Eye} labelId="generator-preview" className="self-start">
        {!item ? (
          <PreviewEmpty icon={ImagePlus} title="Your scene appears here">
            Upload a photo of a product or a person to begin.
          </PreviewEmpty>
        ) : item.result ? (
          <div className="flex flex-col gap-5">
            <ComparisonSlider
              before={item.previewUrl}
              after={item.result.output}
              beforeLabel="Original"
              afterLabel="New background"
              imageClassName="max-h-[28rem]"
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <EngineBadge engine={item.result.engine} />
              <ResultActions
                key={item.result.generation_id}
                result={item.result}
                designType="background-generation"
                fileName={resultFileName(item.photo.file.name, 'new-background')}
                designName={`New background for ${item.photo.file.name}`}
                tags={resultTags('background-generated', item.result)}
              />
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <PreviewFrame
              label="Original"
              busyLabel={item.status === 'running' ? 'Generating Background' : null}
            >
              <img
                src={item.previewUrl}
                alt={`Original: ${item.photo.file.name}`}
                className="mx-auto block max-h-[28rem] w-auto object-contain"
              />
            </PreviewFrame>
            {item.status === 'failed' && item.error && (
              <RunError message={item.error} refunded={item.refunded} />
            )}
          </div>
        )}
      </ToolCard>
    </div>
  );
}
