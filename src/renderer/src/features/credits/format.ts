// How the credits screens write dates, changes and names.
import { TRANSACTION_TYPE_LABELS } from '@contracts/domain/credits';
import type { TransactionType } from '@contracts/domain/credits';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** e.g. "Nov 23, 2026, 7:45 PM"; the raw text when it is not a date. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** A signed credit change: "+650", "−10" (a real minus sign). */
export function formatDelta(delta: number): string {
  const amount = Math.abs(delta).toLocaleString('en-US');
  return delta > 0 ? `+${amount}` : `\u2212${amount}`;
}

/** The readable name of a ledger entry type. */
export function transactionLabel(type: TransactionType): string {
  return TRANSACTION_TYPE_LABELS[type];
}

/** "background-remove" → "Background remove"; names from the server, made readable. */
export function humanize(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}

/** Status names of ai_generations, as people read them. */
export const GENERATION_STATUS_LABELS = {
  pending: 'Pending',
  processing: 'Processing',
  succeeded: 'Completed',
  failed: 'Failed',
  refunded: 'Refunded',
} as const;
