import { beforeAll, describe, expect, it } from "vitest";
import { parseIcs } from "../../../../tests/support/ical";
import { socialPlatforms } from "../../../domain/platforms";
import { CALENDAR_NAME, calendarText, EVENTS_PER_SLICE, writeIcs } from "./ics-writer";
import type { PlannedPost } from "./plan-posts";

const NOW = new Date("2026-03-06T12:00:00Z");
const TRICKY =
  "Café crème, brûlée; naïve \\ backslash — 東京の朝 ☕️🎉\nSecond line, with a comma; and a semicolon.\n\n" +
  "A very long line that must be folded because it goes on far past seventy-five octets, émojis 🎉🎉🎉 included #mug #café";

function post(index: number, description = TRICKY): PlannedPost {
  const start = new Date(NOW.getTime() + (index + 1) * 86_400_000);
  return {
    uid: `post-${index}-instagram@studio.example`,
    platform: socialPlatforms[index % socialPlatforms.length] ?? "instagram",
    start,
    end: new Date(start.getTime() + 30 * 60_000),
    summary: `Post on Instagram: Mug, blue; glazed (photo-${index}.jpg)`,
    description,
  };
}

describe("writeIcs", () => {
  let text = "";
  beforeAll(async () => {
    text = await writeIcs([post(0), post(1), post(2, "Plain")], {
      now: NOW,
      url: "https://studio.example/history",
    });
  });

  it("is RFC 5545 on the wire: CRLF line ends, lines folded at 75 octets without splitting a character", () => {
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n");
    for (const line of lines) expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
    // A folded line continues with one space, and no line is broken inside a UTF-8 sequence.
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(Buffer.from(text, "utf8").toString("utf8")).toBe(text);
    expect(text).toContain("METHOD:PUBLISH");
  });

  it("parses back to the same text, times and reminders", () => {
    const calendar = parseIcs(text);
    expect(calendar.method).toBe("PUBLISH");
    expect(calendar.name).toBe(CALENDAR_NAME);
    expect(calendar.events).toHaveLength(3);
    const [first, , third] = calendar.events;
    expect(first?.description).toBe(TRICKY);
    expect(first?.summary).toBe("Post on Instagram: Mug, blue; glazed (photo-0.jpg)");
    expect(third?.description).toBe("Plain");
    expect(first?.start.toISOString()).toBe("2026-03-07T12:00:00.000Z");
    expect(first?.end.toISOString()).toBe("2026-03-07T12:30:00.000Z");
    expect(first?.startIsUtc).toBe(true);
    expect(first?.url).toBe("https://studio.example/history");
    expect(first?.alarms).toEqual([
      {
        action: "DISPLAY",
        trigger: "-PT15M",
        description: "Post on Instagram: Mug, blue; glazed (photo-0.jpg)",
      },
    ]);
    expect(new Set(calendar.events.map((event) => event.uid)).size).toBe(3);
  });

  it("leaves the URL out when the app has no public address", async () => {
    const bare = await writeIcs([post(0)], { now: NOW });
    expect(bare).not.toMatch(/^URL/m);
    expect(parseIcs(bare).events[0]?.url).toBeNull();
  });

  it("writes a large plan in slices that add up to the same file as one pass", async () => {
    const many = Array.from({ length: EVENTS_PER_SLICE * 2 + 7 }, (_, index) => post(index));
    const sliced = await writeIcs(many, { now: NOW });
    expect(sliced).toBe(calendarText(many, { now: NOW }));
    expect(parseIcs(sliced).events).toHaveLength(many.length);
  });
});
