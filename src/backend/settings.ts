// Hive Local's settings: supabase/config.toml (the Supabase CLI's own file, so both modes read
// the same auth rules) plus environment overrides, both parsed with zod at the boundary.
import { existsSync, readFileSync } from 'node:fs';
import { parse as parseToml } from 'smol-toml';
import { z } from 'zod';
import type { HiveSettings } from './context';

/** Rate limits, per IP per 5 minutes unless stated (GoTrue's `[auth.rate_limit]`). */
export type RateLimits = {
  signInSignUps: number;
  tokenVerifications: number;
  tokenRefresh: number;
  /** Failed password sign-ins per e-mail address per 5 minutes. */
  failedSignInsPerEmail: number;
  /** Minimum seconds between two e-mails (or texts) to the same address. */
  emailMinIntervalSeconds: number;
  smsMinIntervalSeconds: number;
};

/** Everything the core reads; HiveSettings is the part modules see. */
export type CoreSettings = HiveSettings & {
  projectId: string;
  refreshTokenReuseInterval: number;
  otpExpirySeconds: number;
  smsTemplate: string;
  maxRows: number;
  rateLimits: RateLimits;
  /**
   * Addresses of reverse proxies in front of Hive Local whose X-Forwarded-For is believed
   * (HIVE_TRUSTED_PROXIES); empty by default: the socket's peer is the client.
   */
  trustedProxies: string[];
  /** OAuth providers config.toml switches on (`[auth.external.<name>] enabled`). */
  externalProviders: { github: boolean; google: boolean };
  /** Host names (with port when not the default) a hosted Hive Local answers besides loopback. */
  publicHosts: string[];
};

/** Partial overrides (tests, CLI); nested rate limits merge. */
export type SettingsOverrides = Partial<Omit<CoreSettings, 'rateLimits'>> & {
  rateLimits?: Partial<RateLimits>;
};

const duration = z
  .string()
  .regex(/^\d+(ms|s|m|h)$/)
  .transform((text) => {
    const value = Number.parseInt(text, 10);
    if (text.endsWith('ms')) return value / 1000;
    if (text.endsWith('h')) return value * 3600;
    if (text.endsWith('m')) return value * 60;
    return value;
  });

const configSchema = z.object({
  project_id: z.string().default('hive-local'),
  api: z.object({ max_rows: z.number().int().positive().default(1000) }).prefault({}),
  auth: z
    .object({
      site_url: z.string().default('http://127.0.0.1:3000'),
      additional_redirect_urls: z.array(z.string()).default([]),
      jwt_expiry: z.number().int().positive().default(3600),
      refresh_token_reuse_interval: z.number().int().min(0).default(10),
      minimum_password_length: z.number().int().min(6).default(8),
      rate_limit: z
        .object({
          sign_in_sign_ups: z.number().int().positive().default(30),
          token_verifications: z.number().int().positive().default(30),
          token_refresh: z.number().int().positive().default(150),
        })
        .prefault({}),
      email: z
        .object({
          enable_confirmations: z.boolean().default(false),
          max_frequency: duration.default(1),
          otp_expiry: z.number().int().positive().default(3600),
        })
        .prefault({}),
      sms: z
        .object({
          template: z.string().default('Your code is {{ .Code }}'),
          max_frequency: duration.default(5),
        })
        .prefault({}),
      external: z
        .record(z.string(), z.object({ enabled: z.boolean().default(false) }).loose())
        .default({}),
    })
    .prefault({}),
  functions: z
    .record(z.string(), z.object({ verify_jwt: z.boolean().default(true) }).loose())
    .default({}),
});

const commaList = z.string().transform((text) =>
  text
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean),
);

// Only addresses: a proxy named by host name could change under us.
const addressList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.union([z.ipv4(), z.ipv6()])));

const envSchema = z.object({
  HIVE_SITE_URL: z.url().optional(),
  HIVE_TRUSTED_PROXIES: addressList.optional(),
  HIVE_ADMIN_EMAILS: commaList.optional(),
  HIVE_ENABLE_CONFIRMATIONS: z.enum(['true', 'false']).optional(),
  HIVE_PUBLIC_HOSTS: commaList.optional(),
});

/** Reads config.toml (when present) and the environment into CoreSettings. */
export function loadSettings(options: {
  configPath?: string;
  env?: Record<string, string | undefined>;
  overrides?: SettingsOverrides;
}): CoreSettings {
  const raw =
    options.configPath && existsSync(options.configPath)
      ? parseToml(readFileSync(options.configPath, 'utf8'))
      : {};
  const config = configSchema.parse(raw);
  const env = envSchema.parse(options.env ?? {});
  const auth = config.auth;
  const base: CoreSettings = {
    projectId: config.project_id,
    siteUrl: env.HIVE_SITE_URL ?? auth.site_url,
    additionalRedirectUrls: auth.additional_redirect_urls,
    enableConfirmations: env.HIVE_ENABLE_CONFIRMATIONS
      ? env.HIVE_ENABLE_CONFIRMATIONS === 'true'
      : auth.email.enable_confirmations,
    jwtExpiry: auth.jwt_expiry,
    minimumPasswordLength: auth.minimum_password_length,
    adminEmails: env.HIVE_ADMIN_EMAILS ?? [],
    functionsVerifyJwt: Object.fromEntries(
      Object.entries(config.functions).map(([name, entry]) => [name, entry.verify_jwt]),
    ),
    functionSecrets: {},
    refreshTokenReuseInterval: auth.refresh_token_reuse_interval,
    otpExpirySeconds: auth.email.otp_expiry,
    smsTemplate: auth.sms.template,
    maxRows: config.api.max_rows,
    trustedProxies: env.HIVE_TRUSTED_PROXIES ?? [],
    externalProviders: {
      github: auth.external.github?.enabled ?? false,
      google: auth.external.google?.enabled ?? false,
    },
    publicHosts: env.HIVE_PUBLIC_HOSTS ?? [],
    rateLimits: {
      signInSignUps: auth.rate_limit.sign_in_sign_ups,
      tokenVerifications: auth.rate_limit.token_verifications,
      tokenRefresh: auth.rate_limit.token_refresh,
      failedSignInsPerEmail: 10,
      emailMinIntervalSeconds: auth.email.max_frequency,
      smsMinIntervalSeconds: auth.sms.max_frequency,
    },
  };
  const { rateLimits, ...rest } = options.overrides ?? {};
  return {
    ...base,
    ...rest,
    adminEmails: (rest.adminEmails ?? base.adminEmails).map((email) => email.toLowerCase()),
    rateLimits: { ...base.rateLimits, ...rateLimits },
  };
}
