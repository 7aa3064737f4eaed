// The Hive Editor's storage and its one charge (issue #20). A design is a row of public.documents
// (supabase/migrations/20261201090000_documents.sql) the editor reads and writes itself through
// the REST API: its JSON document (../model/document.ts) in `content`, checked with the model's
// schema on every read. Every change of content bumps the row's `version`, so a save names the
// version it started from and a stale one comes back as a conflict; the content it replaced is
// kept, so a document whose newest content fails its schema opens at the version before.
// Images live in the private `documents` bucket under `<user id>/<document id>/` (signed URLs),
// with the document's thumbnail beside them; My Creations lists a document as one designs row of
// type 'editor-design'. Exporting is free except a document's first export (10 credits), charged
// by the `export-document` function; `exportCost` says which before the user exports.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  DEFAULT_DOCUMENT_TITLE,
  DOCUMENT_EXPORT_COST_KEY,
  DOCUMENT_THUMBNAIL_FILE,
  DOCUMENT_TITLE_MAX_LENGTH,
  DOCUMENTS_BUCKET,
  documentMessages,
  documentRowSchema,
  exportDocumentResponseSchema,
  type DocumentRow,
  type ExportDocumentResponse,
} from '@contracts/api/documents';
import { CREDIT_COSTS } from '@contracts/domain/credits';
import { RESULT_URL_SECONDS } from '@contracts/domain/storage';
import { toolById } from '@contracts/tools/tool-views';
import { toolFunction } from '@/lib/function-names';
import { invokeFunction, type InvokeFunctionOptions } from '@/lib/functions';
import { parseDocument, type EditorDocument } from '../model/document';

/** A document as the editor keeps it: the row's facts and its stored content (not yet trusted). */
export type StoredDocument = {
  id: string;
  title: string;
  width: number;
  height: number;
  /** Bumped by the database on every change of content; a save names the one it started from. */
  version: number;
  updatedAt: string;
  /** When its first (charged) export happened; null: the next export costs 10 credits. */
  exportedAt: string | null;
  /** `<user id>/<document id>/thumbnail.png` once a thumbnail was stored. */
  thumbnailPath: string | null;
  /** The stored JSON; undefined in lists, which read no content. */
  content: unknown;
};

/** How long an asset's signed URL lasts while the editor draws it. */
export const ASSET_URL_SECONDS = 3600;

const LIST_COLUMNS =
  'id, user_id, title, width, height, version, thumbnail_path, exported_at, created_at, updated_at';
const ROW_COLUMNS = `${LIST_COLUMNS}, content`;

