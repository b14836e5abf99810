/**
 * The guard against server-side request forgery: a webhook may only be sent to a public
 * http(s) address. The host is resolved (every address it has) and each address checked
 * against loopback, private, link-local (the cloud metadata address 169.254.169.254
 * included), unspecified, multicast and reserved ranges, IPv4 and IPv6 alike, IPv4-mapped
 * IPv6 (`::ffff:10.0.0.1`) as the IPv4 it carries. The check runs at registration and again
 * before every delivery, so a name that later resolves elsewhere is caught at send time.
 * `WEBHOOKS_ALLOW_PRIVATE=true` turns it off (a local test server).
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { InvalidInput } from '../../domain/errors';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/**
 * The IPv4 address an IPv4-mapped (`::ffff:a.b.c.d`) or IPv4-compatible (`::a.b.c.d`) IPv6
 * address carries, else null. The address is first put in canonical form by the URL parser
 * (which writes `::ffff:127.0.0.1` as `::ffff:7f00:1`).
 */
function embeddedIpv4(address: string): string | null {
  const canonical = new URL(`http://[${address}]/`).hostname.replace(/^\[|\]$/g, '');
  const match = /^::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!match) return null;
  const hi = Number.parseInt(match[1]!, 16);
  const lo = Number.parseInt(match[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** True when `address` (an IP literal) is loopback, private, link-local or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(bare);
    if (v4) return blocked.check(v4, 'ipv4');
    return blocked.check(bare, 'ipv6');
  }
  return true; // not an address at all: refuse
}

/** Resolves a host name to every address it has (injected in tests). */
export type Resolver = (host: string) => Promise<string[]>;

const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Refuses a URL the bank must not call: not http(s), or a host that is (or resolves to) a
 * non-public address, unless `allowPrivate`.
 * @throws InvalidInput (400, code WEBHOOK_URL_REFUSED) naming the reason
 */
export async function assertPublicTarget(
  url: string,
  allowPrivate: boolean,
  resolve: Resolver = systemResolver,
): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw refused('The URL is not valid; use http(s)://host/path');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw refused('Only http:// and https:// URLs can receive webhooks');
  }
  if (parsed.username || parsed.password) {
    throw refused('The URL must not carry a user name or password');
  }
  if (allowPrivate) return;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      throw refused(`The host ${host} could not be resolved`);
    }
    if (addresses.length === 0) throw refused(`The host ${host} could not be resolved`);
  }
  const bad = addresses.find(isPrivateAddress);
  if (bad !== undefined) {
    throw refused(
      `The host ${host} is a loopback, private or link-local address (${bad}); webhooks go to public addresses only (use \`inbox\` to try them without one)`,
    );
  }
}

function refused(message: string): InvalidInput {
  return new InvalidInput(message, 'WEBHOOK_URL_REFUSED');
}
