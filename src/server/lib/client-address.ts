import net from 'node:net';
import type { Context } from 'hono';

/**
 * The address of the client of a request: the socket's peer, unless that peer is one of the
 * TRUSTED_PROXIES (addresses or CIDR ranges). Only then is X-Forwarded-For read, right to left:
 * trusted hops are skipped and the first untrusted one is the client. A client can always put
 * anything at the left of that header, so nothing left of the first untrusted hop is believed.
 */
export function clientAddress(c: Context): string {
  const peer = socketAddress(c);
  if (!peer) return UNKNOWN_ADDRESS;
  const services = c.get('services') as { config?: { TRUSTED_PROXIES?: string } } | undefined;
  const trusted = trustedProxies(services?.config?.TRUSTED_PROXIES);
  if (!isIn(trusted, peer)) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  let client = peer;
  for (let i = forwarded.length - 1; i >= 0; i -= 1) {
    const hop = normalizeAddress(forwarded[i]!);
    // A hop that is not an address ends the chain: the last trusted one stands.
    if (!hop) break;
    client = hop;
    if (!isIn(trusted, hop)) break;
  }
  return client;
}

/** No socket (a request made in-process, as in tests without a fake socket). */
export const UNKNOWN_ADDRESS = 'unknown';

/** The key a rate limit counts an address under: IPv6 clients by /64 (one home or host gets a /64). */
export function addressKey(address: string): string {
  if (net.isIPv6(address)) {
    const groups = expandIPv6(address);
    return `${groups.slice(0, 4).join(':')}::/64`;
  }
  return address;
}

function socketAddress(c: Context): string | null {
  const env = c.env as
    | {
        incoming?: { socket?: { remoteAddress?: string } };
        server?: { incoming?: { socket?: { remoteAddress?: string } } };
      }
    | undefined;
  const raw = env?.server?.incoming?.socket?.remoteAddress ?? env?.incoming?.socket?.remoteAddress;
  return raw ? normalizeAddress(raw) : null;
}

/** A valid IP in canonical form (IPv4-mapped IPv6 as IPv4), or null. */
export function normalizeAddress(value: string): string | null {
  let v = value.trim();
  if (v.startsWith('[') && v.includes(']')) v = v.slice(1, v.indexOf(']'));
  const zone = v.indexOf('%');
  if (zone > 0) v = v.slice(0, zone);
  if (net.isIPv4(v)) return v;
  if (!net.isIPv6(v)) return null;
  const lower = v.toLowerCase();
  const mapped = lower.match(/^(?:::|(?:0{1,4}:){5})ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped && net.isIPv4(mapped[1]!)) return mapped[1]!;
  // Other embedded IPv4 forms are rare: keep them as written.
  if (lower.includes('.')) return lower;
  return expandIPv6(lower)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':');
}

function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => g.padStart(4, '0'));
}

const lists = new Map<string, net.BlockList>();

/** TRUSTED_PROXIES parsed once: comma-separated addresses and CIDR ranges. */
export function trustedProxies(setting: string | undefined): net.BlockList | null {
  const value = (setting ?? '').trim();
  if (!value) return null;
  const cached = lists.get(value);
  if (cached) return cached;
  const list = new net.BlockList();
  for (const entry of parseTrustedProxies(value)) {
    if (entry.prefix === undefined) list.addAddress(entry.address, entry.family);
    else list.addSubnet(entry.address, entry.prefix, entry.family);
  }
  lists.set(value, list);
  return list;
}

/** Splits and checks TRUSTED_PROXIES; throws on an entry that is neither an address nor a CIDR range. */
export function parseTrustedProxies(value: string) {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [addr = '', bits] = entry.split('/');
      const address = normalizeAddress(addr);
      if (!address) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or CIDR range`);
      const family = net.isIPv4(address) ? ('ipv4' as const) : ('ipv6' as const);
      if (bits === undefined) return { address, family, prefix: undefined };
      const prefix = Number(bits);
      if (!/^\d+$/.test(bits) || prefix > (family === 'ipv4' ? 32 : 128))
        throw new Error(`TRUSTED_PROXIES: "${entry}" has an invalid prefix length`);
      return { address, family, prefix };
    });
}

function isIn(list: net.BlockList | null, address: string): boolean {
  if (!list) return false;
  return list.check(address, net.isIPv4(address) ? 'ipv4' : 'ipv6');
}
