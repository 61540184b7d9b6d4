import { describe, expect, it } from "vitest";
import {
  captionOf,
  EMPTY_PLATFORM_TEXT,
  exportPlatforms,
  formatSocialTextExport,
  socialTextExportFilename,
} from "./social-text-export";

const now = new Date("2026-11-22T13:05:00Z");

describe("formatSocialTextExport", () => {
  it("writes the header, the date, a section per selected platform, hashtags and schedule", () => {
    const text = formatSocialTextExport(
      {
        selectedPlatforms: ["instagram", "twitter"],
        platforms: {
          instagram: { caption: "Hello from Clay & Co" },
          twitter: { caption: "Short and sweet" },
        },
        hashtags: ["#pottery", "handmade"],
        suggestedSchedule: "Tuesday 7 pm",
      },
      now,
    );
    const lines = text.split("\n");
    expect(lines[0]).toBe("SOCIAL MEDIA CONTENT EXPORT");
    expect(text).toMatch(/^Date: .*2026/m);
    expect(text).toContain("INSTAGRAM\n---------\nHello from Clay & Co\n");
    expect(text).toContain("X (TWITTER)\n-----------\nShort and sweet\n");
    expect(text).not.toContain("FACEBOOK");
    expect(text).toContain("HASHTAGS\n--------\n#pottery #handmade\n");
    expect(text).toContain("SUGGESTED SCHEDULE\n------------------\nTuesday 7 pm\n");
    expect(text.indexOf("INSTAGRAM")).toBeLessThan(text.indexOf("X (TWITTER)"));
    expect(text.indexOf("X (TWITTER)")).toBeLessThan(text.indexOf("HASHTAGS"));
    expect(text.indexOf("HASHTAGS")).toBeLessThan(text.indexOf("SUGGESTED SCHEDULE"));
  });

  it("says 'Not specified' without a schedule and marks an empty platform", () => {
    const text = formatSocialTextExport(
      { selectedPlatforms: ["facebook"], platforms: { facebook: { caption: "  " } }, hashtags: [] },
      now,
    );
    expect(text).toContain(`FACEBOOK\n--------\n${EMPTY_PLATFORM_TEXT}\n`);
    expect(text).toContain("SUGGESTED SCHEDULE\n------------------\nNot specified\n");
  });

  it("reads the older keys (instagramCaption, facebookPost, …) of old records", () => {
    const old = {
      instagramCaption: "IG text",
      facebookPost: "FB text",
      twitterPost: "X text",
      linkedinPost: "LI text",
      pinterestDescription: "Pin text",
      tiktokCaption: "TT text",
      hashtags: ["#old"],
      suggestedSchedule: null,
    };
    expect(exportPlatforms(old)).toEqual([
      "instagram",
      "facebook",
      "twitter",
      "linkedin",
      "pinterest",
      "tiktok",
    ]);
    const text = formatSocialTextExport(old, now);
    for (const [heading, body] of [
      ["INSTAGRAM", "IG text"],
      ["FACEBOOK", "FB text"],
      ["X (TWITTER)", "X text"],
      ["LINKEDIN", "LI text"],
      ["PINTEREST", "Pin text"],
      ["TIKTOK", "TT text"],
    ] as const) {
      expect(text).toContain(`${heading}\n${"-".repeat(heading.length)}\n${body}\n`);
    }
    expect(text).toContain("Not specified");
  });

  it("prefers the new shape when a record has both", () => {
    expect(
      captionOf({ platforms: { linkedin: { caption: "edited" } }, linkedinPost: "old" }, "linkedin"),
    ).toBe("edited");
    expect(captionOf({ linkedinPost: "old" }, "linkedin")).toBe("old");
  });

  it("adds the generation date when known", () => {
    const text = formatSocialTextExport({ createdAt: "2025-01-02T10:00:00Z", instagramCaption: "x" }, now);
    expect(text).toMatch(/^Generated: .*2025/m);
  });
});

describe("socialTextExportFilename", () => {
  it("is social-media-content-{timestamp}.txt", () => {
    expect(socialTextExportFilename(now)).toBe(`social-media-content-${now.getTime()}.txt`);
  });
});
