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
import { CODE, MALFORMED_LINKS, randomStrings } from './deep-link-cases';

describe('deep links', () => {
  it('accepts the PKCE callback with a code and rebuilds it', () => {
    expect(parseDeepLink(`hivestudio://auth/callback?code=${CODE}`)).toEqual({
      url: `${AUTH_CALLBACK_URL}?code=${CODE}`,
      code: CODE,
    });
    expect(parseDeepLink(`HIVESTUDIO://auth/callback?code=${CODE}`)?.code).toBe(CODE);
  });

  it('accepts an error return with a plain description', () => {
    const link = parseDeepLink(
      'hivestudio://auth/callback?error=access_denied&error_description=User+cancelled+sign-in',
    );
    expect(link).toEqual({
      url: 'hivestudio://auth/callback?error=access_denied&error_description=User+cancelled+sign-in',
      error: 'access_denied',
    });
  });

  it.each(MALFORMED_LINKS)('refuses %s', (_name, raw) => {
    expect(parseDeepLink(raw)).toBeNull();
  });

  it('refuses values that are not strings', () => {
    for (const value of [
      undefined,
      null,
      42,
      {},
      ['hivestudio://auth/callback?code=abcdefgh12'],
      Symbol('x'),
    ]) {
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
    expect(
      findDeepLinkInArgv(['/app/hive', '--no-sandbox', `hivestudio://auth/callback?code=${CODE}`])
        ?.code,
    ).toBe(CODE);
    expect(
      findDeepLinkInArgv(['/app/hive', 'hivestudio://evil/callback?code=abcdefgh12', '--x']),
    ).toBeNull();
    expect(findDeepLinkInArgv(['/app/hive', `https://auth/callback?code=${CODE}`])).toBeNull();
    expect(findDeepLinkInArgv([])).toBeNull();
  });

  it('reports every argument claiming to be a link that is not taken, and no other argument', () => {
    const ignored: string[] = [];
    const argv = [
      '/app/hive',
      '--flag',
      'HIVESTUDIO://evil/x',
      `hivestudio://auth/callback?code=${CODE}`,
      'hivestudio://auth/callback?code=later-1234',
    ];
    expect(findDeepLinkInArgv(argv, (argument) => ignored.push(argument))?.code).toBe(CODE);
    expect(ignored).toEqual(['HIVESTUDIO://evil/x', 'hivestudio://auth/callback?code=later-1234']);
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
    expect(isSignInPageAllowed('https://accounts.google.com/o/oauth2/auth?x=1', backend)).toBe(
      true,
    );
    expect(isSignInPageAllowed('http://127.0.0.1:54321/_local/idp/authorize?x=1', backend)).toBe(
      true,
    );
    expect(isSignInPageAllowed('http://127.0.0.1:9999/', backend)).toBe(false);
    expect(isSignInPageAllowed('http://evil.example/', backend)).toBe(false);
    expect(isSignInPageAllowed('file:///etc/passwd', backend)).toBe(false);
    expect(isSignInPageAllowed('javascript:alert(1)', backend)).toBe(false);
    expect(isSignInPageAllowed('smb://server/share', null)).toBe(false);
    expect(isExternalLinkAllowed('https://user:pass@example.com/')).toBe(false);
    expect(isExternalLinkAllowed('hivestudio://auth/callback?code=abcdefgh12')).toBe(false);
  });
});
