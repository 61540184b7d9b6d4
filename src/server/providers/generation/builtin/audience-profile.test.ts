import { describe, expect, it } from "vitest";
import type { ImageFacts } from "../../../../domain/ai-image";
import { productOptions, socialOptions } from "../../../../domain/options";
import { socialPlatforms } from "../../../../domain/platforms";
import { writeSocialPosts } from "./compose";
import { audienceProfile } from "./vocabulary";

/**
 * Who the posts are for (issue 33.9): a typed audience is the seller's own words and stays whole;
 * only the forms' listed audiences take a preset's name. A keyword in typed words still picks the
 * posting hours, but never renames the audience ("Gift shoppers aged 25-45" came out as
 * "professionals", from its "25-45").
 */
const typed: ReadonlyArray<{ typed: string; label: string; schedule: string }> = [
  { typed: "Gift shoppers aged 25-45", label: "gift shoppers aged 25-45", schedule: "gifts" },
  { typed: "Parents of toddlers (1-3)", label: "parents of toddlers (1-3)", schedule: "parents" },
  { typed: "Professionals who buy gifts", label: "professionals who buy gifts", schedule: "professionals" },
  { typed: "Students on a budget", label: "students on a budget", schedule: "students" },
  { typed: "Night-shift nurses", label: "night-shift nurses", schedule: "general" },
  { typed: "UX designers", label: "UX designers", schedule: "general" },
  { typed: "Retired teachers 55+", label: "retired teachers 55+", schedule: "seniors" },
];

describe("audienceProfile", () => {
  it.each(typed)("keeps '$typed' in the seller's words", ({ typed: text, label, schedule }) => {
    const profile = audienceProfile(text);
    expect(profile?.label).toBe(label);
    expect(profile?.who).toBe(label);
    expect(profile?.key).toBeUndefined();
    expect(profile?.schedule).toBe(schedule);
  });

  it("names each of the forms' listed audiences by its preset", () => {
    expect(audienceProfile("Professionals (25-45)")?.label).toBe("professionals");
    expect(audienceProfile("Young adults (18-30)")?.label).toBe("young adults");
    expect(audienceProfile("Seniors (55+)")?.label).toBe("seniors");
    expect(audienceProfile("Gift buyers")?.label).toBe("gift buyers");
    expect(audienceProfile("Creative professionals")?.label).toBe("creative professionals");
    for (const option of [...socialOptions.targetAudience, ...productOptions.targetAudience]) {
      if (option === "Not listed") continue;
      expect(audienceProfile(option)?.key, option).toBeDefined();
    }
  });

  it("has nothing to say for an empty audience", () => {
    expect(audienceProfile(undefined)).toBeUndefined();
    expect(audienceProfile("  ")).toBeUndefined();
  });
});

/** A plain photo: its measured facts say nothing of who buys. */
const photo: ImageFacts = {
  width: 800,
  height: 800,
  orientation: "square",
  colors: [{ name: "red", hex: "#b22222", share: 0.6 }],
  brightness: "balanced",
  plainWhiteBackground: true,
  productColors: [{ name: "red", hex: "#b22222", share: 0.6 }],
  backgroundColor: { name: "white", hex: "#ffffff" },
  foregroundShare: 0.5,
};

describe("the builtin writer's posts for a typed audience", () => {
  const write = (targetAudience: string) =>
    writeSocialPosts({
      product: "red wool scarf",
      brand: "Owlbrook",
      businessType: "Fashion",
      targetAudience,
      tone: "Professional",
      hashtags: [],
      platforms: [...socialPlatforms],
      variant: 0,
      facts: photo,
    });

  it.each(typed.filter((entry) => entry.schedule !== "general"))(
    "tunes the schedule for '$typed' and names them as typed",
    ({ typed: text, label }) => {
      const draft = write(text);
      expect(draft.suggestedSchedule).toContain(`tuned for ${label})`);
    },
  );

  it("never swaps a typed audience for a preset's name", () => {
    for (const { typed: text } of typed) {
      const draft = write(text);
      const everything = [
        ...Object.values(draft.platforms).map((post) => post?.caption),
        draft.suggestedSchedule,
      ]
        .join("\n")
        .toLowerCase();
      const typedWords = text.toLowerCase();
      for (const preset of [
        "professionals",
        "young adults",
        "parents and families",
        "gift buyers",
        "seniors",
      ]) {
        if (!typedWords.includes(preset)) expect(everything, text).not.toContain(preset);
      }
    }
  });
});
