import { describe, expect, it } from "vitest";
import { lockoutAddress, shortenAddress } from "~/auth/network-address.server";

describe("shortenAddress: what the Sessions list keeps of an address", () => {
  it("keeps an IPv4 address's /24", () => {
    expect(shortenAddress("203.0.113.77")).toBe("203.0.113.x");
    expect(shortenAddress("::ffff:198.51.100.4")).toBe("198.51.100.x");
    expect(shortenAddress("127.0.0.1")).toBe("127.0.0.x");
  });

  it("keeps an IPv6 address's /48, however it is written", () => {
    expect(shortenAddress("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3::/48");
    expect(shortenAddress("2001:0db8:85a3:0000:0000:8a2e:0370:7334")).toBe("2001:db8:85a3::/48");
    expect(shortenAddress("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(shortenAddress("::1")).toBe("0:0:0::/48");
    expect(shortenAddress("fe80::1%eth0")).toBe("fe80:0:0::/48");
  });

  it("keeps nothing of what is not an address", () => {
    for (const junk of ["", "unknown", "render", "999.1.1.1", "1.2.3", "<script>"])
      expect(shortenAddress(junk)).toBe("");
  });
});

describe("lockoutAddress: what the per-address limit counts", () => {
  it("counts IPv4 per address, and IPv6 per /64 so one subscriber cannot walk through their addresses", () => {
    expect(lockoutAddress("203.0.113.77")).toBe("203.0.113.77");
    expect(lockoutAddress("::ffff:203.0.113.77")).toBe("203.0.113.77");
    expect(lockoutAddress("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3:8d3::/64");
    expect(lockoutAddress("2001:db8:85a3:8d3::99")).toBe("2001:db8:85a3:8d3::/64");
    expect(lockoutAddress("")).toBe("unknown");
  });
});
