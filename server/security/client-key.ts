// The address a throttle counts a client under. IPv4 addresses count one by one; an IPv6 client
// usually holds a whole /64 (one home or one server gets 2^64 addresses), so IPv6 addresses count
// per /64 prefix, or rotating through them would dodge every per-address limit.

import ipaddr from 'ipaddr.js';

export function clientKey(ip: string): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(ip);
  } catch {
    return ip;
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
