// Which hosts and addresses an outbound call may reach (no SSRF). Plain TypeScript with no
// dependency, so it runs the same under Deno and Node: it parses every IPv4 spelling the URL
// parser and inet_aton accept (decimal 2130706433, octal 0177.0.0.1, hex 0x7f.1, short 127.1,
// trailing dots) and IPv6 (with embedded IPv4, brackets), and classifies addresses by an
// allow-list: only public unicast passes; loopback, private, link-local, CGNAT, multicast,
// unspecified, broadcast, unique-local, documentation, metadata, IPv4-mapped/compatible IPv6,
// Teredo and NAT64/6to4 of a refused IPv4 are all refused.

/** Why a host or address is refused. */
export type AddressRefusal = 'blocked_host' | 'blocked_address' | 'invalid_host';

/** A parsed address: IPv4 as a 32-bit number, IPv6 as eight 16-bit groups. */
export type ParsedAddress = { family: 4; value: number } | { family: 6; groups: number[] };

function parseIpv4Part(part: string): number | null {
  if (part === '') return null;
  let digits = part;
  let radix = 10;
  if (/^0x/i.test(part)) {
    digits = part.slice(2);
    radix = 16;
    if (digits === '') return 0;
    if (!/^[0-9a-f]+$/i.test(digits)) return null;
  } else if (part.length > 1 && part.startsWith('0')) {
    digits = part.slice(1);
    radix = 8;
    if (!/^[0-7]+$/.test(digits)) return null;
  } else if (!/^[0-9]+$/.test(part)) return null;
  const value = parseInt(digits, radix);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * Parses an IPv4 address in any inet_aton spelling (1 to 4 parts, each decimal, 0x-hex or
 * 0-octal; the last part fills the remaining bytes; one trailing dot allowed). Null when `text`
 * is not an IPv4 address.
 */
export function parseIpv4(text: string): number | null {
  const trimmed = text.endsWith('.') ? text.slice(0, -1) : text;
  const parts = trimmed.split('.');
  if (parts.length < 1 || parts.length > 4) return null;
  const values = parts.map(parseIpv4Part);
  if (values.some((value) => value === null)) return null;
  const numbers = values as number[];
  const last = numbers[numbers.length - 1] as number;
  const leading = numbers.slice(0, -1);
  if (leading.some((value) => value > 255)) return null;
  if (last >= 256 ** (5 - numbers.length)) return null;
  let result = 0;
  leading.forEach((value, index) => {
    result += value * 256 ** (3 - index);
  });
  return result + last;
}

/** Parses an IPv6 address (brackets allowed, zone ids refused); null when it is not one. */
export function parseIpv6(text: string): number[] | null {
  let address = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (!address.includes(':') || address.includes('%')) return null;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (dotted) {
    const prefix = dotted[1] as string;
    const bytes = (dotted[2] as string).split('.').map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    tail.push(a * 256 + b, c * 256 + d);
    // "::1.2.3.4" keeps its "::"; "1:2:3:4:5:6:1.2.3.4" drops the separator before the IPv4.
    address = prefix.endsWith('::') ? prefix : prefix.slice(0, -1);
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const toGroups = (half: string): number[] | null => {
    if (half === '') return [];
    const groups = half.split(':');
    if (groups.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return null;
    return groups.map((group) => parseInt(group, 16));
  };
  const head = toGroups(halves[0] as string);
  const rest = halves.length === 2 ? toGroups(halves[1] as string) : [];
  if (!head || !rest) return null;
  const explicit = head.length + rest.length + tail.length;
  if (halves.length === 1) {
    return explicit === 8 ? [...head, ...tail] : null;
  }
  if (explicit > 7) return null;
  return [...head, ...new Array<number>(8 - explicit).fill(0), ...rest, ...tail];
}

/** Parses an IP address literal of either family; null for a name. */
export function parseAddress(text: string): ParsedAddress | null {
  const v6 = parseIpv6(text);
  if (v6) return { family: 6, groups: v6 };
  const v4 = parseIpv4(text);
  return v4 === null ? null : { family: 4, value: v4 };
}

type Ipv4Range = readonly [base: number, prefix: number];

function v4(a: number, b: number, c: number, d: number): number {
  return ((a * 256 + b) * 256 + c) * 256 + d;
}

/** IPv4 ranges that are never reachable from an outbound call (RFC 6890 special purpose and more). */
const BLOCKED_IPV4: readonly Ipv4Range[] = [
  [v4(0, 0, 0, 0), 8], // "this network", unspecified
  [v4(10, 0, 0, 0), 8], // private
  [v4(100, 64, 0, 0), 10], // carrier-grade NAT
  [v4(127, 0, 0, 0), 8], // loopback
  [v4(169, 254, 0, 0), 16], // link-local, cloud metadata 169.254.169.254
  [v4(172, 16, 0, 0), 12], // private
  [v4(192, 0, 0, 0), 24], // IETF protocol assignments
  [v4(192, 0, 2, 0), 24], // documentation
  [v4(192, 88, 99, 0), 24], // 6to4 relay anycast
  [v4(192, 168, 0, 0), 16], // private
  [v4(198, 18, 0, 0), 15], // benchmarking
  [v4(198, 51, 100, 0), 24], // documentation
  [v4(203, 0, 113, 0), 24], // documentation
  [v4(224, 0, 0, 0), 4], // multicast
  [v4(240, 0, 0, 0), 4], // reserved, and 255.255.255.255 broadcast
];

function inIpv4Range(value: number, [base, prefix]: Ipv4Range): boolean {
  const size = 2 ** (32 - prefix);
  return Math.floor(value / size) === Math.floor(base / size);
}

/** True when an IPv4 address (32-bit number) is public unicast. */
export function isPublicIpv4(value: number): boolean {
  return !BLOCKED_IPV4.some((range) => inIpv4Range(value, range));
}

function embeddedIpv4(groups: number[], from: number): number {
  return (groups[from] as number) * 65536 + (groups[from + 1] as number);
}

/**
 * True when an IPv6 address is public unicast: inside 2000::/3 and none of its special blocks,
 * or a NAT64 (64:ff9b::/96) or 6to4 (2002::/16) form of a public IPv4 address. Everything else
 * (::, ::1, IPv4-mapped and -compatible, fc00::/7 with fd00:ec2::254, fe80::/10, ff00::/8,
 * local-use NAT64 64:ff9b:1::/48, Teredo 2001::/32, documentation 2001:db8::/32) is refused.
 */
export function isPublicIpv6(groups: number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0] = groups;
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return isPublicIpv4(embeddedIpv4(groups, 6));
  if (g0 === 0x2002) return isPublicIpv4(g1 * 65536 + g2);
  if ((g0 & 0xe000) !== 0x2000) return false;
  if (g0 === 0x2001 && g1 === 0) return false; // Teredo
  if (g0 === 0x2001 && g1 === 0xdb8) return false; // documentation
  if (g0 === 0x2001 && g1 < 0x200) return false; // IETF protocol assignments (2001::/23)
  return true;
}

/** True when a parsed address is public unicast. */
export function isPublicAddress(address: ParsedAddress): boolean {
  return address.family === 4 ? isPublicIpv4(address.value) : isPublicIpv6(address.groups);
}

/** The canonical text of an address (dotted quad, or IPv6 groups without brackets). */
export function formatAddress(address: ParsedAddress): string {
  if (address.family === 4) {
    const value = address.value;
    return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
  }
  return address.groups.map((group) => group.toString(16)).join(':');
}

/** Lower-cases a host name and drops brackets and trailing dots. */
export function normalizeHost(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[') && name.endsWith(']')) name = name.slice(1, -1);
  while (name.endsWith('.')) name = name.slice(0, -1);
  return name;
}

/** Names that mean this machine or a cloud's internal network whatever DNS says. */
function isBlockedName(name: string): boolean {
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === 'localhost.localdomain' ||
    name.endsWith('.internal') ||
    name.endsWith('.local') ||
    name === 'metadata' ||
    name === 'metadata.google.internal'
  );
}

/** What checking a host found: an address literal, or a name that must still be resolved. */
export type HostCheck =
  | { ok: true; kind: 'address'; address: string; family: 4 | 6 }
  | { ok: true; kind: 'name'; name: string }
  | { ok: false; refusal: AddressRefusal };

/**
 * Checks a URL host before any lookup: a literal address must be public; a name must not be
 * localhost-like and must look like a DNS name (its addresses are checked after resolving).
 */
export function checkHost(host: string): HostCheck {
  const name = normalizeHost(host);
  if (name === '') return { ok: false, refusal: 'invalid_host' };
  const literal = parseAddress(name);
  if (literal) {
    return isPublicAddress(literal)
      ? { ok: true, kind: 'address', address: formatAddress(literal), family: literal.family }
      : { ok: false, refusal: 'blocked_address' };
  }
  if (isBlockedName(name)) return { ok: false, refusal: 'blocked_host' };
  if (!/^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/.test(name) || name.length > 253)
    return { ok: false, refusal: 'invalid_host' };
  // A last label of digits only would be an IPv4 spelling some resolvers accept: refuse it.
  if (/^(0x[0-9a-f]*|[0-9]+)$/.test(name.split('.').pop() ?? ''))
    return { ok: false, refusal: 'invalid_host' };
  return { ok: true, kind: 'name', name };
}

/** True when a resolved address (as DNS returns it) is public; unparseable counts as refused. */
export function isPublicResolvedAddress(address: string): boolean {
  const parsed = parseAddress(address);
  return parsed !== null && isPublicAddress(parsed);
}
