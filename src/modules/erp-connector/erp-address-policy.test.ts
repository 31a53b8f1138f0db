import type { LookupAddress } from 'node:dns';
import { ConfigError } from '../../platform/config/app-config';
import { ADDRESS_NOT_ALLOWED, ErpAddressPolicy } from './erp-address-policy';

const open = new ErpAddressPolicy({ allowedHosts: [], allowLoopback: false });

describe('ErpAddressPolicy', () => {
  it('allows public addresses and refuses private, link-local and other special IPv4 ranges', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.32.0.1', '100.128.0.1']) {
      expect({ address, allowed: open.allowsAddress(address) }).toEqual({ address, allowed: true });
    }
    for (const address of [
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '192.0.2.10',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
    ]) {
      expect({ address, allowed: open.allowsAddress(address) }).toEqual({ address, allowed: false });
    }
  });

  it('refuses IPv6 unique-local, link-local, multicast and IPv4 in IPv6 forms of refused addresses', () => {
    expect(open.allowsAddress('2606:4700:4700::1111')).toBe(true);
    expect(open.allowsAddress('::ffff:8.8.8.8')).toBe(true);
    for (const address of [
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '::',
      '::ffff:10.0.0.1',
      '::ffff:a00:1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1',
      '2001:db8::1',
      'not-an-address',
    ]) {
      expect({ address, allowed: open.allowsAddress(address) }).toEqual({ address, allowed: false });
    }
  });

  it('allows loopback only when configured', () => {
    const loopback = new ErpAddressPolicy({ allowedHosts: [], allowLoopback: true });
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(open.allowsAddress(address)).toBe(false);
      expect(loopback.allowsAddress(address)).toBe(true);
    }
    expect(loopback.allowsAddress('10.0.0.1')).toBe(false);
    expect(open.allowsHost('127.0.0.1')).toBe(false);
    expect(loopback.allowsHost('[::1]')).toBe(true);
  });

  it('checks literal hosts as addresses and leaves names to the resolved addresses without an allow list', () => {
    expect(open.allowsHost('10.1.2.3')).toBe(false);
    expect(open.allowsHost('[fd00::1]')).toBe(false);
    expect(open.allowsHost('[::ffff:a00:1]')).toBe(false);
    expect(open.allowsHost('8.8.8.8')).toBe(true);
    expect(open.allowsHost('erp.example.com')).toBe(true);
  });

  it('allows only listed hosts when an allow list is set, and listed ranges even when private', () => {
    const listed = new ErpAddressPolicy({
      allowedHosts: ['erp.example.com', '*.syrve.example', '10.20.0.0/16', '203.0.113.7', 'fd00:1::/32'],
      allowLoopback: false,
    });
    expect(listed.allowsHost('ERP.example.com.')).toBe(true);
    expect(listed.allowsHost('other.example.com')).toBe(false);
    expect(listed.allowsHost('a.b.syrve.example')).toBe(true);
    expect(listed.allowsHost('syrve.example')).toBe(false);
    expect(listed.allowsHost('evilsyrve.example')).toBe(false);
    expect(listed.allowsHost('10.20.3.4')).toBe(true);
    expect(listed.allowsHost('10.21.0.1')).toBe(false);
    expect(listed.allowsHost('8.8.8.8')).toBe(false);
    expect(listed.allowsHost('203.0.113.7')).toBe(true);
    expect(listed.allowsHost('[fd00:1::5]')).toBe(true);
    // A listed name may resolve to public addresses and to listed ranges, never to other private ones.
    expect(listed.allowsAddress('8.8.8.8')).toBe(true);
    expect(listed.allowsAddress('10.20.9.9')).toBe(true);
    expect(listed.allowsAddress('::ffff:10.20.9.9')).toBe(true);
    expect(listed.allowsAddress('192.168.0.1')).toBe(false);
  });

  it('refuses malformed allow-list entries at start', () => {
    for (const entry of ['10.0.0.0/33', 'erp.example.com:443', 'http://erp.example.com', '10.0.0.0/8/1', '*.']) {
      expect(() => new ErpAddressPolicy({ allowedHosts: [entry], allowLoopback: false })).toThrow(ConfigError);
    }
  });

  it('refuses a base address before any call: literal, listed, and by what a name resolves to', async () => {
    expect(await open.allowsBaseUrl('http://10.0.0.1:4100')).toBe(false);
    expect(await open.allowsBaseUrl('http://localhost:4100')).toBe(false);
    expect(await open.allowsBaseUrl('https://8.8.8.8/resto')).toBe(true);
    expect(await open.allowsBaseUrl('http://no-such-host.invalid')).toBe(true);
  });

  it('refuses in the socket lookup when any resolved address is not allowed', async () => {
    const lookup = (policy: ErpAddressPolicy, all: boolean) =>
      new Promise<{ error: NodeJS.ErrnoException | null; address: string | LookupAddress[] }>((resolve) =>
        policy.lookup('localhost', { all }, (error, address) => resolve({ error, address })),
      );
    expect((await lookup(open, true)).error?.code).toBe(ADDRESS_NOT_ALLOWED);
    expect((await lookup(open, false)).error?.code).toBe(ADDRESS_NOT_ALLOWED);
    const loopback = new ErpAddressPolicy({ allowedHosts: [], allowLoopback: true });
    const one = await lookup(loopback, false);
    expect(one.error).toBeNull();
    expect(['127.0.0.1', '::1']).toContain(one.address);
    const all = await lookup(loopback, true);
    expect(all.error).toBeNull();
    expect(all.address).toContainEqual(expect.objectContaining({ address: expect.stringMatching(/^(127\.|::1$)/) }));
  });
});
