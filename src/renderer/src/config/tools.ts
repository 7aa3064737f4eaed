// The AI tools menu (spec 2.2): 5 categories, 12 tools. The footer's tool list reads it too.
import { paths } from './paths';
import type { AppPath } from './paths';

/** Badge shown beside a tool. `pro` marks a locked tool; none is locked today (spec 2.2). */
export type ToolBadge = 'new' | 'pro';

/** Icon keys, mapped to icons by the menu (keeps this file free of React). */
export type ToolIcon =
  | 'editor'
  | 'remove-background'
  | 'remove-object'
  | 'enhance'
  | 'background'
  | 'artwork'
  | 'svg'
  | 'vector'
  | 'moodboard'
  | 'invoice'
  | 'presentation'
  | 'video';

/** One tool in the menu. */
export type Tool = {
  name: string;
  path: AppPath;
  description: string;
  icon: ToolIcon;
  badge?: ToolBadge;
};

/** A category of tools. */
export type ToolCategory = { name: string; tools: readonly Tool[] };

/** The menu's categories in the spec's order. */
export const toolCategories: readonly ToolCategory[] = [
  {
    name: 'Edit Tools',
    tools: [
      {
        name: 'The Hive Editor',
        path: paths.hiveEdit,
        description: 'Layer-based editing for any image',
        icon: 'editor',
        badge: 'new',
      },
    ],
  },
  {
    name: 'Photo Editing',
    tools: [
      {
        name: 'Background Remover',
        path: paths.backgroundRemover,
        description: 'Clean cut-outs in one click',
        icon: 'remove-background',
      },
      {
        name: 'Object Remover',
        path: paths.objectRemover,
        description: 'Paint over anything to erase it',
        icon: 'remove-object',
        badge: 'new',
      },
      {
        name: 'Image Enhancer',
        path: paths.imageEnhancer,
        description: 'Upscale and sharpen up to 8×',
        icon: 'enhance',
      },
      {
        name: 'Background Generator',
        path: paths.backgroundGenerator,
        description: 'New scenes behind your subject',
        icon: 'background',
        badge: 'new',
      },
    ],
  },
  {
    name: 'Image Generation',
    tools: [
      {
        name: 'Artwork Generator',
        path: paths.artworkGenerator,
        description: 'Text to image in many styles',
        icon: 'artwork',
      },
      {
        name: 'SVG Generator',
        path: paths.svgGenerator,
        description: 'Scalable vector graphics from text',
        icon: 'svg',
        badge: 'new',
      },
      {
        name: 'Vector Illustrations',
        path: paths.vectorIllustrations,
        description: 'Flat, crisp illustrations',
        icon: 'vector',
        badge: 'new',
      },
      {
        name: 'Moodboard Generator',
        path: paths.moodboardGenerator,
        description: 'Curated boards from a few keywords',
        icon: 'moodboard',
      },
    ],
  },
  {
    name: 'Documents',
    tools: [
      {
        name: 'Invoice Creator',
        path: paths.invoiceCreator,
        description: 'Professional invoices in minutes',
        icon: 'invoice',
      },
    ],
  },
  {
    name: 'Video Tools',
    tools: [
      {
        name: 'Presentation Recorder',
        path: paths.presentationRecorder,
        description: 'Record slides with your camera',
        icon: 'presentation',
      },
      {
        name: 'AI Video Generator',
        path: paths.videoGenerator,
        description: 'Text or image to video',
        icon: 'video',
        badge: 'new',
      },
    ],
  },
];

/** All tools, flattened in menu order. */
export const allTools: readonly Tool[] = toolCategories.flatMap((category) => category.tools);
