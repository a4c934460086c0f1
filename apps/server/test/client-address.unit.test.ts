import { describe, expect, it } from 'vitest';
import { addressKey } from '../src/lib/client-address.ts';

describe('the address a client is counted by', () => {
  it('is an IPv4 address whole, however it is written', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('is an IPv6 address’s /64: one subscriber’s addresses share it, the next network does not', () => {
    expect(addressKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::a')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps anything else as it is', () => {
    expect(addressKey('not an address')).toBe('not an address');
  });
});
