/**
 * Bookings as iCalendar (RFC 5545): the tourist's "add to calendar" file and
 * the owner's private feed. Times are the shop's clock, written in UTC here so
 * a phone in any time zone shows them right without a VTIMEZONE block.
 */

/** The UTC instant of a moment on the shop's clock ("2026-12-03 10:00" in Asia/Kolkata). */
function shopMomentToUtc(moment: string, timeZone: string): Date {
  const asUtc = Date.parse(`${moment.replace(" ", "T")}:00Z`);
  // The zone's offset at about that instant, measured with Intl; twice, for a change of offset nearby.
  let guess = asUtc;
  for (let i = 0; i < 2; i++) guess = asUtc - offsetAt(guess, timeZone);
  return new Date(guess);
}

function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Text as iCalendar wants it: backslash, semicolon, comma and new lines escaped. */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets are folded: a new line and a space (never inside a character). */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (out.length ? 74 : 75)) {
      out.push(current);
      current = "";
    }
    current += char;
  }
  out.push(current);
  return out.join("\r\n ");
}

export interface CalendarEvent {
  uid: string;
  startsAt: string;
  endsAt: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  cancelled?: boolean;
}

export function icalendar(name: string, events: readonly CalendarEvent[], timeZone: string, now: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Sagara Rides//Bookings//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const e of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(shopMomentToUtc(e.startsAt, timeZone))}`,
      `DTEND:${stamp(shopMomentToUtc(e.endsAt, timeZone))}`,
      `SUMMARY:${escapeText(e.summary)}`,
      ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
      ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
      ...(e.url ? [`URL:${e.url}`] : []),
      `STATUS:${e.cancelled ? "CANCELLED" : "CONFIRMED"}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(fold).join("\r\n") + "\r\n";
}
