import { describe, expect, it } from 'vitest';
import { clientAddressOf, normalizeAddress, withClientAddress } from './client-address';

const headers = (forwardedFor?: string) =>
  new Headers(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor });

describe('normalizeAddress', () => {
  it('writes addresses the way sockets and proxies report them in one form', () => {
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(normalizeAddress('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8::1');
  });

  it('refuses what is not an address', () => {
    expect(normalizeAddress('unknown')).toBeNull();
    expect(normalizeAddress('')).toBeNull();
    expect(normalizeAddress('evil.example.com')).toBeNull();
    expect(normalizeAddress('999.1.1.1')).toBeNull();
  });
});

describe('clientAddressOf', () => {
  it('takes the socket’s peer and ignores forwarding headers when no proxy is trusted', () => {
    expect(clientAddressOf(headers('198.51.100.1'), '127.0.0.1', [])).toBe('127.0.0.1');
    expect(clientAddressOf(headers('198.51.100.1'), '::ffff:10.0.0.5', [])).toBe('10.0.0.5');
  });

  it('ignores forwarding headers from a peer that is not a trusted proxy', () => {
    expect(clientAddressOf(headers('198.51.100.1'), '10.0.0.9', ['10.0.0.5'])).toBe('10.0.0.9');
  });

  it('takes the hop a trusted proxy appended, not what the client wrote before it', () => {
    const spoofed = headers('203.0.113.50, 198.51.100.66');
    expect(clientAddressOf(spoofed, '10.0.0.5', ['10.0.0.5'])).toBe('198.51.100.66');
  });

  it('walks a chain of trusted proxies to the first address none of them is', () => {
    const chained = headers('203.0.113.50, 198.51.100.66, 10.0.0.6');
    expect(clientAddressOf(chained, '::ffff:10.0.0.5', ['10.0.0.5', '10.0.0.6'])).toBe(
      '198.51.100.66',
    );
  });

  it('falls back to the proxy itself when it forwarded no usable address', () => {
    expect(clientAddressOf(headers(), '10.0.0.5', ['10.0.0.5'])).toBe('10.0.0.5');
    expect(clientAddressOf(headers('203.0.113.9, garbage'), '10.0.0.5', ['10.0.0.5'])).toBe(
      '10.0.0.5',
    );
  });
});

describe('withClientAddress', () => {
  it('drops every client-sent forwarding header and states the vouched address', async () => {
    const request = new Request('http://127.0.0.1/rest/v1/rpc/x', {
      method: 'POST',
      headers: {
        'x-forwarded-for': '198.51.100.1, 198.51.100.2',
        'x-real-ip': '198.51.100.3',
        'cf-connecting-ip': '198.51.100.4',
        forwarded: 'for=198.51.100.5',
        apikey: 'kept',
      },
      body: '{"a":1}',
    });
    const rewritten = withClientAddress(request, '127.0.0.1');
    expect(rewritten.headers.get('x-forwarded-for')).toBe('127.0.0.1');
    expect(rewritten.headers.get('x-real-ip')).toBe('127.0.0.1');
    expect(rewritten.headers.has('cf-connecting-ip')).toBe(false);
    expect(rewritten.headers.has('forwarded')).toBe(false);
    expect(rewritten.headers.get('apikey')).toBe('kept');
    expect(rewritten.method).toBe('POST');
    expect(await rewritten.text()).toBe('{"a":1}');
  });
});
