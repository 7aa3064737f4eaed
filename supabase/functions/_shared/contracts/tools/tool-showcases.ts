// The landing pages' tool cards: which tools they show and their marketing copy. Path, icon and
// status come from the registry, so a card's "Coming soon" mark follows the tool's page.
import { toolById } from './tool-views.ts';
import type { Tool, ToolId } from './tool-registry.ts';

/** A card that leads to a tool, with the card's own wording. */
export type ToolShowcaseCard = { tool: Tool; title: string; body: string };

function cards(
  list: readonly { id: ToolId; title: string; body: string }[],
): readonly ToolShowcaseCard[] {
  return list.map(({ id, title, body }) => ({ tool: toolById(id), title, body }));
}

/** Quick Access cards of the landing page (spec 2.4), in order. */
export const QUICK_ACCESS_CARDS: readonly ToolShowcaseCard[] = cards([
  {
    id: 'artwork-generator',
    title: 'Create Image',
    body: 'Text to image in photographic, digital-art and ultra styles.',
  },
  {
    id: 'video-generator',
    title: 'Create Video',
    body: 'Turn a prompt or a still into a short video.',
  },
  {
    id: 'hive-edit',
    title: 'Edit Image',
    body: 'Layers, cut-outs and touch-ups in The Hive Editor.',
  },
]);

/** The six tool cards of /modern (spec 2.1), in order. */
export const MODERN_TOOL_CARDS: readonly ToolShowcaseCard[] = cards([
  {
    id: 'artwork-generator',
    title: 'Artwork Generator',
    body: 'Text to image in dozens of styles.',
  },
  { id: 'background-remover', title: 'Background Remover', body: 'Clean cut-outs in one click.' },
  { id: 'video-generator', title: 'Video Generator', body: 'Text or image to a short video.' },
  { id: 'logo-creator', title: 'Logo Creator', body: 'Six styles, HD, vector ready.' },
  { id: 'image-enhancer', title: 'Image Enhancer', body: 'Upscale and sharpen up to 8×.' },
  { id: 'hive-edit', title: 'Hive Edit', body: 'Layer-based editing for any image.' },
]);
