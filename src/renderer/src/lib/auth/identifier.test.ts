import { describe, expect, it } from 'vitest';
import {
  identifierLabel,
  isEmailAddress,
  normalizeCode,
  parseIdentifier,
  verifyOtpParams,
} from './identifier';

describe('one-time-code identifiers', () => {
  it('treats anything containing @ as an e-mail address, verified as type email', () => {
    const identifier = parseIdentifier('  Ada@Example.COM ');
    expect(identifier).toEqual({ kind: 'email', email: 'ada@example.com' });
    expect(verifyOtpParams(identifier!, '123456')).toEqual({
      email: 'ada@example.com',
      token: '123456',
      type: 'email',
    });
  });

  it('refuses an @ identifier that is not an e-mail address rather than texting it', () => {
    expect(parseIdentifier('ada@')).toBeNull();
    expect(parseIdentifier('@example.com')).toBeNull();
    expect(parseIdentifier('ada@example')).toBeNull();
  });

  it('treats everything else as a phone number, verified as type sms', () => {
    const identifier = parseIdentifier('+44 (20) 7946-0958');
    expect(identifier).toEqual({ kind: 'phone', phone: '+442079460958' });
    expect(verifyOtpParams(identifier!, '123456')).toEqual({
      phone: '+442079460958',
      token: '123456',
      type: 'sms',
    });
  });

  it('adds the + that GoTrue expects to a bare international number', () => {
    expect(parseIdentifier('15551234567')).toEqual({ kind: 'phone', phone: '+15551234567' });
  });

  it('refuses text that is neither, and numbers too short or too long', () => {
    expect(parseIdentifier('')).toBeNull();
    expect(parseIdentifier('ada')).toBeNull();
    expect(parseIdentifier('12345')).toBeNull();
    expect(parseIdentifier('+1234567890123456')).toBeNull();
    expect(parseIdentifier('0044 20 7946 0958')).toBeNull();
  });

  it('shows the identifier back as it will be used', () => {
    expect(identifierLabel({ kind: 'phone', phone: '+15551234567' })).toBe('+15551234567');
    expect(identifierLabel({ kind: 'email', email: 'ada@example.com' })).toBe('ada@example.com');
  });

  it('checks e-mail addresses and keeps only the digits of a pasted code', () => {
    expect(isEmailAddress('ada@example.com')).toBe(true);
    expect(isEmailAddress('ada example.com')).toBe(false);
    expect(normalizeCode(' 123 456 ')).toBe('123456');
  });
});
