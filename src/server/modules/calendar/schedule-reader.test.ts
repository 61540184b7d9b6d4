import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PostingSlot, Weekday } from "../../../domain/calendar";
import { type SocialPlatform, socialPlatforms } from "../../../domain/platforms";
import { researchedPostingWindows, scheduleNames } from "../../../domain/posting-times";
import { audienceHours, suggestSchedule } from "../../providers/generation/builtin/schedule";
import type { ScheduleSlot } from "../../providers/generation/builtin/vocabulary";
import { defaultSlot, readSchedule, slotOfWindow } from "./schedule-reader";

const slot = (days: Weekday[], hour: number, minute = 0): PostingSlot => ({ days, hour, minute });
const read = (text: unknown, platforms: readonly SocialPlatform[] = socialPlatforms) =>
  readSchedule(text, platforms);
const only = (text: string, platform: SocialPlatform = "instagram") => read(text, [platform])[platform];

describe("the builtin writer's line", () => {
  it("reads every platform's researched window exactly", () => {
    const line = suggestSchedule(socialPlatforms);
    const slots = read(line);
    expect(slots).toEqual({
      instagram: { slots: [slot([2, 3], 10)], source: "schedule" },
      facebook: { slots: [slot([1, 2, 3, 4], 8)], source: "schedule" },
      twitter: { slots: [slot([2, 3, 4, 5], 9)], source: "schedule" },
      linkedin: { slots: [slot([2, 3], 10)], source: "schedule" },
      pinterest: { slots: [slot([4, 5, 6], 13)], source: "schedule" },
      tiktok: { slots: [slot([3, 4], 14)], source: "schedule" },
    });
  });

  it("reads the audience-tuned lines: evenings, 'or' alternatives, noon, and week wrap-around", () => {
    const young = read(suggestSchedule(["instagram", "twitter"], "young", "young adults"));
    expect(young.instagram.slots).toEqual([slot([2, 3, 4], 18)]);
    expect(young.twitter.slots).toEqual([slot([2, 3, 4], 12)]);
    const professionals = read(suggestSchedule(["linkedin"], "professionals", "professionals"));
    // "8–10am or 12–1pm": the first window is the slot.
    expect(professionals.linkedin.slots).toEqual([slot([2, 3, 4], 8)]);
    const parents = read(suggestSchedule(["pinterest", "facebook"], "parents", "parents"));
    expect(parents.pinterest.slots).toEqual([slot([0, 1], 20)]);
    expect(parents.facebook.slots).toEqual([slot([1, 2, 3, 4], 6)]);
    const gifts = read(suggestSchedule(["instagram", "pinterest"], "gifts", "gift buyers"));
    // "Thu–Sun" runs through Saturday into Sunday.
    expect(gifts.instagram.slots).toEqual([slot([0, 4, 5, 6], 11)]);
    expect(gifts.pinterest.slots).toEqual([slot([0, 5, 6], 10)]);
  });

  it("reads every audience's line for every platform from the text, as the table states it", () => {
    for (const [audience, table] of Object.entries(audienceHours) as [
      ScheduleSlot,
      (typeof audienceHours)[ScheduleSlot],
    ][]) {
      const slots = read(suggestSchedule(socialPlatforms, audience, "a tuned audience"));
      for (const platform of socialPlatforms) {
        const window = table[platform] ?? researchedPostingWindows[platform];
        expect(slots[platform].source, `${audience} ${platform}`).toBe("schedule");
        expect(slots[platform].slots, `${audience} ${platform}`).toEqual([slotOfWindow(window)]);
      }
    }
  });

  it("takes each default from the researched table (one source of truth with the writer)", () => {
    for (const platform of socialPlatforms) {
      expect(slotOfWindow(researchedPostingWindows[platform])).not.toBeNull();
      expect(defaultSlot(platform)).toEqual(only(suggestSchedule([platform]), platform).slots[0]);
    }
    expect(defaultSlot("pinterest")).toEqual(slot([4, 5, 6], 13));
  });

  it("reads any window written in the builtin's format", () => {
    const dayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
    const clock = (hour: number, withMeridiem = true) => {
      if (hour === 12) return "noon";
      const twelve = hour % 12 === 0 ? 12 : hour % 12;
      return withMeridiem ? `${twelve}${hour < 12 ? "am" : "pm"}` : `${twelve}`;
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...socialPlatforms),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 21 }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        (platform, first, last, start, length, shortStart) => {
          const end = Math.min(start + length, 23);
          const sameHalf = start !== 12 && end !== 12 && start < 12 === end < 12;
          const hours = `${clock(start, !(shortStart && sameHalf))}–${clock(end)}`;
          const days = first === last ? dayNames[first] : `${dayNames[first]}–${dayNames[last]}`;
          const reading = only(
            `${scheduleNames[platform]}: ${days} ${hours} (times in your local time)`,
            platform,
          );
          const expectedDays: number[] = [];
          for (let day = first; ; day = (day + 1) % 7) {
            expectedDays.push(day);
            if (day === last) break;
          }
          expect(reading).toEqual({
            slots: [{ days: expectedDays.sort((a, b) => a - b), hour: start, minute: 0 }],
            source: "schedule",
          });
        },
      ),
    );
  });
});

