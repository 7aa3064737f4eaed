// The Hive Editor's wire contract (issue #20). A design is a row of public.documents (its JSON
// document in `content`, supabase/migrations/20261201090000_documents.sql) written by the editor
// itself through the REST API, its images in the private `documents` bucket under
// `<user id>/<document id>/`. Editing, saving and every export after the first are free; a
// document's first export costs 10 credits ('document-export', "others" in spec 9), charged once
// by `export-document`: `{ document_id }` → `{ charged, credits_used, credits_remaining,
// exported_at }`. Whether the next export costs anything is the row's own `exported_at` (null:
// 10 credits), read by the client before it exports.
import { z } from 'zod';

/** The private bucket of the editor's files: `<user id>/<document id>/<file>`. */
export const DOCUMENTS_BUCKET = 'documents';
/** The bucket's limit per file (20 MiB). */
export const DOCUMENT_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** The types the bucket takes (judged by Storage from the bytes). */
export const DOCUMENT_FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
] as const;
/** The largest document (public.documents.content as text). */
export const DOCUMENT_CONTENT_MAX_BYTES = 2 * 1024 * 1024;
/** A document's title: 1–120 characters; new documents get the default. */
export const DOCUMENT_TITLE_MAX_LENGTH = 120;
export const DEFAULT_DOCUMENT_TITLE = 'Untitled design';
/** The thumbnail's file name in the document's folder (a PNG, replaced on every save). */
export const DOCUMENT_THUMBNAIL_FILE = 'thumbnail.png';
/** The credit_costs key of a first export (10 credits). */
export const DOCUMENT_EXPORT_COST_KEY = 'document-export';
/** The tool registry's id of the editor (jobs.tool of an export). */
export const DOCUMENT_TOOL = 'hive-edit';

/** Every message of the editor's storage and export, in the user's words. */
export const documentMessages = {
  notFound: 'This design was not found. It may have been deleted.',
  damaged: 'This design could not be opened: its file is damaged.',
  recovered:
    'The latest version of this design could not be read, so the version saved before it was opened.',
  exportInProgress: 'This design is already being exported. Try again in a moment.',
  invalidRequest: 'Choose a design to export.',
  saveFailed: 'Your design could not be saved. Check your connection and try again.',
  uploadFailed: 'That image could not be added to your design. Try again.',
} as const;

/** A row of public.documents as the REST API answers it (content left for the editor's schema). */
export const documentRowSchema = z.object({
  id: z.string().uuid(),
  user_id: z.string().uuid(),
  title: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  version: z.number().int().min(1),
  thumbnail_path: z.string().nullable(),
  exported_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  content: z.unknown().optional(),
  previous_content: z.unknown().optional(),
});
export type DocumentRow = z.infer<typeof documentRowSchema>;

/** `export-document`'s body. */
export const exportDocumentRequestSchema = z.object({
  document_id: z.uuid({ error: documentMessages.invalidRequest }),
});
export type ExportDocumentRequest = z.infer<typeof exportDocumentRequestSchema>;

/**
 * `export-document`'s answer: `charged` is true for the export that took the credits (the first
 * one); every later export answers `charged: false, credits_used: 0` and starts no job (`job_id`
 * null).
 */
export const exportDocumentResponseSchema = z.object({
  status: z.literal('success'),
  charged: z.boolean(),
  credits_used: z.number().int().min(0),
  credits_remaining: z.number().int().min(0),
  exported_at: z.string().min(1),
  document_id: z.string(),
  job_id: z.string().nullable(),
});
export type ExportDocumentResponse = z.infer<typeof exportDocumentResponseSchema>;

/** A file name in a document's folder: an asset the editor uploaded, or its thumbnail. */
export const DOCUMENT_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