/** Why a document could not be opened or saved, with a sentence for the user. */
export class DocumentLoadError extends Error {
  override readonly name = 'DocumentLoadError';
  constructor(
    readonly code: 'not_found' | 'damaged' | 'failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

function toStored(row: DocumentRow): StoredDocument {
  return {
    id: row.id,
    title: row.title,
    width: row.width,
    height: row.height,
    version: row.version,
    updatedAt: row.updated_at,
    exportedAt: row.exported_at,
    thumbnailPath: row.thumbnail_path,
    content: row.content,
  };
}

function failed(what: string, error: { message: string }): DocumentLoadError {
  return new DocumentLoadError('failed', documentMessages.saveFailed, {
    cause: new Error(`${what}: ${error.message}`),
  });
}

/** A title as stored: trimmed, at most 120 characters, the default when empty. */
export function documentTitle(title: string | null | undefined): string {
  const trimmed = (title ?? '').trim().slice(0, DOCUMENT_TITLE_MAX_LENGTH).trim();
  return trimmed || DEFAULT_DOCUMENT_TITLE;
}

/** Creates a document (version 1) from its content; its size is the content's canvas. */
export async function createDocument(
  supabase: SupabaseClient,
  input: { title?: string | null; content: EditorDocument },
): Promise<StoredDocument> {
  const { data, error } = await supabase
    .from('documents')
    .insert({
      title: documentTitle(input.title),
      width: input.content.width,
      height: input.content.height,
      content: input.content,
    })
    .select(ROW_COLUMNS)
    .single();
  if (error) throw failed('creating the document failed', error);
  return toStored(documentRowSchema.parse(data));
}

/** The caller's document, or null when it does not exist or is not theirs. */
async function readRow(
  supabase: SupabaseClient,
  id: string,
  columns: string,
): Promise<DocumentRow | null> {
  const { data, error } = await supabase
    .from('documents')
    .select(columns)
    .eq('id', id)
    .maybeSingle();
  if (error) {
    // A malformed id reads as a missing document.
    if (error.code === '22P02') return null;
    throw failed('reading the document failed', error);
  }
  return data === null ? null : documentRowSchema.parse(data);
}

/** A stored document (null when it does not exist or is not the caller's). */
export async function readDocument(
  supabase: SupabaseClient,
  id: string,
): Promise<StoredDocument | null> {
  const row = await readRow(supabase, id, ROW_COLUMNS);
  return row ? toStored(row) : null;
}

/**
 * Opens a document: its content parsed with the editor's schema. When the newest content fails
 * it, the version saved before it is opened (`recovered: true`; saving then replaces the damaged
 * one). Throws DocumentLoadError: 'not_found', or 'damaged' when neither version can be read.
 */
export async function loadDocument(
  supabase: SupabaseClient,
  id: string,
): Promise<{ doc: StoredDocument; content: EditorDocument; recovered: boolean }> {
  const row = await readRow(supabase, id, `${ROW_COLUMNS}, previous_content`);
  if (!row) throw new DocumentLoadError('not_found', documentMessages.notFound);
  const doc = toStored(row);
  const content = parseDocument(row.content);
  if (content) return { doc, content, recovered: false };
  const previous = row.previous_content == null ? null : parseDocument(row.previous_content);
  if (previous) return { doc, content: previous, recovered: true };
  throw new DocumentLoadError('damaged', documentMessages.damaged);
}

/** What a save did: stored at the new version, or refused because the row moved on. */
export type SaveOutcome =
  { status: 'saved'; version: number } | { status: 'conflict'; current: StoredDocument };

const savedSchema = z.array(z.object({ version: z.number().int().min(1) }));

function changes(content: EditorDocument, title: string | undefined): Record<string, unknown> {
  return {
    content,
    width: content.width,
    height: content.height,
    ...(title !== undefined && { title: documentTitle(title) }),
  };
}

/**
 * Saves the content (and the title, when given) if the stored version is still `expectedVersion`;
 * otherwise answers the row as it is now, so the editor can offer "Keep mine" or "Use theirs".
 * A save that changes nothing keeps the version. Throws DocumentLoadError 'not_found' when the
 * document is gone.
 */
export async function saveDocument(
  supabase: SupabaseClient,
  id: string,
  content: EditorDocument,
  expectedVersion: number,
  title?: string,
): Promise<SaveOutcome> {
  const { data, error } = await supabase
    .from('documents')
    .update(changes(content, title))
    .eq('id', id)
    .eq('version', expectedVersion)
    .select('version');
  if (error) throw failed('saving the document failed', error);
  const [saved] = savedSchema.parse(data);
  if (saved) return { status: 'saved', version: saved.version };
  const current = await readDocument(supabase, id);
  if (!current) throw new DocumentLoadError('not_found', documentMessages.notFound);
  return { status: 'conflict', current };
}

/**
 * Saves whatever the stored version is (last write wins), after the user chose "Keep mine";
 * returns the new version.
 */
export async function forceSaveDocument(
  supabase: SupabaseClient,
  id: string,
  content: EditorDocument,
  title?: string,
): Promise<number> {
  const { data, error } = await supabase
    .from('documents')
    .update(changes(content, title))
    .eq('id', id)
    .select('version');
  if (error) throw failed('saving the document failed', error);
  const [saved] = savedSchema.parse(data);
  if (!saved) throw new DocumentLoadError('not_found', documentMessages.notFound);
  return saved.version;
}

/** Renames a document (the version does not change). */
export async function renameDocument(
  supabase: SupabaseClient,
  id: string,
  title: string,
): Promise<void> {
  const { data, error } = await supabase
    .from('documents')
    .update({ title: documentTitle(title) })
    .eq('id', id)
    .select('id');
  if (error) throw failed('renaming the document failed', error);
  if (!data?.length) throw new DocumentLoadError('not_found', documentMessages.notFound);
}

/** The caller's documents, last changed first ("Recent designs"), without their content. */
export async function listDocuments(
  supabase: SupabaseClient,
  limit = 20,
): Promise<StoredDocument[]> {
  const { data, error } = await supabase
    .from('documents')
    .select(LIST_COLUMNS)
    .order('updated_at', { ascending: false })
    .order('id', { ascending: true })
    .limit(limit);
  if (error) throw failed('listing the documents failed', error);
  return documentRowSchema.array().parse(data).map(toStored);
}

/** Signed URLs of the listed documents' thumbnails, by document id (those that have one). */
export async function thumbnailUrls(
  supabase: SupabaseClient,
  documents: readonly Pick<StoredDocument, 'id' | 'thumbnailPath'>[],
): Promise<Record<string, string>> {
  const withThumbnail = documents.filter((doc) => doc.thumbnailPath !== null);
  if (withThumbnail.length === 0) return {};
  const { data, error } = await supabase.storage.from(DOCUMENTS_BUCKET).createSignedUrls(
    withThumbnail.map((doc) => doc.thumbnailPath!),
    ASSET_URL_SECONDS,
  );
  if (error) throw failed('signing the thumbnails failed', error);
  const urls: Record<string, string> = {};
  data.forEach((entry, index) => {
    if (entry.signedUrl) urls[withThumbnail[index]!.id] = entry.signedUrl;
  });
  return urls;
}

/** The document's folder in the bucket. */
export function documentFolder(userId: string, documentId: string): string {
  return `${userId}/${documentId}`;
}

/** The file types an asset may be, by the extension the caller names. */
const ASSET_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
} as const;
export type AssetExtension = keyof typeof ASSET_TYPES;

function randomId(): string {
  return crypto.randomUUID();
}

/**
 * Uploads an image for a layer into the document's folder under a new random name
 * (`a-<uuid>.<ext>`) and returns that name (the layer's `asset`). Storage judges the type from the
 * bytes and refuses files over 20 MiB. An SVG must be sanitised before (the vector tools' files
 * are).
 */
export async function uploadAsset(
  supabase: SupabaseClient,
  userId: string,
  documentId: string,
  blob: Blob,
  ext: AssetExtension,
): Promise<string> {
  const contentType = ASSET_TYPES[ext];
  if (!contentType) throw new DocumentLoadError('failed', documentMessages.uploadFailed);
  const name = `a-${randomId()}.${ext === 'jpeg' ? 'jpg' : ext}`;
  const { error } = await supabase.storage
    .from(DOCUMENTS_BUCKET)
    .upload(`${documentFolder(userId, documentId)}/${name}`, blob, {
      contentType,
      cacheControl: '31536000',
      upsert: false,
    });
  if (error) throw new DocumentLoadError('failed', documentMessages.uploadFailed, { cause: error });
  return name;
}

/** Signed URLs (an hour) for a document's assets by name; a missing file is left out. */
export async function assetUrls(
  supabase: SupabaseClient,
  userId: string,
  documentId: string,
  names: readonly string[],
): Promise<Record<string, string>> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return {};
  const folder = documentFolder(userId, documentId);
  const { data, error } = await supabase.storage.from(DOCUMENTS_BUCKET).createSignedUrls(
    unique.map((name) => `${folder}/${name}`),
    ASSET_URL_SECONDS,
  );
  if (error) throw failed('signing the images failed', error);
  const urls: Record<string, string> = {};
  for (const entry of data ?? []) {
    if (entry.error || !entry.signedUrl || !entry.path) continue;
    urls[entry.path.slice(folder.length + 1)] = entry.signedUrl;
  }
  return urls;
}

