import { Copy, Download, FileCode, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { mockupMessages, type KitItem, type LogoVariant } from '@contracts/api/logo-mockups';
import { CHECKERBOARD } from '@/components/photo/preview-parts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { notifyError, notifySuccess } from '@/lib/notify';

/** Which logo version an item shows, in words. */
export const VARIANT_WORDS: Record<LogoVariant, string> = {
  color: 'Logo as made',
  light: 'Light logo (for contrast)',
  dark: 'Dark logo (for contrast)',
};

/** Fetches a file of the kit and hands it to `save`. */
export type SaveUrl = (url: string, name: string) => Promise<void>;

/**
 * One item of the kit: its picture (a button that opens it large), title, exact size, the logo
 * version its background called for, and its downloads.
 */
export function KitItemCard({
  item,
  stem,
  signatureHtml,
  onSave,
}: {
  item: KitItem;
  /** The brand's file-name stem. */
  stem: string;
  signatureHtml?: string;
  onSave: SaveUrl;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const svg = item.files.find((file) => file.mime === 'image/svg+xml' && file.url);
  const size = `${item.width} × ${item.height}`;

  const download = async (kind: string, url: string | undefined, name: string) => {
    if (!url) return;
    setBusy(kind);
    try {
      await onSave(url, name);
    } finally {
      setBusy(null);
    }
  };

  const copyHtml = async () => {
    if (!signatureHtml) return;
    try {
      await navigator.clipboard.writeText(signatureHtml);
      void notifySuccess(mockupMessages.signatureCopied);
    } catch {
      void notifyError(mockupMessages.downloadFailed);
    }
  };

  return (
    <li
      className="border-border bg-surface-raised/70 flex min-w-0 flex-col overflow-hidden rounded-xl border"
      data-testid="kit-item"
      data-item={item.id}
    >
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="focus-visible:ring-ring block outline-none focus-visible:ring-2 focus-visible:ring-inset"
        aria-label={`Open ${item.title} (${size})`}
      >
        <img
          src={item.thumb.url ?? item.url}
          alt=""
          className={cn(
            'aspect-[4/3] w-full object-contain',
            item.group === 'social' && CHECKERBOARD,
          )}
        />
      </button>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div>
          <h4 className="text-foreground text-sm font-semibold">{item.title}</h4>
          <p className="text-muted-foreground text-xs" data-testid="item-size">
            {size} · {VARIANT_WORDS[item.variant]}
          </p>
        </div>
        <div className="mt-auto flex flex-wrap gap-1.5">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void download('png', item.url, `${stem}-${item.id}.png`)}
            disabled={busy !== null || !item.url}
            aria-label={`Download ${item.title} as PNG`}
          >
            {busy === 'png' ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              <Download aria-hidden />
            )}{' '}
            PNG
          </Button>
          {svg && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => void download('svg', svg.url, `${stem}-${item.id}.svg`)}
              disabled={busy !== null}
              aria-label={`Download ${item.title} as SVG`}
            >
              {busy === 'svg' ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <FileCode aria-hidden />
              )}{' '}
              SVG
            </Button>
          )}
          {signatureHtml && (
            <>
              <Button
                variant="outline"
                size="sm"
                aria-label="Download the signature HTML"
                onClick={() => {
                  const url = URL.createObjectURL(new Blob([signatureHtml], { type: 'text/html' }));
                  void download('html', url, `${stem}-email-signature.html`).finally(() =>
                    URL.revokeObjectURL(url),
                  );
                }}
                disabled={busy !== null}
              >
                {busy === 'html' ? (
                  <Loader2 className="animate-spin" aria-hidden />
                ) : (
                  <Download aria-hidden />
                )}{' '}
                HTML
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void copyHtml()}
                aria-label="Copy the signature HTML"
              >
                <Copy aria-hidden /> Copy
              </Button>
            </>
          )}
        </div>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-5xl">
          <DialogHeader>
            <DialogTitle>{item.title}</DialogTitle>
            <DialogDescription>
              {size} pixels · {VARIANT_WORDS[item.variant]}
            </DialogDescription>
          </DialogHeader>
          <img
            src={item.url}
            alt={`${item.title}, ${size}`}
            className={cn('max-h-[70vh] w-full rounded-lg object-contain', CHECKERBOARD)}
          />
        </DialogContent>
      </Dialog>
    </li>
  );
}
