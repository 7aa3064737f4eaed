// Deep-link fuzzing: whatever string arrives through open-url or a second instance's argv,
// only `hivestudio://auth/callback` with a well-formed code or error is accepted, the link
// passed on is rebuilt from its parsed parts, and nothing else navigates or opens anything.
import { describe, expect, it } from 'vitest';
import {
  AUTH_CALLBACK_URL,
  createDeepLinkInbox,
  findDeepLinkInArgv,
  parseDeepLink,
} from '../../src/main/deep-links';
import { isSignInPageAllowed } from '../../src/main/ipc/handlers';
import { isExternalLinkAllowed } from '../../src/main/window-security';

const CODE = '3f2a9c1e-8b7d-4e6f-a5b4-c3d2e1f0a9b8';

/** A small deterministic generator, so a failure names a reproducible case. */
function randomStrings(seed: number, count: number): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  const alphabet = 'hivestudio:/?#&=%@.\\ auth callback code error 0123456789 ABC-_~\u0000\n\u202e\uff0f';
  return Array.from({ length: count }, () => {
    const length = 1 + (next() % 80);
    let text = next() % 3 === 0 ? 'hivestudio://' : '';
    for (let index = 0; index < length; index += 1) text += alphabet[next() % alphabet.length];
    return text;
  });
}

