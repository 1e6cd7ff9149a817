import { describe, expect, it } from "vitest";
import { escapeText, foldLine, writeCalendar } from "./icalendar";

/** Unfolds and splits a calendar the way a reader does (RFC 5545 section 3.1). */
function unfold(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, "").split("\r\n").filter(Boolean);
}

describe("the iCalendar writer", () => {
  it("escapes backslashes, semicolons, commas and line breaks in text", () => {
    expect(escapeText("a\\b; c, d\ne")).toBe("a\\\\b\\; c\\, d\\ne");
  });

  it("folds long lines at 75 octets without splitting a character, and unfolds to the original", () => {
    const line = `SUMMARY:${"é".repeat(60)}${"x".repeat(100)}`;
    const folded = foldLine(line);
    const encoder = new TextEncoder();
    for (const part of folded.split("\r\n")) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(folded).not.toContain("\uFFFD");
  });

  it("writes timed and whole-day events with CRLF line ends", () => {
    const text = writeCalendar({
      name: "My diary",
      productId: "-//Test//EN",
      now: new Date("2026-11-24T01:00:00Z"),
      events: [
        { uid: "a@test", summary: "Meet, Sam", location: "Room 1", when: { start: new Date("2026-11-25T10:00:00Z"), end: new Date("2026-11-25T11:00:00Z") } },
        { uid: "b@test", summary: "Interview prep", description: "Line one\nLine two", when: { date: "2026-12-31" } },
      ],
    });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = unfold(text);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toContain("DTSTART:20261125T100000Z");
    expect(lines).toContain("DTEND:20261125T110000Z");
    expect(lines).toContain("SUMMARY:Meet\\, Sam");
    expect(lines).toContain("DTSTART;VALUE=DATE:20261231");
    expect(lines).toContain("DTEND;VALUE=DATE:20270101");
    expect(lines).toContain("DESCRIPTION:Line one\\nLine two");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2);
  });
});
