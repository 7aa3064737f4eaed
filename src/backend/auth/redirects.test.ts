// GoTrue's redirect rule: the site URL's origin or an allow-listed URL (exact, as a prefix
// folder, or with * / ** globs); anything else falls back to the site URL.
import { describe, expect, it } from 'vitest';
import { resolveRedirect } from './redirects';

const SITE = 'http://127.0.0.1:5173';
const ALLOW = [
  'hivestudio://auth/callback',
  'http://localhost:4000',
  'https://*.preview.example/**',
];

describe('resolveRedirect', () => {
  it('uses the site URL when nothing, or something unparsable, is asked for', () => {
    expect(resolveRedirect(null, SITE, ALLOW)).toBe(SITE);
    expect(resolveRedirect('', SITE, ALLOW)).toBe(SITE);
    expect(resolveRedirect('not a url', SITE, ALLOW)).toBe(SITE);
  });

  it('keeps any page on the site’s own origin', () => {
    expect(resolveRedirect(`${SITE}/reset-password?x=1`, SITE, ALLOW)).toBe(
      `${SITE}/reset-password?x=1`,
    );
  });

  it('keeps allow-listed URLs: exact, below an entry, and matching a glob', () => {
    expect(resolveRedirect('hivestudio://auth/callback', SITE, ALLOW)).toBe(
      'hivestudio://auth/callback',
    );
    expect(resolveRedirect('http://localhost:4000/a/b', SITE, ALLOW)).toBe(
      'http://localhost:4000/a/b',
    );
    expect(resolveRedirect('https://pr-7.preview.example/auth/done', SITE, ALLOW)).toBe(
      'https://pr-7.preview.example/auth/done',
    );
  });

  it('refuses foreign targets, look-alike hosts and a glob crossing a dot', () => {
    for (const foreign of [
      'https://evil.example/steal',
      'http://localhost:4000.evil.example/',
      'http://localhost:40001/',
      'https://a.b.preview.example.evil/x',
      'https://a.b.preview.example/x',
      'http://127.0.0.1:5174/',
      'hivestudio://auth/callback-evil',
    ])
      expect(resolveRedirect(foreign, SITE, ALLOW), foreign).toBe(SITE);
  });
});
