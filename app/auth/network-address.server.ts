/**
 * Client addresses, as the server keeps and counts them. A signed-in session
 * keeps only a shortened address (enough to tell "at home" from "abroad"), so
 * the full address of the owner's devices is never stored.
 */
import { isIP } from "node:net";

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const plain = address.replace(/%.*$/, "");
  if (isIP(plain) !== 6) return null;
  let text = plain;
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array(8 - start.length - end.length).fill(0), ...end];
}

/** An IPv4 address, also when written as an IPv4-mapped IPv6 one (::ffff:203.0.113.9). */
function ipv4Of(address: string): string | null {
  if (isIP(address) === 4) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped && isIP(mapped[1]!) === 4 ? mapped[1]! : null;
}

/** The network of the first `count` groups: "2001:db8:85a3::/48". */
const ipv6Prefix = (groups: number[], count: number) =>
  `${groups
    .slice(0, count)
    .map((g) => g.toString(16))
    .join(":")}::/${count * 16}`;

/**
 * What the Sessions list shows and keeps: an IPv4 address to its /24
 * ("203.0.113.x"), an IPv6 one to its /48 ("2001:db8:85a3::/48"), anything
 * else to "".
 */
export function shortenAddress(address: string): string {
  const trimmed = address.trim();
  const v4 = ipv4Of(trimmed);
  if (v4) return `${v4.split(".").slice(0, 3).join(".")}.x`;
  const groups = ipv6Groups(trimmed);
  return groups ? ipv6Prefix(groups, 3) : "";
}

/**
 * The key the per-address lockout counts failures under. IPv4 is counted per
 * address; IPv6 per /64, the block one subscriber gets, so an attacker cannot
 * dodge the limit by walking through the addresses of their own network.
 */
export function lockoutAddress(address: string): string {
  const trimmed = address.trim();
  const v4 = ipv4Of(trimmed);
  if (v4) return v4;
  const groups = ipv6Groups(trimmed);
  return groups ? ipv6Prefix(groups, 4) : trimmed.slice(0, 100) || "unknown";
}
