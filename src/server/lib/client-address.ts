import { isIPv4, isIPv6 } from "node:net";

/**
 * The key every per-address limit counts under (finding 29.8). An IPv6 user is normally given a
 * whole /64 (18 quintillion addresses), so counting full IPv6 addresses let one attacker spread
 * guesses over as many "addresses" as they liked: IPv6 is keyed by its /64 prefix. IPv4 stays as
 * it is, and an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, as a dual-stack socket reports
 * IPv4 clients) counts as its IPv4 address. Anything else (no address at all) is kept as given.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (isIPv4(address)) return address;
  const bare = address.replace(/%.*$/, "");
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  const [, , , , , g5, g6 = 0, g7 = 0] = groups;
  if (groups.slice(0, 5).every((group) => group === 0) && g5 === 0xffff) {
    return `${g6 >> 8}.${g6 & 0xff}.${g7 >> 8}.${g7 & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}
