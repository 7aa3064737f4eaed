// Auth's mailer, replacing lite's: lite builds e-mail links on the *site* origin and always
// redirects to site_url; GoTrue builds them on the API's public URL with the request's allowed
// redirect_to. Messages go to the local outbox instead of SMTP.
import type { Outbox } from '../context';
import { authRequestScope, resolveRedirect } from './redirects';
import { extractLinksAndCode } from '../local/outbox';

type MailMeta = { redirectTo?: string };

/** lite's (unexported) Mailer interface. */
export type LiteMailer = {
  sendConfirmation(email: string, tokenHash: string, otp: string, meta?: MailMeta): Promise<void>;
  sendRecovery(email: string, tokenHash: string, otp: string, meta?: MailMeta): Promise<void>;
  sendMagicLink(email: string, tokenHash: string, otp: string, meta?: MailMeta): Promise<void>;
  sendEmailChange(email: string, tokenHash: string, otp: string, meta?: MailMeta): Promise<void>;
  sendReauthentication(email: string, otp: string, meta?: MailMeta): Promise<void>;
};

const SUBJECTS = {
  signup: 'Confirm your signup',
  recovery: 'Reset your password',
  magiclink: 'Your magic link',
  email_change: 'Confirm your new email',
  reauthentication: 'Confirm reauthentication',
} as const;

const LEADS = {
  signup: 'Confirm your signup with this code',
  recovery: 'Reset your password with this code',
  magiclink: 'Your login code is',
  email_change: 'Confirm your email change with this code',
  reauthentication: 'Enter this code to continue',
} as const;

/** A lite Mailer that writes GoTrue-style messages to the outbox. */
export function createOutboxMailer(options: {
  apiUrl: () => string;
  siteUrl: string;
  allowList: string[];
  outbox: Outbox;
}): LiteMailer {
  const send = (
    type: keyof typeof SUBJECTS,
    email: string,
    tokenHash: string | null,
    otp: string,
  ) => {
    let link: string | null = null;
    if (tokenHash) {
      const redirectTo = resolveRedirect(
        authRequestScope.getStore()?.redirectTo,
        options.siteUrl,
        options.allowList,
      );
      const url = new URL('/auth/v1/verify', options.apiUrl());
      url.searchParams.set('token', tokenHash);
      url.searchParams.set('type', type);
      url.searchParams.set('redirect_to', redirectTo);
      link = url.toString();
    }
    const text = `${LEADS[type]}: ${otp}${link ? `\n\nOr follow this link: ${link}` : ''}`;
    const { links } = extractLinksAndCode(text);
    options.outbox.add({
      channel: 'email',
      to: email,
      subject: SUBJECTS[type],
      text,
      links,
      code: otp,
    });
    return Promise.resolve();
  };
  return {
    sendConfirmation: (email, hash, otp) => send('signup', email, hash, otp),
    sendRecovery: (email, hash, otp) => send('recovery', email, hash, otp),
    sendMagicLink: (email, hash, otp) => send('magiclink', email, hash, otp),
    sendEmailChange: (email, hash, otp) => send('email_change', email, hash, otp),
    sendReauthentication: (email, otp) => send('reauthentication', email, null, otp),
  };
}
