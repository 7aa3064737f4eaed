// Deep links no one should act on, shared by the parser's tests (deep-links.test.ts) and the
// ones that drive them through main's open-url and second-instance handlers.

export const CODE = '3f2a9c1e-8b7d-4e6f-a5b4-c3d2e1f0a9b8';

/** Malformed, wrong-scheme, wrong-host, huge and encoded-trick links, each with a name. */
export const MALFORMED_LINKS: readonly (readonly [string, string])[] = [
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
  [
    'description with markup',
    'hivestudio://auth/callback?error=x&error_description=%3Cimg%20src%3Dx%3E',
  ],
  ['space', `hivestudio://auth/callback?code=${CODE} --inspect`],
  ['newline', `hivestudio://auth/callback?code=${CODE}\n--inspect`],
  ['NUL', `hivestudio://auth/callback?code=${CODE}\u0000`],
  ['right-to-left override', `hivestudio://auth/callback?code=${CODE}\u202e`],
  ['fullwidth slash', `hivestudio://auth\uff0fcallback?code=${CODE}`],
  ['backslashes', `hivestudio:\\\\auth\\callback?code=${CODE}`],
  ['huge', `hivestudio://auth/callback?code=${'a'.repeat(5000)}`],
  ['empty', ''],
  ['not a URL', 'hivestudio'],
];

/** A small deterministic generator, so a failure names a reproducible case. */
export function randomStrings(seed: number, count: number): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  const alphabet =
    'hivestudio:/?#&=%@.\\ auth callback code error 0123456789 ABC-_~\u0000\n\u202e\uff0f';
  return Array.from({ length: count }, () => {
    const length = 1 + (next() % 80);
    let text = next() % 3 === 0 ? 'hivestudio://' : '';
    for (let index = 0; index < length; index += 1) text += alphabet[next() % alphabet.length];
    return text;
  });
}
