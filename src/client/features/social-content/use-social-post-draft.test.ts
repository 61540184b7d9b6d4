import { describe, expect, it } from "vitest";
import type { SocialGenerationResult } from "../../../domain/social";
import { captionKey, fieldsOf, postUpdateOf } from "./use-social-post-draft";

const post: SocialGenerationResult = {
  id: "p1",
  createdAt: "2026-11-28T10:00:00.000Z",
  platforms: { instagram: { caption: "A mug." }, twitter: { caption: "Mug!" } },
  hashtags: ["#mug", "#pottery"],
  suggestedSchedule: "Tuesday 9 am",
  selectedPlatforms: ["instagram", "twitter"],
  engine: "builtin",
  imagePath: null,
  language: "en",
  brandProfileId: null,
  warnings: [],
};

describe("a stored post as a draft", () => {
  it("has a field per platform's caption, the hashtags and the schedule", () => {
    expect(fieldsOf(post)).toEqual({
      [captionKey("instagram")]: "A mug.",
      [captionKey("twitter")]: "Mug!",
      hashtags: "#mug #pottery",
      schedule: "Tuesday 9 am",
    });
  });

  it("sends only what changed, hashtags each with their #", () => {
    expect(postUpdateOf(post, { [captionKey("twitter")]: "New mug!" })).toEqual({
      platforms: { twitter: { caption: "New mug!" } },
    });
    expect(postUpdateOf(post, { hashtags: "pottery, #clay" })).toEqual({ hashtags: ["#pottery", "#clay"] });
    expect(postUpdateOf(post, { schedule: "Friday" })).toEqual({ suggestedSchedule: "Friday" });
  });
});
