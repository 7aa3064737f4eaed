import { describe, expect, it } from 'vitest';
import { checkHost, isPublicResolvedAddress, parseIpv4, parseIpv6 } from './address-check.ts';

/** Hosts (as written in a URL, or as URL.hostname gives them) that must never be reached. */
const BLOCKED_HOSTS = [
  // loopback in every spelling
  '127.0.0.1',
  '127.1',
  '127.0.1',
  '2130706433',
  '0177.0.0.1',
  '0x7f.1',
  '0x7f000001',
  '0x7F.0x0.0x0.0x1',
  '017700000001',
  '127.0.0.1.',
  '127.255.255.254',
  'localhost',
  'LOCALHOST',
  'localhost.',
  'localhost..',
  'api.localhost',
  '[::1]',
  '::1',
  '0:0:0:0:0:0:0:1',
  // unspecified and "this network"
  '0.0.0.0',
  '0',
  '0x0',
  '::',
  '[::]',
  // private
  '10.0.0.1',
  '10.255.255.255',
  '012.1',
  '172.16.0.1',
  '172.31.255.255',
  '192.168.1.1',
  '3232235777',
  // link-local and metadata
  '169.254.169.254',
  '169.254.0.1',
  '0xa9fea9fe',
  'fe80::1',
  '[fe80::1]',
  'febf::1',
  'fd00:ec2::254',
  '[fd00:ec2::254]',
  'metadata.google.internal',
  'metadata',
  // CGNAT
  '100.64.0.1',
  '100.127.255.255',
  // multicast, broadcast, reserved
  '224.0.0.1',
  '239.255.255.250',
  '255.255.255.255',
  '4294967295',
  '240.0.0.1',
  'ff02::1',
  'ff0e::1',
  // unique local
  'fc00::1',
  'fdff:ffff::1',
  // IPv4-mapped and -compatible IPv6 of loopback, private and public
  '::ffff:127.0.0.1',
  '[::ffff:127.0.0.1]',
  '::ffff:7f00:1',
  '[::ffff:7f00:1]',
  '::ffff:10.0.0.1',
  '::ffff:169.254.169.254',
  '::ffff:8.8.8.8',
  '::127.0.0.1',
  '::7f00:1',
  '0:0:0:0:0:ffff:127.0.0.1',
  // NAT64 and 6to4 of refused IPv4, local-use NAT64, Teredo
  '64:ff9b::127.0.0.1',
  '64:ff9b::7f00:1',
  '64:ff9b::a9fe:a9fe',
  '64:ff9b:1::8.8.8.8',
  '2002:7f00:1::',
  '2002:a00:1::1',
  '2001::1',
  // documentation and benchmarking
  '192.0.2.1',
  '198.51.100.7',
  '203.0.113.9',
  '198.18.0.1',
  '2001:db8::1',
  // other names that only mean something inside
  'printer.local',
  'db.internal',
  // not a host at all, or an IPv4 spelling some resolvers take
  '',
  '1.2.3.4.5',
  'example.123',
  'fe80::1%eth0',
  'exa mple.com',
];

/** Public hosts and addresses that must pass. */
const PUBLIC_HOSTS = [
  'example.com',
  'API.Example.com',
  'example.com.',
  'api.github.com',
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '172.32.0.1',
  '172.15.255.255',
  '100.128.0.1',
  '100.63.255.255',
  '192.169.0.1',
  '169.255.0.1',
  '2606:4700:4700::1111',
  '[2606:4700:4700::1111]',
  '2a00:1450:4001:80b::200e',
  '64:ff9b::8.8.8.8',
  '2002:808:808::1',
];

describe('checkHost', () => {
  it.each(BLOCKED_HOSTS)('refuses %j', (host) => {
    expect(checkHost(host).ok).toBe(false);
  });

  it.each(PUBLIC_HOSTS)('allows %j', (host) => {
    expect(checkHost(host).ok).toBe(true);
  });

  it('refuses every blocked host also after the URL parser has rewritten it', () => {
    for (const host of BLOCKED_HOSTS) {
      let hostname: string;
      try {
        hostname = new URL(
          `https://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}/`,
        ).hostname;
      } catch {
        continue; // the URL parser refuses it, so no call can be made to it
      }
      expect(checkHost(hostname).ok, `${host} → ${hostname}`).toBe(false);
    }
  });

  it('gives the canonical address of a literal, and asks to resolve a name', () => {
    expect(checkHost('8.8.8.8')).toEqual({
      ok: true,
      kind: 'address',
      address: '8.8.8.8',
      family: 4,
    });
    expect(checkHost('Example.COM.')).toEqual({ ok: true, kind: 'name', name: 'example.com' });
    expect(checkHost('localhost.')).toEqual({ ok: false, refusal: 'blocked_host' });
    expect(checkHost('2130706433')).toEqual({ ok: false, refusal: 'blocked_address' });
  });
});

describe('address parsing', () => {
  it('reads every IPv4 spelling inet_aton accepts', () => {
    const loopback = 0x7f000001;
    for (const spelling of ['127.0.0.1', '127.1', '2130706433', '0177.0.0.1', '0x7f.1', '127.0.1'])
      expect(parseIpv4(spelling), spelling).toBe(loopback);
    expect(parseIpv4('256.0.0.1')).toBeNull();
    expect(parseIpv4('1.2.3.256')).toBeNull();
    expect(parseIpv4('4294967296')).toBeNull();
    expect(parseIpv4('08.0.0.1')).toBeNull();
    expect(parseIpv4('example')).toBeNull();
  });

  it('reads IPv6 with compression and an embedded IPv4', () => {
    expect(parseIpv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIpv6('1:2:3:4:5:6:1.2.3.4')).toEqual([1, 2, 3, 4, 5, 6, 0x102, 0x304]);
    expect(parseIpv6('1::2::3')).toBeNull();
    expect(parseIpv6('1:2:3:4:5:6:7:8:9')).toBeNull();
    expect(parseIpv6('::ffff:1.2.3.999')).toBeNull();
  });

  it('checks resolved addresses the same way', () => {
    expect(isPublicResolvedAddress('93.184.216.34')).toBe(true);
    expect(isPublicResolvedAddress('2606:4700:4700::1111')).toBe(true);
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', 'nonsense'])
      expect(isPublicResolvedAddress(address), address).toBe(false);
  });
});
