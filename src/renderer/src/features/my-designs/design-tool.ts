// Which tool a creation opens in from My Creations, and whether it reopens there: the tools that
// keep a design's own details (the Logo Creator's logo, Logo Marketing's kit, the Moodboard
// Generator's board in moodboard_data) take `?design=<id>` and open that creation; the others
// open empty. A Hive Editor design opens its document (`?document=<id>`); an export saved from
// the editor opens there as a new document (`?design=<id>`).
import { z } from 'zod';
import { toolById } from '@contracts/tools/tool-views';
import { paths, type AppPath } from '@/config/paths';
import type { Design, SavedDesignType } from '@/lib/designs/design-schemas';

/** The tool each design type opens in. */
export const TOOL_FOR_TYPE: Record<SavedDesignType, { path: AppPath; label: string }> = {
  artwork: { path: paths.artworkGenerator, label: 'Artwork Generator' },
  cover: { path: paths.artworkGenerator, label: 'Artwork Generator' },
  logo: { path: paths.logoCreator, label: 'Logo Creator' },
  video: { path: paths.videoGenerator, label: 'AI Video Generator' },
  moodboard: { path: paths.moodboardGenerator, label: 'Moodboard Generator' },
  'background-removal': {
    path: paths.backgroundRemover,
    label: toolById('background-remover').title,
  },
  'object-removal': { path: paths.objectRemover, label: toolById('object-remover').title },
  'enhanced-image': { path: paths.imageEnhancer, label: toolById('image-enhancer').title },
  'background-generation': {
    path: paths.backgroundGenerator,
    label: toolById('background-generator').title,
  },
  vector: { path: paths.svgGenerator, label: toolById('svg-generator').title },
  'vector-illustration': {
    path: paths.vectorIllustrations,
    label: toolById('vector-illustrations').title,
  },
  'logo-kit': { path: paths.logoMarketing, label: toolById('logo-marketing').title },
  'brand-blueprint': { path: paths.brandBlueprint, label: toolById('brand-blueprint').title },
  'editor-design': { path: paths.hiveEdit, label: toolById('hive-edit').title },
  'edited-image': { path: paths.hiveEdit, label: toolById('hive-edit').title },
};

/** What a Hive Editor design keeps beside its thumbnail: the document it lists. */
const editorDocumentSchema = z.object({ document_id: z.string().min(1) });

/** Types whose tool reopens a saved creation from `?design=<id>` (when it kept its details). */
const REOPENS = new Set<SavedDesignType>(['logo', 'logo-kit', 'moodboard', 'video']);

/** The tool a creation opens in: its name and the link (reopening the creation where it can). */
export function designTool(design: Pick<Design, 'id' | 'type' | 'details' | 'moodboardData'>): {
  label: string;
  href: string;
} {
  // An ad is saved as a video but reopens in the Advertising Video Generator.
  if (design.type === 'video' && design.details?.tool === 'advertising-video-generator')
    return {
      label: toolById('advertising-video-generator').title,
      href: `${paths.advertisingVideoGenerator}?design=${encodeURIComponent(design.id)}`,
    };
  const tool = TOOL_FOR_TYPE[design.type];
  // A Hive Editor design opens its document; an export saved as a design opens as a new document.
  if (design.type === 'editor-design') {
    const document = editorDocumentSchema.safeParse(design.details);
    return {
      label: tool.label,
      href: document.success
        ? `${tool.path}?document=${encodeURIComponent(document.data.document_id)}`
        : tool.path,
    };
  }
  if (design.type === 'edited-image')
    return { label: tool.label, href: `${tool.path}?design=${encodeURIComponent(design.id)}` };
  const kept = design.type === 'moodboard' ? design.moodboardData : design.details;
  const reopens = REOPENS.has(design.type) && kept !== null && kept !== undefined;
  return {
    label: tool.label,
    href: reopens ? `${tool.path}?design=${encodeURIComponent(design.id)}` : tool.path,
  };
}

/** What every saved video keeps beside its file: its poster (the AI video's and the ad's details). */
const posterSchema = z.object({ poster_url: z.string().min(1).nullable() });

/** A saved video's poster (its still), or null for other creations or a video kept without one. */
export function videoPoster(design: Pick<Design, 'type' | 'details'>): string | null {
  if (design.type !== 'video') return null;
  const details = posterSchema.safeParse(design.details);
  return details.success ? details.data.poster_url : null;
}
