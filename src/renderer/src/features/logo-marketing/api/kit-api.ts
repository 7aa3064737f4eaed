// Logo Marketing's calls: the body of a run, a kit as My Creations keeps it (type 'logo-kit', the
// preview as its picture, the items and the ZIP's Storage paths in designs.details; saved through
// the shared creation saver), and reopening a saved kit (its URLs signed afresh from those paths;
// the bucket lets owners read their own folder).
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  kitDetailsSchema,
  type BrandDetails,
  type BrandDetailsInput,
  type Kit,
  type KitDetails,
  type LogoMockupsRequest,
} from '@contracts/api/logo-mockups';
import { engineModelLabel } from '@contracts/tools/engine-labels';
import type { Engine } from '@contracts/api/photo-tools';
import type { Design, NewDesign } from '@/lib/designs/design-schemas';
import type { LogoInput } from '../logo-input';
import { RESULTS_BUCKET } from '@contracts/domain/storage';

/** A saved kit's picture is signed for ten years: My Creations keeps showing it. */
const SAVED_PREVIEW_SECONDS = 10 * 365 * 24 * 3600;
/** Reopened kits' files are signed for a day (signed again at the next reopening). */
const REOPEN_SECONDS = 24 * 3600;

/** The body of a run. */
export function kitRequest(
  logo: LogoInput,
  brand: BrandDetailsInput,
  allowPhoto: boolean,
): LogoMockupsRequest {
  return {
    logo: logo.png,
    ...(logo.svg !== undefined && { svg: logo.svg }),
    brand,
    allowPhoto,
    source: logo.name.slice(0, 200),
  };
}

/** Letters and digits of a name for file names ("Acme & Co" → "acme-co"). */
export function fileStem(name: string): string {
  const stem = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return stem.slice(0, 40) || 'brand';
}

/** A kit without its signed URLs (what designs.details keeps: paths only). */
export function withoutUrls(kit: Kit): Kit {
  return {
    ...kit,
    items: kit.items.map(({ url: _url, ...item }) => ({
      ...item,
      thumb: { path: item.thumb.path },
      files: item.files.map(({ url: _fileUrl, ...file }) => file),
    })),
    zip: { name: kit.zip.name, path: kit.zip.path, bytes: kit.zip.bytes },
    preview: { path: kit.preview.path, width: kit.preview.width, height: kit.preview.height },
  };
}

/** Signs a kit's URLs afresh from its paths (the owner's own folder). */
export async function signKit(
  supabase: SupabaseClient,
  kit: Kit,
  seconds = REOPEN_SECONDS,
): Promise<Kit> {
  const paths = [
    kit.preview.path,
    kit.zip.path,
    ...kit.items.flatMap((item) => [
      item.thumb.path,
      ...item.files.flatMap((file) => (file.path ? [file.path] : [])),
    ]),
  ];
  const { data, error } = await supabase.storage
    .from(RESULTS_BUCKET)
    .createSignedUrls(paths, seconds);
  if (error) throw error;
  const urls = new Map(
    data.flatMap((entry) => (entry.signedUrl && entry.path ? [[entry.path, entry.signedUrl]] : [])),
  );
  const url = (path: string | undefined) => (path ? urls.get(path) : undefined);
  if (!url(kit.zip.path)) throw new Error('The kit’s files are gone');
  return {
    ...kit,
    items: kit.items.map((item) => ({
      ...item,
      url: url(item.path),
      thumb: { path: item.thumb.path, url: url(item.thumb.path) },
      files: item.files.map((file) => ({ ...file, url: url(file.path) })),
    })),
    zip: { ...kit.zip, url: url(kit.zip.path) },
    preview: { ...kit.preview, url: url(kit.preview.path) },
  };
}

/** A saved kit's details, or null when the design is not a kit this page can reopen. */
export function savedKitDetails(design: Pick<Design, 'type' | 'details'>): KitDetails | null {
  if (design.type !== 'logo-kit' || !design.details) return null;
  const parsed = kitDetailsSchema.safeParse(design.details);
  return parsed.success ? parsed.data : null;
}

/**
 * A kit as My Creations keeps it: its preview as the picture (signed for years, so the list keeps
 * showing it), its items and ZIP as Storage paths in the details.
 */
export async function kitDesign(
  supabase: SupabaseClient,
  saved: { kit: Kit; brand: BrandDetails; engine: Engine },
): Promise<NewDesign> {
  const { kit, brand, engine } = saved;
  const { data, error } = await supabase.storage
    .from(RESULTS_BUCKET)
    .createSignedUrl(kit.preview.path, SAVED_PREVIEW_SECONDS);
  if (error || !data) throw error ?? new Error('No signed URL for the preview');
  const details: KitDetails = { tool: 'logo-marketing', version: 1, brand, kit: withoutUrls(kit) };
  return {
    url: data.signedUrl,
    prompt: null,
    type: 'logo-kit',
    model: engineModelLabel(engine.kind, engine.name),
    name: `${brand.name} mockup kit`.slice(0, 100),
    tags: ['mockups', 'brand kit'],
    details,
  };
}