/**
 * Stores the document's thumbnail (`thumbnail.png`, replacing the last one), records its path on
 * the row, and returns its URL signed for a week (as My Creations' other designs are), for
 * syncCreationEntry.
 */
export async function uploadThumbnail(
  supabase: SupabaseClient,
  userId: string,
  documentId: string,
  pngBlob: Blob,
): Promise<string> {
  const path = `${documentFolder(userId, documentId)}/${DOCUMENT_THUMBNAIL_FILE}`;
  const bucket = supabase.storage.from(DOCUMENTS_BUCKET);
  const stored = await bucket.upload(path, pngBlob, { contentType: 'image/png', upsert: true });
  if (stored.error) throw failed('storing the thumbnail failed', stored.error);
  const { error } = await supabase
    .from('documents')
    .update({ thumbnail_path: path })
    .eq('id', documentId);
  if (error) throw failed('recording the thumbnail failed', error);
  const signed = await bucket.createSignedUrl(path, RESULT_URL_SECONDS);
  if (signed.error || !signed.data)
    throw failed('signing the thumbnail failed', signed.error ?? { message: 'no URL' });
  return signed.data.signedUrl;
}

/** The designs row that lists a document in My Creations, or null. */
async function creationEntryId(
  supabase: SupabaseClient,
  documentId: string,
): Promise<string | null> {
  const { data, error } = await supabase
    .from('designs')
    .select('id')
    .eq('type', 'editor-design')
    .eq('details->>document_id', documentId)
    .limit(1);
  if (error) throw failed('reading My Creations failed', error);
  return z.array(z.object({ id: z.string() })).parse(data)[0]?.id ?? null;
}

