// What a person typed to receive a one-time code (spec 5): an identifier containing '@' is an
// e-mail address (verified as type 'email'); anything else is a phone number (type 'sms').
import type { VerifyOtpParams } from '@supabase/supabase-js';

/** A parsed identifier, ready for signInWithOtp / verifyOtp. */
export type Identifier = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Separators people type inside phone numbers. */
const PHONE_SEPARATORS = /[\s().-]/g;
/** E.164: an optional '+', then 7 to 15 digits, not starting with 0. */
const PHONE = /^\+?[1-9]\d{6,14}$/;

/** Whether `text` looks like an e-mail address (the server has the final word). */
export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text.trim());
}

/**
 * Parses an e-mail address or phone number; null when it is neither. E-mail addresses are
 * lower-cased, phone numbers lose their separators and gain the leading '+' GoTrue expects.
 */
export function parseIdentifier(input: string): Identifier | null {
  const text = input.trim();
  if (text.includes('@')) {
    return isEmailAddress(text) ? { kind: 'email', email: text.toLowerCase() } : null;
  }
  const digits = text.replace(PHONE_SEPARATORS, '');
  if (!PHONE.test(digits)) return null;
  return { kind: 'phone', phone: digits.startsWith('+') ? digits : `+${digits}` };
}

/** verifyOtp's parameters: type 'email' for e-mail addresses, 'sms' for phone numbers (spec 5). */
export function verifyOtpParams(identifier: Identifier, token: string): VerifyOtpParams {
  return identifier.kind === 'email'
    ? { email: identifier.email, token, type: 'email' }
    : { phone: identifier.phone, token, type: 'sms' };
}

/** The identifier as shown back to the person ("We sent a code to …"). */
export function identifierLabel(identifier: Identifier): string {
  return identifier.kind === 'email' ? identifier.email : identifier.phone;
}

/** One-time codes are digits only; people paste them with spaces. */
export function normalizeCode(input: string): string {
  return input.replace(/\D/g, '');
}
