import { describe, expect, it } from 'vitest';
import { mayHaveSession, SESSION_HINT_ATTRIBUTE, SESSION_HINT_SCRIPT } from './session-hint';

function storageOf(keys: string[]) {
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
}

/** Runs the inline script against a fake page and says whether it marked <html>. */
function runHintScript(
  keys: string[] | 'blocked',
  location: { search: string; hash: string },
): boolean {
  const attributes = new Set<string>();
  const document = {
    documentElement: { setAttribute: (name: string) => attributes.add(name) },
  };
  const localStorage =
    keys === 'blocked'
      ? new Proxy(
          {},
          {
            get() {
              throw new Error('SecurityError: storage is blocked');
            },
          },
        )
      : storageOf(keys);
  new Function('localStorage', 'location', 'document', SESSION_HINT_SCRIPT)(
    localStorage,
    location,
    document,
  );
  return attributes.has(SESSION_HINT_ATTRIBUTE);
}

const cases: { name: string; keys: string[]; search: string; hash: string; expected: boolean }[] = [
  { name: 'an empty browser', keys: [], search: '', hash: '', expected: false },
  {
    name: 'unrelated keys and query',
    keys: ['theme', 'sb-127-auth-token-code-verifier', 'hive:prefs'],
    search: '?plan=pro',
    hash: '#pricing',
    expected: false,
  },
  {
    name: 'a stored local session',
    keys: ['theme', 'sb-127-auth-token'],
    search: '',
    hash: '',
    expected: true,
  },
  {
    name: 'a stored hosted session',
    keys: ['sb-abcdefghijklmnop-auth-token'],
    search: '',
    hash: '',
    expected: true,
  },
  { name: 'a PKCE code return', keys: [], search: '?code=abc123', hash: '', expected: true },
  {
    name: 'an implicit-flow return',
    keys: [],
    search: '',
    hash: '#access_token=x&refresh_token=y',
    expected: true,
  },
  {
    name: 'an OAuth error return',
    keys: [],
    search: '?error=access_denied&error_description=no',
    hash: '',
    expected: true,
  },
  {
    name: 'a parameter that only ends in code',
    keys: [],
    search: '?promo_code=HIVE',
    hash: '',
    expected: false,
  },
];

describe('session hint', () => {
  it.each(cases)('$name → $expected (function and inline script agree)', (example) => {
    const location = { search: example.search, hash: example.hash };
    expect(mayHaveSession(storageOf(example.keys), location)).toBe(example.expected);
    expect(runHintScript(example.keys, location)).toBe(example.expected);
  });

  it('the inline script assumes a session when storage cannot be read', () => {
    expect(runHintScript('blocked', { search: '', hash: '' })).toBe(true);
  });
});