describe('deep links', () => {
  it('accepts the PKCE callback with a code and rebuilds it', () => {
    expect(parseDeepLink(`hivestudio://auth/callback?code=${CODE}`)).toEqual({ url: `${AUTH_CALLBACK_URL}?code=${CODE}`, code: CODE });
    expect(parseDeepLink(`HIVESTUDIO://auth/callback?code=${CODE}`)?.code).toBe(CODE);
  });

  it('accepts an error return with a plain description', () => {
    const link = parseDeepLink('hivestudio://auth/callback?error=access_denied&error_description=User+cancelled+sign-in');
    expect(link).toEqual({
      url: 'hivestudio://auth/callback?error=access_denied&error_description=User+cancelled+sign-in',
      error: 'access_denied',
    });
  });

  it.each([
    ['wrong scheme', `https://auth/callback?code=${CODE}`],
    ['look-alike scheme', `hive-studio://auth/callback?code=${CODE}`],
    ['javascript', 'javascript:alert(1)//hivestudio://auth/callback?code=abcdefgh'],
    ['file', 'file:///etc/passwd'],
    ['wrong host', `hivestudio://evil.example/callback?code=${CODE}`],
    ['wrong path', `hivestudio://auth/logout?code=${CODE}`],
    ['extra path', `hivestudio://auth/callback/extra?code=${CODE}`],
    ['encoded slash in host', `hivestudio://auth%2Fcallback?code=${CODE}`],
    ['encoded path', `hivestudio://auth/%63allback?code=${CODE}`],
    ['credentials', `hivestudio://user:pass@auth/callback?code=${CODE}`],
    ['user-info trick', `hivestudio://auth@evil.example/callback?code=${CODE}`],
    ['port', `hivestudio://auth:443/callback?code=${CODE}`],
    ['fragment', `hivestudio://auth/callback?code=${CODE}#https://evil.example`],
    ['no query', 'hivestudio://auth/callback'],
    ['empty code', 'hivestudio://auth/callback?code='],
    ['short code', 'hivestudio://auth/callback?code=abc'],
    ['code with a URL', 'hivestudio://auth/callback?code=https://evil.example/x'],
    ['encoded script in code', 'hivestudio://auth/callback?code=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['duplicate code', `hivestudio://auth/callback?code=${CODE}&code=aaaaaaaaaa`],
    ['unknown parameter', `hivestudio://auth/callback?code=${CODE}&redirect_to=https://evil.example`],
    ['code and error', `hivestudio://auth/callback?code=${CODE}&error=access_denied`],
    ['error with markup', 'hivestudio://auth/callback?error=%3Cb%3E'],
    ['description with markup', 'hivestudio://auth/callback?error=x&error_description=%3Cimg%20src%3Dx%3E'],
    ['space', `hivestudio://auth/callback?code=${CODE} --inspect`],
    ['newline', `hivestudio://auth/callback?code=${CODE}\n--inspect`],
    ['NUL', `hivestudio://auth/callback?code=${CODE}\u0000`],
    ['right-to-left override', `hivestudio://auth/callback?code=${CODE}\u202e`],
    ['fullwidth slash', `hivestudio://auth\uff0fcallback?code=${CODE}`],
    ['backslashes', `hivestudio:\\\\auth\\callback?code=${CODE}`],
    ['huge', `hivestudio://auth/callback?code=${'a'.repeat(5000)}`],
    ['empty', ''],
    ['not a URL', 'hivestudio'],
  ])('refuses %s', (_name, raw) => {
    expect(parseDeepLink(raw)).toBeNull();
  });

  it('refuses values that are not strings', () => {
    for (const value of [undefined, null, 42, {}, ['hivestudio://auth/callback?code=abcdefgh12'], Symbol('x')]) {
      expect(parseDeepLink(value)).toBeNull();
    }
  });

  it('never accepts a random string, and every accepted link is the callback rebuilt', () => {
    let accepted = 0;
    for (const raw of randomStrings(7, 5000)) {
      const link = parseDeepLink(raw);
      if (!link) continue;
      accepted += 1;
      expect(link.url.startsWith(`${AUTH_CALLBACK_URL}?`)).toBe(true);
    }
    // Random noise essentially never forms a valid callback; the point is that it cannot escape it.
    expect(accepted).toBeLessThan(5);
  });

  it('finds the link among a second instance argv and ignores the rest', () => {
    expect(findDeepLinkInArgv(['/app/hive', '--no-sandbox', `hivestudio://auth/callback?code=${CODE}`])?.code).toBe(CODE);
    expect(findDeepLinkInArgv(['/app/hive', 'hivestudio://evil/callback?code=abcdefgh12', '--x'])).toBeNull();
    expect(findDeepLinkInArgv(['/app/hive', `https://auth/callback?code=${CODE}`])).toBeNull();
    expect(findDeepLinkInArgv([])).toBeNull();
  });

  it('keeps one pending link for a renderer that was not listening yet, handed out once', () => {
    const delivered: string[] = [];
    const inbox = createDeepLinkInbox((link) => delivered.push(link.url));
    const link = parseDeepLink(`hivestudio://auth/callback?code=${CODE}`);
    if (!link) throw new Error('valid link refused');
    inbox.receive(link);
    expect(delivered).toEqual([link.url]);
    expect(inbox.take()).toEqual(link);
    expect(inbox.take()).toBeNull();
  });

  it('opens only https pages, or the running Hive Local, in the system browser', () => {
    const backend = { url: 'http://127.0.0.1:54321', anonKey: 'anon' };
    expect(isSignInPageAllowed('https://accounts.google.com/o/oauth2/auth?x=1', backend)).toBe(true);
    expect(isSignInPageAllowed('http://127.0.0.1:54321/_local/idp/authorize?x=1', backend)).toBe(true);
    expect(isSignInPageAllowed('http://127.0.0.1:9999/', backend)).toBe(false);
    expect(isSignInPageAllowed('http://evil.example/', backend)).toBe(false);
    expect(isSignInPageAllowed('file:///etc/passwd', backend)).toBe(false);
    expect(isSignInPageAllowed('javascript:alert(1)', backend)).toBe(false);
    expect(isSignInPageAllowed('smb://server/share', null)).toBe(false);
    expect(isExternalLinkAllowed('https://user:pass@example.com/')).toBe(false);
    expect(isExternalLinkAllowed('hivestudio://auth/callback?code=abcdefgh12')).toBe(false);
  });
});
