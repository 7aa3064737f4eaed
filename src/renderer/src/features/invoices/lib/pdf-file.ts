// An issued invoice's PDF: a fresh signed URL for the stored file (the owner may read their own
// folder of the results bucket), downloaded through the Platform seam (a download on the web, a
// save dialog on desktop) or printed from a hidden frame with the browser's own PDF viewer.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Platform } from '@/platform/platform';
import { RESULTS_BUCKET } from '@contracts/domain/storage';

/** A signed URL of a stored PDF, valid for ten minutes. */
export async function signedPdfUrl(supabase: SupabaseClient, path: string): Promise<string> {
  const { data, error } = await supabase.storage.from(RESULTS_BUCKET).createSignedUrl(path, 600);
  if (error || !data) throw new Error(error?.message ?? 'No signed URL');
  return data.signedUrl;
}

async function pdfBlob(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The PDF did not load (${response.status})`);
  return new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
}

/** Saves the PDF at `url` as `name`. */
export async function downloadPdf(platform: Platform, url: string, name: string): Promise<void> {
  const result = await platform.saveFile(await pdfBlob(url), name);
  if (!result.saved && result.reason === 'failed') throw new Error('The PDF could not be saved');
}

/** Opens the print dialog for the PDF at `url` (a hidden frame, removed a minute later). */
export async function printPdf(url: string): Promise<void> {
  const objectUrl = URL.createObjectURL(await pdfBlob(url));
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = 'Invoice to print';
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  frame.src = objectUrl;
  frame.dataset.testid = 'invoice-print-frame';
  document.body.append(frame);
  await new Promise<void>((resolve) =>
    frame.addEventListener('load', () => resolve(), { once: true }),
  );
  try {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
  } finally {
    window.setTimeout(() => {
      frame.remove();
      URL.revokeObjectURL(objectUrl);
    }, 60_000);
  }
}
