// The local mail outbox (Supabase's Inbucket, in-process): whatever Auth would e-mail or text
// is kept here and shown at /_local/mail and /_local/mail.json, so sign-up links and codes
// work offline and tests can read them.
import { randomUUID } from 'node:crypto';
import type { Outbox, OutboxMessage } from '../context';

/** Keeps the newest messages only; a local outbox is for reading, not an archive. */
const MAX_MESSAGES = 500;

const LINK = /https?:\/\/[^\s"'<>]+/g;
const CODE = /\b(\d{6,10})\b/;

/** Pulls links and a numeric code out of a message body. */
export function extractLinksAndCode(text: string): { links: string[]; code?: string } {
  const links = [...new Set(text.match(LINK) ?? [])].map((link) => link.replace(/&amp;/g, '&'));
  const withoutLinks = text.replace(LINK, ' ');
  const code = CODE.exec(withoutLinks)?.[1];
  return code ? { links, code } : { links };
}

/** An in-memory Outbox, newest message first. */
export function createOutbox(onAdd?: (message: OutboxMessage) => void): Outbox {
  const messages: OutboxMessage[] = [];
  return {
    add(input) {
      const message: OutboxMessage = {
        ...input,
        id: randomUUID(),
        createdAt: new Date().toISOString(),
      };
      messages.unshift(message);
      messages.length = Math.min(messages.length, MAX_MESSAGES);
      onAdd?.(message);
      return message;
    },
    list(filter) {
      const to = filter?.to?.toLowerCase();
      return to ? messages.filter((message) => message.to.toLowerCase() === to) : [...messages];
    },
    clear() {
      messages.length = 0;
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const PAGE_STYLE =
  'body{font:15px system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}code{font-size:1.3em;letter-spacing:.2em}input{font:inherit;padding:.3rem;width:24rem;max-width:100%}';

/**
 * The page shown when the outbox is opened without its key: where to find the key, and a form
 * that opens the outbox with it. `wrongKey` when a key was given and did not match.
 */
export function renderOutboxKeyPage(wrongKey: boolean): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hive Local · Mail outbox</title>
<style>${PAGE_STYLE}</style>
</head><body><h1>Mail outbox</h1>
${wrongKey ? '<p role="alert"><strong>That key does not match this launch of Hive Local.</strong></p>' : ''}
<p>The outbox holds sign-in links and codes, so it opens only with the key of this launch of Hive Local. Use the outbox link printed where Hive Local started (it ends in <code>?key=…</code>), or paste the key here.</p>
<form method="get" action="/_local/mail"><label>Key <input name="key" autocomplete="off" required></label> <button type="submit">Open the outbox</button></form>
</body></html>`;
}

/** The outbox page: plain HTML, no scripts, every value escaped. */
export function renderOutboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map((message) => {
      const links = message.links
        .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
        .join('');
      const files = (message.attachments ?? [])
        .map((file) => `<li>${escapeHtml(file.filename)} (${Math.ceil(file.size / 1024)} KB)</li>`)
        .join('');
      return `<article>
  <header><strong>${escapeHtml(message.subject)}</strong> → ${escapeHtml(message.to)} <small>(${message.channel}, ${escapeHtml(message.createdAt)})</small></header>
  ${files ? `<p>Attached:</p><ul>${files}</ul>` : ''}
  ${message.code ? `<p>Code: <code>${escapeHtml(message.code)}</code></p>` : ''}
  <pre>${escapeHtml(message.text)}</pre>
  ${links ? `<ul>${links}</ul>` : ''}
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hive Local · Mail outbox</title>
<style>${PAGE_STYLE}</style>
</head><body><h1>Mail outbox</h1><p>Everything Hive Local would have e-mailed or texted. Newest first.</p>
${rows || '<p>No messages yet.</p>'}
</body></html>`;
}
