/**
 * Client addresses, as the server keeps and counts them. A signed-in session
 * keeps only a shortened address (enough to tell "at home" from "abroad"), so
 * the full address of the owner's devices is never stored. Parsing is
 * ipaddr.js's (every way of writing an IPv6 address, zones, IPv4 written as
 * IPv6); IPv4 is taken only as four decimal parts, as a socket reports it.
 */
import ipaddr from "ipaddr.js";

/** The address, IPv4-mapped IPv6 (::ffff:203.0.113.9) read as the IPv4 it is, or null when it is not one. */
function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipaddr.IPv4.parse(address);
  if (!ipaddr.IPv6.isValid(address)) return null;
  const v6 = ipaddr.IPv6.parse(address);
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
}

/** The network of the first `count` 16-bit groups, every group written: "2001:db8:0::/48". */
const ipv6Prefix = (address: ipaddr.IPv6, count: number) =>
  `${address.parts
    .slice(0, count)
    .map((g) => g.toString(16))
    .join(":")}::/${count * 16}`;

/**
 * What the Sessions list shows and keeps: an IPv4 address to its /24
 * ("203.0.113.x"), an IPv6 one to its /48 ("2001:db8:85a3::/48"), anything
 * else to "".
 */
export function shortenAddress(address: string): string {
  const parsed = parse(address.trim());
  if (!parsed) return "";
  return parsed.kind() === "ipv4"
    ? `${(parsed as ipaddr.IPv4).octets.slice(0, 3).join(".")}.x`
    : ipv6Prefix(parsed as ipaddr.IPv6, 3);
}

/**
 * One client, as the server counts and limits them: an IPv4 address, or an
 * IPv6 /64, the block one subscriber gets, so nobody can dodge a limit by
 * walking through the addresses of their own network. Anything else is
 * counted as written (at most 100 characters), or as "unknown".
 */
export function clientNetwork(address: string): string {
  const trimmed = address.trim();
  const parsed = parse(trimmed);
  if (!parsed) return trimmed.slice(0, 100) || "unknown";
  return parsed.kind() === "ipv4" ? parsed.toString() : ipv6Prefix(parsed as ipaddr.IPv6, 4);
}

/** The key the per-address lockout counts failures under: one client's network. */
export function lockoutAddress(address: string): string {
  return clientNetwork(address);
}