describe("free text (the OpenAI engine, or the seller's edits)", () => {
  it.each([
    ["Tuesday 11am", slot([2], 11)],
    ["Tue–Thu 6–9pm", slot([2, 3, 4], 18)],
    ["Wed 9:30 AM", slot([3], 9, 30)],
    ["Tuesday and Thursday, 11am", slot([2, 4], 11)],
    ["Tuesdays at 11 a.m.", slot([2], 11)],
    ["Monday to Friday, 14:00–16:00", slot([1, 2, 3, 4, 5], 14)],
    ["Mon-Fri 9.30am-11am", slot([1, 2, 3, 4, 5], 9, 30)],
    ["Fri–Sun around noon", slot([0, 5, 6], 12)],
    ["weekdays at 8am", slot([1, 2, 3, 4, 5], 8)],
    ["weekends, 10am", slot([0, 6], 10)],
    ["every day at 7pm", slot([0, 1, 2, 3, 4, 5, 6], 19)],
    ["Thursday 11–1pm", slot([4], 11)],
    ["Sat between 9 and 11am", slot([6], 9)],
    ["THU 5PM", slot([4], 17)],
    ["Friday evening", slot([5], 19)],
    ["Wednesday midnight", slot([3], 0)],
    ["Tuesday morning at 9:30am", slot([2], 9, 30)],
    ["Sunday afternoons", slot([0], 15)],
  ])("reads %j", (text, expected) => {
    expect(only(text)).toEqual({ slots: [expected], source: "schedule" });
  });

  it("gives each named platform its own passage, names side by side share one, and X may say Twitter", () => {
    const slots = read(
      "Post on Instagram on Tuesday at 11am; TikTok Tue–Thu 6–9pm. X (Twitter): Wed 9:30 AM. " +
        "Facebook and LinkedIn: Monday 8am.",
    );
    expect(slots.instagram).toEqual({ slots: [slot([2], 11)], source: "schedule" });
    expect(slots.tiktok).toEqual({ slots: [slot([2, 3, 4], 18)], source: "schedule" });
    expect(slots.twitter).toEqual({ slots: [slot([3], 9, 30)], source: "schedule" });
    expect(slots.facebook).toEqual({ slots: [slot([1], 8)], source: "schedule" });
    expect(slots.linkedin).toEqual({ slots: [slot([1], 8)], source: "schedule" });
    expect(slots.pinterest).toEqual({ slots: [defaultSlot("pinterest")], source: "default" });
  });

  it("keeps several day-and-time pairs, either way round", () => {
    expect(only("Instagram: Tue 10am, Thu 2pm").slots).toEqual([slot([2], 10), slot([4], 14)]);
    expect(only("11am on Tuesdays and 7pm on Fridays").slots).toEqual([slot([2], 11), slot([5], 19)]);
    expect(only("9am on Tuesdays and Thursdays").slots).toEqual([slot([2, 4], 9)]);
  });

  it("applies general advice to the platforms it does not name", () => {
    const slots = read("Weekday lunchtimes work best. Pinterest: Saturday 8pm.");
    expect(slots.pinterest.slots).toEqual([slot([6], 20)]);
    expect(slots.instagram.slots).toEqual([slot([1, 2, 3, 4, 5], 12)]);
  });

  it("borrows the missing half from the platform's default", () => {
    expect(only("Instagram: Thursdays", "instagram").slots).toEqual([
      slot([4], defaultSlot("instagram").hour),
    ]);
    expect(only("TikTok at 8pm", "tiktok").slots).toEqual([slot(defaultSlot("tiktok").days, 20)]);
  });

  it("falls back to the researched default when nothing can be read", () => {
    for (const text of [
      "",
      "Not specified",
      "Post when your audience is online.",
      "We sat in the sun on wed. and saw 5 birds",
      "Prices from $12.99, version 2.30",
      "Instagram: whenever suits you",
      "Tuesday 25:00 or 13pm",
    ]) {
      for (const platform of socialPlatforms) {
        const reading = read(text)[platform];
        if (text.startsWith("Tuesday")) {
          // The day is read; the impossible times are not.
          expect(reading.slots[0]?.days).toEqual([2]);
          continue;
        }
        expect(reading, `${text} / ${platform}`).toEqual({
          slots: [defaultSlot(platform)],
          source: "default",
        });
      }
    }
    expect(read(null).instagram.source).toBe("default");
    expect(read(42).instagram.source).toBe("default");
  });
});

