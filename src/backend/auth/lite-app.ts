// @supabase/lite's App (PostgREST + GoTrue on our database), configured from our settings.
// lite is pinned exactly; everything we change about it is set here or in the gateway, never
// by editing the package.
import { App, type Connection, type EmailDriver, type SmsDriver } from '@supabase/lite';
import type { Database, Keys, Outbox } from '../context';
import type { CoreSettings } from '../settings';
import { createOutboxMailer } from './mailer';
import { createPhoneOtpMiddleware } from './phone-otp';
import { createResendConfirmationMiddleware } from './resend-confirmation';
import { createSpacing } from './rate-limit';
import { extractLinksAndCode } from '../local/outbox';

/** The client id/secret lite presents to the local test identity provider (/_local/idp). */
export const LOCAL_IDP_CLIENT = { id: 'hive-local', secret: 'hive-local-idp-secret' };

export type LiteAppOptions = {
  connection: Connection;
  db: Database;
  keys: Keys;
  settings: CoreSettings;
  outbox: Outbox;
  /** Public origin, known once the server listens. */
  url: () => string;
  /**
   * Tests only: point the providers config.toml enables at the local identity provider
   * (/_local/idp). Off, no OAuth provider is offered at all: Hive Local has no route to a real
   * one, and the local provider would sign anyone in as anyone.
   */
  localIdentityProvider: boolean;
};

function outboxDrivers(outbox: Outbox): { email: EmailDriver; sms: SmsDriver } {
  return {
    email: {
      send: (message) => {
        const text = message.text ?? message.html ?? '';
        outbox.add({
          channel: 'email',
          to: message.to,
          subject: message.subject,
          text,
          html: message.html,
          ...extractLinksAndCode(text),
        });
        return Promise.resolve();
      },
    },
    sms: {
      send: (message) => {
        outbox.add({
          channel: 'sms',
          to: message.to,
          subject: 'SMS',
          text: message.body,
          ...extractLinksAndCode(message.body),
        });
        return Promise.resolve();
      },
    },
  };
}

/** Builds lite's App with admin mode off and our key resolver, mailer and phone OTP. */
export function createLiteApp(options: LiteAppOptions): App {
  const { keys, settings, outbox } = options;
  const url = options.url();
  const mailer = createOutboxMailer({
    apiUrl: options.url,
    siteUrl: settings.siteUrl,
    allowList: settings.additionalRedirectUrls,
    outbox,
  });
  const app = new App({
    connection: options.connection,
    api: { max_rows: settings.maxRows, external_url: url },
    auth: {
      enabled: true,
      jwt_secret: keys.jwtSecret,
      site_url: settings.siteUrl,
      additional_redirect_urls: settings.additionalRedirectUrls,
      jwt_expiry: settings.jwtExpiry,
      enable_signup: true,
      enable_refresh_token_rotation: true,
      refresh_token_reuse_interval: settings.refreshTokenReuseInterval,
      minimum_password_length: settings.minimumPasswordLength,
      email: {
        enable_signup: true,
        enable_confirmations: settings.enableConfirmations,
        otp_expiry: settings.otpExpirySeconds,
      },
      // lite's GitHub provider takes a base URL (GitHub Enterprise style); pointing it at our
      // local IdP makes the OAuth round trip real and offline, for tests that ask for it.
      external: {
        github: {
          enabled: options.localIdentityProvider && settings.externalProviders.github,
          client_id: LOCAL_IDP_CLIENT.id,
          secret: LOCAL_IDP_CLIENT.secret,
          url: `${url}/_local/idp/github`,
        },
      },
    },
    options: {
      drivers: outboxDrivers(outbox),
      server: {
        // Admin mode runs keyless loopback requests as service_role: never in Hive Local.
        admin: false,
        disableStudio: true,
        apiKeys: {
          // Our anon/service keys are JWTs (as on hosted Supabase); lite expects opaque keys.
          resolver: (key) =>
            Promise.resolve(
              key === keys.anonKey
                ? { type: 'publishable', claims: { role: 'anon' } }
                : key === keys.serviceRoleKey
                  ? { type: 'secret', claims: { role: 'service_role' } }
                  : null,
            ),
        },
        middlewares: [
          createPhoneOtpMiddleware({
            db: options.db,
            keys,
            outbox,
            smsTemplate: settings.smsTemplate,
            otpExpirySeconds: settings.otpExpirySeconds,
            spacing: createSpacing(settings.rateLimits.smsMinIntervalSeconds),
          }),
          createResendConfirmationMiddleware({ db: options.db, keys, mailer }),
        ],
      },
    },
  });
  if (app.adminMode) throw new Error('lite admin mode must be off in Hive Local.');
  app._mailer = mailer;
  return app;
}
