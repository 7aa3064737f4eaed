// Shared pieces for benchmarks that drive the real app in Debian's Chromium with a backend: the
// web build (built once into a cached temporary folder, rebuilt when its sources are newer) served
// by an in-memory Hive Local, a confirmed account made through the same HTTP API the app uses
// (no Playwright test runner needed), opening a page signed in, and the resident memory of the
// browser this process launched, read from /proc.
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { createLogger } from '../../src/backend/core/logger';
import { startHiveLocal } from '../../src/backend/server';
import { ensureWebBuild } from '../../scripts/web-build';

/** A running Hive Local serving the web build. */
export type BenchServer = { url: string; localKey: string; close: () => Promise<void> };

/** Builds the web client into `<tmp>/<folder>` (unless fresh) and serves it with Hive Local. */
export async function startBenchServer(folder = 'hive-bench-web'): Promise<BenchServer> {
  const root = join(tmpdir(), folder);
  ensureWebBuild(root);
  const hive = await startHiveLocal({
    port: 0,
    dataDir: null,
    staticDir: root,
    log: createLogger('error'),
    settings: {
      rateLimits: { emailMinIntervalSeconds: 0, smsMinIntervalSeconds: 0, signInSignUps: 1000 },
    },
  });
  return { url: hive.url, localKey: hive.localKey, close: () => hive.close() };
}

/** A signed-up, confirmed user and its first session. */
export type BenchAccount = { email: string; session: Record<string, unknown> };

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs a new user up on `server` and confirms the address through the outbox link. */
export async function createBenchAccount(server: BenchServer): Promise<BenchAccount> {
  const { anonKey } = await json<{ anonKey: string }>(
    await fetch(`${server.url}/_local/config`),
    'local config',
  );
  const headers = { apikey: anonKey, 'content-type': 'application/json' };
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct-horse-42';
  await json(
    await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password, data: { name: 'Bench Person' } }),
    }),
    'sign-up',
  );
  let link: string | undefined;
  for (let attempt = 0; attempt < 50 && !link; attempt += 1) {
    const messages = await json<{ links: string[] }[]>(
      await fetch(`${server.url}/_local/mail.json?to=${encodeURIComponent(email)}`, {
        headers: { 'x-hive-local-key': server.localKey },
      }),
      'outbox',
    );
    link = messages[0]?.links.find((candidate) => candidate.includes('/auth/v1/verify'));
    if (!link) await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  if (!link) throw new Error('No confirmation e-mail arrived');
  await fetch(link, { redirect: 'manual' });
  const session = await json<Record<string, unknown>>(
    await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    }),
    'password sign-in',
  );
  return { email, session };
}

/** Opens `url` signed in as `account` (the session goes where supabase-js stores it). */
export async function openSignedIn(page: Page, account: BenchAccount, url: string): Promise<void> {
  await page.addInitScript((session) => {
    const projectRef = new URL(location.origin).hostname.split('.')[0];
    localStorage.setItem(`sb-${projectRef}-auth-token`, JSON.stringify(session));
  }, account.session);
  await page.goto(url);
}

/** Parent pid and resident bytes of a process, or null when it is gone. */
function processFacts(
  pid: number,
): { ppid: number; rss: number; pss: number; name: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    const ppid = Number(fields[1]);
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { ppid, rss: rssKb * 1024, pss: 0, name };
  } catch {
    return null;
  }
}

/** Proportional set size (shared pages split between their sharers), 0 when unreadable. */
function pssOf(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * Memory of every process descended from this one whose name says Chromium (the browser, its
 * renderers, GPU and utility processes), summed, and how many there are. Linux only (null
 * elsewhere). `bytes` sums RSS, which counts pages shared between processes once per process and
 * so overstates; `pss` sums the proportional set size (shared pages split), the fairer total.
 */
export function chromiumRss(): { bytes: number; pss: number; processes: number } | null {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number);
  } catch {
    return null;
  }
  const facts = new Map<number, { ppid: number; rss: number; name: string }>();
  for (const pid of pids) {
    const fact = processFacts(pid);
    if (fact) facts.set(pid, fact);
  }
  const descends = (pid: number): boolean => {
    for (let current = facts.get(pid), hops = 0; current && hops < 64; hops += 1) {
      if (current.ppid === process.pid) return true;
      current = facts.get(current.ppid);
    }
    return false;
  };
  let bytes = 0;
  let pss = 0;
  let processes = 0;
  for (const [pid, fact] of facts) {
    if (!/chrom/i.test(fact.name) || !descends(pid)) continue;
    bytes += fact.rss;
    pss += pssOf(pid);
    processes += 1;
  }
  return { bytes, pss, processes };
}
