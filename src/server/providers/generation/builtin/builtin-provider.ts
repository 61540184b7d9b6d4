import type { ImageFacts } from "../../../../domain/ai-image";
import type {
  GenerationProvider,
  ListingBrief,
  ListingDraft,
  SocialBrief,
  SocialDraft,
  WriterImage,
} from "../generation-provider";
import { writeListings } from "./listing-writer";
import { writeSocialPosts } from "./social-writer";

/**
 * The offline copywriter every new user meets first (DESIGN.md §2, §7): deterministic,
 * rule-based, and driven by the brief plus the image's measured facts (the caller runs
 * `analyseImage` and puts the facts in the brief). Same brief and variant, same text.
 */
export function createBuiltinProvider(): GenerationProvider {
  return {
    engine: "builtin",
    async describeImage(_image: WriterImage, facts: ImageFacts): Promise<string> {
      return describeImage(facts);
    },
    async writeSocialPosts(brief: SocialBrief, _image: WriterImage): Promise<SocialDraft> {
      return writeSocialPosts(brief);
    },
    async writeListings(brief: ListingBrief, _image: WriterImage): Promise<ListingDraft> {
      return writeListings(brief);
    },
  };
}

/** "A square product photo on a plain white background, mostly terracotta with cream; bright." */
export function describeImage(facts: ImageFacts): string {
  const shape =
    facts.orientation === "landscape" ? "wide" : facts.orientation === "portrait" ? "tall" : "square";
  const colours = facts.colors.map((colour) => colour.name).filter((name) => /^[\p{L} -]{2,30}$/u.test(name));
  const [first, ...rest] = colours;
  const palette = first
    ? `mostly ${first}${rest.length ? ` with ${rest.slice(0, 2).join(" and ")}` : ""}`
    : "with no single dominant color";
  const background = facts.plainWhiteBackground ? " on a plain white background" : "";
  const light =
    facts.brightness === "bright"
      ? "bright and airy"
      : facts.brightness === "dark"
        ? "dark and moody"
        : "evenly lit";
  const fit = facts.plainWhiteBackground
    ? "It is ready to use as a marketplace main image."
    : "For marketplace main images, a plain white background usually works best.";
  return `A ${shape} product photo${background}, ${palette}; ${light} (${facts.width}×${facts.height} px). ${fit}`;
}