/**
 * Keeps the document's one entry in My Creations (type 'editor-design', details
 * `{ document_id }`): created the first time, its name and thumbnail URL (signed for a week)
 * updated afterwards. Returns the design's id.
 */
export async function syncCreationEntry(
  supabase: SupabaseClient,
  userId: string,
  document: Pick<StoredDocument, 'id' | 'title'>,
  thumbnailSignedUrl: string,
): Promise<string> {
  const fields = { url: thumbnailSignedUrl, name: documentTitle(document.title) };
  const update = async (id: string): Promise<string> => {
    const { error } = await supabase.from('designs').update(fields).eq('id', id);
    if (error) throw failed('updating My Creations failed', error);
    return id;
  };
  const existing = await creationEntryId(supabase, document.id);
  if (existing) return update(existing);
  const { data, error } = await supabase
    .from('designs')
    .insert({
      ...fields,
      user_id: userId,
      type: 'editor-design',
      model: toolById('hive-edit').title,
      prompt: null,
      details: { document_id: document.id },
    })
    .select('id')
    .single();
  if (error) {
    // Another window listed it first (one entry per document): update that one.
    const raced = error.code === '23505' ? await creationEntryId(supabase, document.id) : null;
    if (raced) return update(raced);
    throw failed('adding to My Creations failed', error);
  }
  return z.object({ id: z.string() }).parse(data).id;
}

/**
 * Deletes a document, its files and its My Creations entry (the database removes the entry with
 * the row).
 */
export async function deleteDocument(
  supabase: SupabaseClient,
  userId: string,
  documentId: string,
): Promise<void> {
  const bucket = supabase.storage.from(DOCUMENTS_BUCKET);
  const folder = documentFolder(userId, documentId);
  const { data: files } = await bucket.list(folder, { limit: 1000 });
  if (files?.length) await bucket.remove(files.map((file) => `${folder}/${file.name}`));
  const { error } = await supabase.from('documents').delete().eq('id', documentId);
  if (error) throw failed('deleting the document failed', error);
}

/** What the next export of a document costs: 10 credits the first time, then nothing. */
export function exportCost(document: Pick<StoredDocument, 'exportedAt'>): number {
  return document.exportedAt === null ? CREDIT_COSTS[DOCUMENT_EXPORT_COST_KEY] : 0;
}

/**
 * Charges a document's export through `export-document`: 10 credits the first time (`charged:
 * true`), free afterwards. Throws FunctionCallError ('insufficient_credits' with the spec's
 * sentence, 'document_not_found', 'export_in_progress', …).
 */
export async function exportCharge(
  supabase: SupabaseClient,
  documentId: string,
  options: InvokeFunctionOptions = {},
): Promise<ExportDocumentResponse> {
  return invokeFunction(
    supabase,
    toolFunction('hive-edit'),
    { document_id: documentId },
    exportDocumentResponseSchema,
    options,
  );
}
