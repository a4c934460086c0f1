import ipaddr from 'ipaddr.js';

/**
 * The part of a client's address (`request.ip`) that the request limits and the log-in lockout
 * count by: an IPv4 address whole, an IPv6 address by its /64. A subscriber is usually given a
 * whole /64, so counting each IPv6 address apart gave one client 2^64 fresh budgets (security
 * review). An IPv4 address written as IPv6 (`::ffff:203.0.113.7`) is the IPv4 address.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
