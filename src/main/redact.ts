// Keeps secrets out of the log files a user may send us: JWTs (access, refresh, anon and
// service-role keys), API and webhook keys, Authorization headers, sign-in links' codes and
// tokens, one-time passwords, passwords, and the values main knows are secret (this launch's
// outbox key). Fields are redacted by name as well as by what their values look like; a field
// named `code` is kept (error codes), a `?code=` in a link is not.

const REDACTED = '[redacted]';

/** Field names whose values are always secret (compared without case, `-` and `_`). */
const SECRET_FIELDS = new Set(
  [
    'authorization',
    'apikey',
    'apiKey',
    'password',
    'secret',
    'token',
    'accessToken',
    'refreshToken',
    'idToken',
    'providerToken',
    'codeVerifier',
    'otp',
    'anonKey',
    'serviceRoleKey',
    'localKey',
    'key',
    'cookie',
    'setCookie',
    'xHiveLocalKey',
    'xRemovebgApiKey',
    'xClaidApiKey',
    'stripeSecretKey',
    'webhookSecret',
  ].map((name) => name.toLowerCase()),
);

const normalise = (name: string) => name.replace(/[-_]/g, '').toLowerCase();

/** Patterns of secret values inside any text. */
const SECRET_PATTERNS: [RegExp, string][] = [
  // JSON Web Tokens: header.payload.signature, base64url.
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/g, REDACTED],
  // Stripe, Supabase and other prefixed keys.
  [/\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{8,}/g, REDACTED],
  [/\bwhsec_[A-Za-z0-9]{8,}/g, REDACTED],
  [/\bsb_(?:secret|publishable)_[A-Za-z0-9_-]{8,}/g, REDACTED],
  [/\br8_[A-Za-z0-9]{8,}/g, REDACTED],
  // Authorization headers and bearer tokens.
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi, `$1 ${REDACTED}`],
  // Secrets in URLs and form bodies: ?code=…, &access_token=…, key=…
  [
    /([?&#](?:code|token|access_token|refresh_token|id_token|provider_token|token_hash|key|apikey|api_key|password|otp)=)[^&#\s"']+/gi,
    `$1${REDACTED}`,
  ],
  // "password": "…", "token": "…" inside JSON text.
  [
    /("(?:password|token|access_token|refresh_token|apikey|api_key|secret|otp)"\s*:\s*")[^"]*"/gi,
    `$1${REDACTED}"`,
  ],
];

/** A redactor: `text` for lines, `fields` for structured log fields. */
export type Redactor = {
  text(line: string): string;
  fields(value: Record<string, unknown>): Record<string, unknown>;
  /** Values that are secret wherever they appear (e.g. this launch's outbox key). */
  addSecret(value: string): void;
};

/** Creates a redactor; `secrets` are known secret values (at least 8 characters each). */
export function createRedactor(secrets: readonly string[] = []): Redactor {
  const known = new Set(secrets.filter((secret) => secret.length >= 8));
  const text = (line: string): string => {
    let result = line;
    for (const secret of known) result = result.split(secret).join(REDACTED);
    for (const [pattern, replacement] of SECRET_PATTERNS)
      result = result.replace(pattern, replacement);
    return result;
  };
  const value = (input: unknown, depth: number): unknown => {
    if (typeof input === 'string') return text(input);
    if (depth > 6 || input === null || typeof input !== 'object') return input;
    if (Array.isArray(input)) return input.map((item) => value(item, depth + 1));
    return Object.fromEntries(
      Object.entries(input).map(([name, item]) => [
        name,
        SECRET_FIELDS.has(normalise(name)) ? REDACTED : value(item, depth + 1),
      ]),
    );
  };
  return {
    text,
    fields: (fields) => value(fields, 0) as Record<string, unknown>,
    addSecret: (secret) => {
      if (secret.length >= 8) known.add(secret);
    },
  };
}
