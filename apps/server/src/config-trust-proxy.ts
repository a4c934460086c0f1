import { z } from 'zod';

/**
 * Which proxies are believed about the client's address (X-Forwarded-For) and protocol: their
 * own addresses. Not Fastify's `true`, which believes every entry of X-Forwarded-For and takes the
 * left-most, an entry the client writes itself (a balancer appends the address it saw), so anyone
 * could pick an address and get past the log-in lockout and every limit per address. Addresses
 * let the client's address be the last one no trusted proxy wrote. `true` trusts proxies on
 * private networks and this host (`loopback`, `linklocal`, `uniquelocal`: where a balancer sits);
 * a balancer on public addresses is named by them, comma-separated (`203.0.113.0/28,192.0.2.10`).
 * `false`: none, the socket's address. (Fastify 5.12 refuses hop counts: they cannot check who
 * is talking.)
 */
export type TrustProxy = false | string[];
const privateProxies = ['loopback', 'linklocal', 'uniquelocal'];
export const trustProxyText = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (['false', '0', 'no', ''].includes(value)) return false;
    if (['true', '1', 'yes'].includes(value)) return privateProxies;
    const proxies = value.split(',').map((entry) => entry.trim());
    const isAddress = (entry: string) =>
      privateProxies.includes(entry) || (/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry) && /[.:]/.test(entry));
    if (proxies.every(isAddress)) return proxies;
    context.addIssue({
      code: 'custom',
      message:
        'must be false, true (proxies on private networks), or the proxies’ addresses (10.0.0.0/8,192.0.2.10)',
    });
    return z.NEVER;
  });
