import { describe, expect, it } from "vitest";
import { formatDateTime } from "~/admin/ui";

describe("times in the back office", () => {
  it("are written in the shop's time zone, India by default", () => {
    expect(formatDateTime("2026-11-23T04:45:00.000Z")).toBe("23 Nov 2026, 10:15 IST");
    expect(formatDateTime("2026-11-23T04:45:00.000Z", "Asia/Kolkata")).toBe("23 Nov 2026, 10:15 IST");
  });

  it("follow the time-zone setting", () => {
    expect(formatDateTime("2026-11-23T04:45:00.000Z", "Europe/London")).toBe("23 Nov 2026, 04:45 GMT");
    expect(formatDateTime("2026-07-01T04:45:00.000Z", "Asia/Dubai")).toBe("1 Jul 2026, 08:45 GST");
  });
});
