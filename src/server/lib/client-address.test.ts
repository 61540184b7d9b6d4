import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./client-address";

describe("clientAddressKey (finding 29.8)", () => {
  it("keeps IPv4 as it is", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("127.0.0.1")).toBe("127.0.0.1");
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(clientAddressKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("keys IPv6 by its /64, however it is written", () => {
    const key = "2001:db8:85a3:1::/64";
    for (const address of [
      "2001:db8:85a3:1::1",
      "2001:0db8:85a3:0001:ffff:ffff:ffff:ffff",
      "2001:DB8:85A3:1:0:0:0:2",
      "2001:db8:85a3:1:abcd::",
      "2001:db8:85a3:1::1.2.3.4",
      "fe80::1%eth0".replace("fe80::1", "2001:db8:85a3:1::9"),
    ]) {
      expect(clientAddressKey(address), address).toBe(key);
    }
    expect(clientAddressKey("2001:db8:85a3:2::1")).toBe("2001:db8:85a3:2::/64");
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(clientAddressKey("::")).toBe("0:0:0:0::/64");
  });

  it("gives one key to a whole /64: 1,000 addresses of one network are one counter", () => {
    const keys = new Set(
      Array.from({ length: 1000 }, (_, i) => clientAddressKey(`2001:db8:1:2:${i.toString(16)}::${i}`)),
    );
    expect(keys).toEqual(new Set(["2001:db8:1:2::/64"]));
  });

  it("keeps anything that is not an address as given", () => {
    expect(clientAddressKey("")).toBe("");
    expect(clientAddressKey("unknown")).toBe("unknown");
  });
});
