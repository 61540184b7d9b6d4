import { describe, expect, it } from "vitest";
import type { ImageFacts } from "../../../../domain/ai-image";
import { understandBrief } from "../../../modules/generation/fact-sheet/understand-brief";
import type { ListingBrief, SocialBrief } from "../generation-provider";
import { listingSystemPrompt, listingUserMessage, socialSystemPrompt, socialUserMessage } from "./prompts";

const photo = {
  width: 1024,
  height: 768,
  orientation: "landscape",
  brightness: "normal",
  plainWhiteBackground: false,
  colors: [{ name: "caramel", hex: "#b5651d", share: 0.7 }],
  productColors: [{ name: "caramel", hex: "#b5651d", share: 0.7 }],
} as unknown as ImageFacts;

describe("the model's prompts carry the fact sheet, never the photo's colour as a fact", () => {
  const sheet = understandBrief(
    { product: "rosehip face oil, 30 ml in an amber glass bottle", language: "en" },
    photo,
  );

  it("sends the sheet without the offered photo colour, and the photo without its colours", () => {
    const brief: SocialBrief = {
      product: "rosehip face oil",
      tone: "Friendly",
      hashtags: [],
      platforms: ["instagram"],
      variant: 0,
      facts: photo,
      sheet,
    };
    const message = JSON.parse(socialUserMessage(brief)) as { brief: Record<string, unknown> };
    expect(message.brief.facts).toMatchObject({ noun: "face oil", packaging: ["glass bottle"] });
    expect(JSON.stringify(message)).not.toContain("caramel");
    const listing: ListingBrief = {
      product: "rosehip face oil",
      tags: [],
      platforms: ["etsy"],
      variant: 0,
      facts: photo,
      sheet,
    };
    expect(JSON.stringify(JSON.parse(listingUserMessage(listing)))).not.toContain("caramel");
  });

  it("tells the model to state only what the sheet holds", () => {
    for (const prompt of [socialSystemPrompt(["instagram"]), listingSystemPrompt(["etsy"])]) {
      expect(prompt).toContain("State only what it holds");
      expect(prompt).not.toContain("photo's real colours");
    }
  });
});
