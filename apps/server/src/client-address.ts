// Which address a request comes from. The TCP peer, unless the peer is a proxy listed in
// TRUSTED_PROXIES: then X-Forwarded-For is read from the right (the entry the nearest proxy
// appended), skipping the trusted proxies, and the first address not trusted is the client's.
// Without a trusted peer the header is ignored: anyone can send one.
import { BlockList, isIP } from 'node:net';

export type TrustedProxies = BlockList;

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) → `10.0.0.1`. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

const family = (address: string): 'ipv4' | 'ipv6' | undefined => {
  const v = isIP(address);
  return v === 4 ? 'ipv4' : v === 6 ? 'ipv6' : undefined;
};

/**
 * `10.0.0.0/8, 192.168.1.7, ::1, fd00::/8` → a BlockList; undefined when an entry is not an
 * address or a CIDR range (the config refuses it then). An empty text trusts no one.
 */
export function parseTrustedProxies(text: string | undefined): TrustedProxies | undefined {
  const list = new BlockList();
  if (text === undefined) return list;
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const [address = '', prefix, extra] = entry.split('/');
    const kind = family(normalizeAddress(address));
    if (!kind || extra !== undefined) return undefined;
    if (prefix === undefined) {
      list.addAddress(normalizeAddress(address), kind);
      continue;
    }
    if (!/^\d{1,3}$/.test(prefix)) return undefined;
    const bits = Number(prefix);
    if (bits > (kind === 'ipv4' ? 32 : 128)) return undefined;
    list.addSubnet(normalizeAddress(address), bits, kind);
  }
  return list;
}

function trusted(proxies: TrustedProxies, address: string): boolean {
  const kind = family(address);
  return kind !== undefined && proxies.check(address, kind);
}

/**
 * The client's address: `peer` (the socket's remote address; undefined for an in-process call,
 * answered as 'local'), or, when the peer is a trusted proxy, the nearest untrusted address in
 * `forwardedFor` (a malformed entry stops the walk: the last good hop is used).
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | null | undefined, proxies: TrustedProxies): string {
  if (peer === undefined || peer === '') return 'local';
  let client = normalizeAddress(peer);
  if (!trusted(proxies, client) || !forwardedFor) return client;
  const hops = forwardedFor.split(',').map(normalizeAddress).reverse();
  for (const hop of hops) {
    if (!family(hop)) break;
    client = hop;
    if (!trusted(proxies, hop)) break;
  }
  return client;
}
