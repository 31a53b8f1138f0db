import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { ConfigError } from '../../platform/config/app-config';

export interface ErpAddressPolicyOptions {
  /** ERP_ALLOWED_HOSTS: host names, `*.domain` wildcards, addresses and CIDR ranges; empty means any public host. */
  allowedHosts: readonly string[];
  /** ERP_ALLOW_LOOPBACK: whether 127.0.0.0/8 and ::1 may be reached (the simulator, tests). */
  allowLoopback: boolean;
}

/** The `code` of the lookup failure that refuses an address; the connector turns it into `address-not-allowed`. */
export const ADDRESS_NOT_ALLOWED = 'ERP_ADDRESS_NOT_ALLOWED';

const LOOPBACK: [string, number, 'ipv4' | 'ipv6'][] = [
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
];

/**
 * Special-purpose ranges (IANA registries) that are not the public internet: private, shared (CGNAT), link-local,
 * documentation, benchmarking, multicast, reserved, and IPv6 forms that embed or translate another address (NAT64,
 * 6to4, Teredo, IPv4-compatible). IPv4-mapped IPv6 (`::ffff:a.b.c.d`) is checked as its IPv4 address by BlockList.
 */
const NON_PUBLIC: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 96, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001::', 23, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['3fff::', 20, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

function blockList(ranges: [string, number, 'ipv4' | 'ipv6'][]): BlockList {
  const list = new BlockList();
  for (const [network, prefix, type] of ranges) list.addSubnet(network, prefix, type);
  return list;
}

const loopback = blockList(LOOPBACK);
const nonPublic = blockList(NON_PUBLIC);

/** An address as BlockList takes it: without brackets or a zone index (`fe80::1%eth0` would match nothing). */
function bareAddress(address: string): { address: string; type: 'ipv4' | 'ipv6' } | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 0) return null;
  return { address: bare, type: version === 4 ? 'ipv4' : 'ipv6' };
}

function hostName(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * Which addresses the service may call as an accounting system (connections are created by organization
 * administrators, so a base address must not reach the service's own network). A host must be named by the allow
 * list when one is set; every address it resolves to must be public, covered by an address or range of the allow
 * list, or loopback with `allowLoopback`. Names are checked on the addresses they resolve to at connect time
 * (`lookup`), so a name that re-resolves to an internal address later is refused too.
 */
export class ErpAddressPolicy {
  readonly #names = new Set<string>();
  readonly #suffixes: string[] = [];
  readonly #addresses = new BlockList();
  #hasAddresses = false;
  readonly #restricted: boolean;
  readonly #allowLoopback: boolean;

  constructor(options: ErpAddressPolicyOptions) {
    for (const raw of options.allowedHosts) this.#add(raw.trim());
    this.#restricted = options.allowedHosts.length > 0;
    this.#allowLoopback = options.allowLoopback;
  }

  /** Whether the host of a base address (name or literal address) may be called; names still face `lookup`. */
  allowsHost(host: string): boolean {
    const address = bareAddress(host);
    if (address) return (!this.#restricted || this.#listed(address)) && this.allowsAddress(address.address);
    const name = hostName(host);
    if (!this.#restricted) return true;
    return this.#names.has(name) || this.#suffixes.some((suffix) => name.endsWith(suffix));
  }

  /** Whether a resolved address may be connected to. */
  allowsAddress(raw: string): boolean {
    const address = bareAddress(raw);
    if (!address) return false;
    if (this.#listed(address)) return true;
    if (loopback.check(address.address, address.type)) return this.#allowLoopback;
    return !nonPublic.check(address.address, address.type);
  }

  /**
   * Whether a base address passes before any call (create and probe): the host, and the addresses a name resolves
   * to now. A name that does not resolve passes here; connecting to it fails anyway.
   */
  async allowsBaseUrl(baseUrl: string): Promise<boolean> {
    const { hostname } = new URL(baseUrl);
    if (!this.allowsHost(hostname)) return false;
    if (bareAddress(hostname)) return true;
    const resolved = await dns.promises.lookup(hostname, { all: true }).catch(() => []);
    return resolved.every(({ address }) => this.allowsAddress(address));
  }

  /** A `lookup` for sockets: resolves every address and refuses the connection when any one is not allowed. */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || !addresses.every(({ address }) => this.allowsAddress(address))) {
        const refused: NodeJS.ErrnoException = new Error('The address is not allowed for accounting systems');
        refused.code = ADDRESS_NOT_ALLOWED;
        return callback(refused, '', 0);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };

  #listed(address: { address: string; type: 'ipv4' | 'ipv6' }): boolean {
    return this.#hasAddresses && this.#addresses.check(address.address, address.type);
  }

  #add(entry: string): void {
    const invalid = () => new ConfigError(`ERP_ALLOWED_HOSTS: "${entry}" is not a host name, address or CIDR range`);
    const [network, prefix, ...rest] = entry.split('/');
    const address = bareAddress(network);
    if (prefix !== undefined) {
      const bits = Number(prefix);
      const max = address?.type === 'ipv4' ? 32 : 128;
      if (!address || rest.length > 0 || !/^\d+$/.test(prefix) || bits > max) throw invalid();
      this.#addresses.addSubnet(address.address, bits, address.type);
      this.#hasAddresses = true;
    } else if (address) {
      this.#addresses.addAddress(address.address, address.type);
      this.#hasAddresses = true;
    } else if (/^\*\.[a-z0-9.-]+$/i.test(entry)) {
      this.#suffixes.push(hostName(entry.slice(1)));
    } else if (/^[a-z0-9.-]+$/i.test(entry) && !entry.startsWith('.')) {
      this.#names.add(hostName(entry));
    } else {
      throw invalid();
    }
  }
}
