import { Loader2 } from 'lucide-react';

/** What both invoice pages show while their first reads load. */
export function LoadingInvoices() {
  return (
    <div
      role="status"
      className="text-muted-foreground flex items-center justify-center gap-3 py-24"
    >
      <Loader2 className="text-gold-400 size-6 animate-spin" aria-hidden />
      <span>Loading your invoices…</span>
    </div>
  );
}