const validSlot = (slot: PostingSlot) =>
  slot.days.length > 0 &&
  slot.days.every((day) => Number.isInteger(day) && day >= 0 && day <= 6) &&
  new Set(slot.days).size === slot.days.length &&
  Number.isInteger(slot.hour) &&
  slot.hour >= 0 &&
  slot.hour <= 23 &&
  Number.isInteger(slot.minute) &&
  slot.minute >= 0 &&
  slot.minute <= 59;

describe("any string", () => {
  const scheduleLike = fc
    .array(
      fc.oneof(
        fc.constantFrom(
          "Instagram",
          "X",
          "TikTok",
          "Tue",
          "Thursday",
          "weekdays",
          "–",
          "-",
          " to ",
          "10am",
          "1–3pm",
          "9:30",
          "noon",
          "or",
          " · ",
          ":",
          "(",
          "evening",
          "12",
          "a.m.",
          "Sun",
        ),
        fc.string({ maxLength: 6 }),
      ),
      { maxLength: 30 },
    )
    .map((parts) => parts.join(" "));

  it("never throws, and always gives every platform at least one valid slot", () => {
    fc.assert(
      fc.property(
        // Any code point (slow to generate, so short), any printable text, and schedule-like text.
        fc.oneof(fc.string({ unit: "binary", maxLength: 40 }), fc.string({ maxLength: 300 }), scheduleLike),
        fc.subarray([...socialPlatforms], { minLength: 1 }),
        (text, platforms) => {
          const reading = readSchedule(text, platforms);
          expect(Object.keys(reading).sort()).toEqual([...platforms].sort());
          for (const platform of platforms) {
            expect(reading[platform].slots.length).toBeGreaterThan(0);
            expect(reading[platform].slots.every(validSlot)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
    // Generous: a busy CI machine, not the reader, sets the pace here.
  }, 60_000);

  it("reads a very long text in bounded time without throwing", () => {
    const long = "Instagram: Tue 10am · ".repeat(5000) + "9".repeat(100_000);
    expect(read(long).instagram.slots[0]).toEqual(slot([2], 10));
  });
});
