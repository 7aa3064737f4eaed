// The e2e `test`: Playwright's own, plus one automatic check on every test. Everything the app
// renders during the test (page text as it appears, toasts included, across navigations) is
// collected in the page and checked at the end for internal names a user should never read:
// edge function names, cost keys and engine ids (issue: "words a user knows"). The developer
// pages that name endpoints on purpose (/api-test) and Hive Local's own pages (/_local/…) are
// left out.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { CREDIT_COSTS } from '../../../supabase/functions/_shared/contracts/domain/credits';

/** Edge function folder names (generate-image, remove-background, …). */
const functionNames = readdirSync(resolve(import.meta.dirname, '../../../supabase/functions'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);

/** Engine and model ids of our engines and providers, and the servers' kind prefixes. */
const engineIdPatterns = [
  /\b(local|hosted):[a-z][\w.@-]*/,
  /\bimgly-isnet/,
  /\besrgan-(slim|medium|thick)/,
  /\bopencv-inpaint/,
  /\bpatchmatch-inpaint/,
  /\bminisam\b/,
  /\bhive-local-procedural/,
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Hyphenated ids matched as whole words, so "generate-image" is caught but prose is not. */
const idPatterns = [...functionNames, ...Object.keys(CREDIT_COSTS)]
  .filter((name) => name.includes('-'))
  .map((name) => new RegExp(`(?<![\\w/-])${escape(name)}(?![\\w-])`));

/** The internal names found in `text`, if any. */
export function internalNamesIn(text: string): string[] {
  const found = [...idPatterns, ...engineIdPatterns]
    .map((pattern) => pattern.exec(text)?.[0])
    .filter((match): match is string => Boolean(match));
  return [...new Set(found)];
}

/**
 * Runs in every document: collects rendered text (each distinct text once) and hands it to the
 * test through a binding now and then, when the page goes away and at the end of the test.
 */
function collectRenderedText(): void {
  const skipped = /^\/(api-test|_local)(\/|$)/;
  if (skipped.test(window.location.pathname)) return;
  const report = (window as unknown as { __hiveSawText?: (texts: string[]) => Promise<void> })
    .__hiveSawText;
  if (!report) return;
  const seen = new Set<string>();
  let pending: string[] = [];
  let timer: number | undefined;
  const flush = () => {
    window.clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    void report(batch).catch(() => undefined);
  };
  const take = (node: Node | null) => {
    if (!node) return;
    if (node instanceof Element && ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(node.tagName)) return;
    const text = node.textContent?.trim().slice(0, 4000);
    if (!text || seen.has(text)) return;
    seen.add(text);
    pending.push(text);
    timer ??= window.setTimeout(flush, 1000);
  };
  const start = () => {
    take(document.body);
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') take(record.target);
        for (const node of record.addedNodes) take(node);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    window.addEventListener('pagehide', flush);
    (window as unknown as { __hiveFlushText?: () => void }).__hiveFlushText = flush;
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

export const test = base.extend<{ userWordsOnly: void }>({
  userWordsOnly: [
    async ({ page }, use) => {
      const seen = new Map<string, string>();
      await page.exposeFunction('__hiveSawText', (texts: string[]) => {
        for (const text of texts)
          for (const name of internalNamesIn(text)) if (!seen.has(name)) seen.set(name, text);
      });
      await page.addInitScript(collectRenderedText);
      await use();
      // The last batch; a page that is closing or stuck does not hold the test up.
      if (!page.isClosed())
        await Promise.race([
          page
            .evaluate(() =>
              (window as unknown as { __hiveFlushText?: () => void }).__hiveFlushText?.(),
            )
            .catch(() => undefined),
          new Promise((done) => setTimeout(done, 2000)),
        ]);
      const offences = [...seen].map(([name, text]) => `"${name}" in: ${text.slice(0, 200)}`);
      expect(offences, 'internal names shown to the user').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
