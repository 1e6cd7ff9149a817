import { addDays } from "./dates";

/**
 * A small iCalendar (RFC 5545) writer for calendar exports: CRLF line ends, text escaped (section 3.3.11) and
 * content lines folded at 75 octets without splitting a UTF-8 character (section 3.1). Times are written in
 * UTC, so no VTIMEZONE is needed; a whole-day event uses DATE values.
 */

export type CalendarEvent = {
  uid: string;
  summary: string;
  description?: string | null;
  location?: string | null;
  /** A timed event (UTC instants), or a whole day ("YYYY-MM-DD"). */
  when: { start: Date; end: Date } | { date: string };
  /**
   * The event's revision (RFC 5545 section 3.8.7.4), for an event that changes under the same UID: a calendar
   * keeps the version with the highest SEQUENCE. Left out, the event is its first version.
   */
  sequence?: number;
  /** "CANCELLED" for an event that is off (section 3.8.1.11); left out, the event stands. */
  status?: "CANCELLED";
};

const CRLF = "\r\n";
const MAX_OCTETS = 75;

export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds one content line: each part at most 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function utcStamp(value: Date): string {
  return value.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

function dateValue(date: string): string {
  return date.replace(/-/g, "");
}

/**
 * The whole calendar as text, ready to serve as text/calendar. `method` is the iTIP method (RFC 5546): PUBLISH for
 * events to add or update, CANCEL for a file that takes events a calendar already holds (same UID) out of it.
 */
export function writeCalendar({
  name,
  productId,
  events,
  method = "PUBLISH",
  now = new Date(),
}: {
  name: string;
  productId: string;
  events: readonly CalendarEvent[];
  method?: "PUBLISH" | "CANCEL";
  now?: Date;
}): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${productId}`, "CALSCALE:GREGORIAN", `METHOD:${method}`, `X-WR-CALNAME:${escapeText(name)}`];
  for (const event of events) {
    lines.push("BEGIN:VEVENT", `UID:${event.uid}`, `DTSTAMP:${utcStamp(now)}`);
    if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
    if (event.status) lines.push(`STATUS:${event.status}`);
    if ("date" in event.when) {
      lines.push(`DTSTART;VALUE=DATE:${dateValue(event.when.date)}`, `DTEND;VALUE=DATE:${dateValue(addDays(event.when.date, 1))}`);
    } else {
      lines.push(`DTSTART:${utcStamp(event.when.start)}`, `DTEND:${utcStamp(event.when.end)}`);
    }
    lines.push(`SUMMARY:${escapeText(event.summary)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}
