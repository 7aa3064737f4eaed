import { describe, expect, it } from 'vitest';
import { decodeTokenClaims, isAdminToken } from './access-token';

function token(claims: object): string {
  const encode = (value: object) => {
    const binary = Array.from(new TextEncoder().encode(JSON.stringify(value)), (byte) =>
      String.fromCharCode(byte),
    ).join('');
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('access token claims', () => {
  it('treats app_metadata.role admin as an admin', () => {
    expect(isAdminToken(token({ sub: 'u1', app_metadata: { role: 'admin' } }))).toBe(true);
  });

  it('does not treat an admin-looking e-mail or user_metadata as an admin', () => {
    expect(
      isAdminToken(token({ email: 'admin@hive.studio', user_metadata: { role: 'admin' } })),
    ).toBe(false);
    expect(isAdminToken(token({ app_metadata: { role: 'user' } }))).toBe(false);
  });

  it('reads non-ASCII claims and survives malformed tokens', () => {
    expect(decodeTokenClaims(token({ name: 'Zoë' }))?.name).toBe('Zoë');
    expect(decodeTokenClaims('not-a-token')).toBeNull();
    expect(decodeTokenClaims('a.%%%.b')).toBeNull();
    expect(isAdminToken(undefined)).toBe(false);
  });
});
