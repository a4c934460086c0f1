// How "your sessions" and the new-device email name a device, from its User-Agent (bowser).
// No database: the server-unit project.
import { describe, expect, it } from 'vitest';
import { describeDevice, keptUserAgent } from '../src/modules/auth/devices.ts';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131 on Windows 10',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Safari 17 on iOS 17.4 (phone)',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      'Chrome 130 on Android 14 (tablet)',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:132.0) Gecko/20100101 Firefox/132.0',
      'Firefox 132 on macOS 10.15',
    ],
  ])('names %s', (userAgent, name) => {
    expect(describeDevice(userAgent)).toBe(name);
  });

  it('says what it cannot tell', () => {
    expect(describeDevice(null)).toBe('Unknown device');
    expect(describeDevice('   ')).toBe('Unknown device');
    expect(describeDevice('curl/8.5.0')).toBe('Unknown browser');
  });

  it('keeps at most 512 characters of a User-Agent', () => {
    expect(keptUserAgent('x'.repeat(5000))).toHaveLength(512);
    expect(keptUserAgent(null)).toBeNull();
  });
});
