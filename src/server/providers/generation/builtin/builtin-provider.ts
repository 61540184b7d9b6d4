import type { ImageFacts } from "../../../../domain/ai-image";
import { builtinLanguages, type LanguageCode } from "../../../../domain/languages";
import type {
  GenerationProvider,
  ListingBrief,
  ListingDraft,
  SocialBrief,
  SocialDraft,
  WriterImage,
} from "../generation-provider";
import { writeListings, writeSocialPosts } from "./compose";
import { withArticle } from "./text";

/**
 * The offline copywriter every new user meets first (DESIGN.md §2, §7): deterministic,
 * rule-based, and driven by the brief plus the image's measured facts (the caller runs
 * `analyseImage` and puts the facts in the brief). Same brief and variant, same text.
 */
export function createBuiltinProvider(): GenerationProvider {
  return {
    engine: "builtin",
    languages: builtinWriterLanguages(),
    // It writes from the measured facts alone: no 1024 px copy is made for it.
    readsImage: false,
    async describeImage(_image: WriterImage | null, facts: ImageFacts): Promise<string> {
      return describeImage(facts);
    },
    async writeSocialPosts(brief: SocialBrief, _image: WriterImage | null): Promise<SocialDraft> {
      return writeSocialPosts(brief);
    },
    async writeListings(brief: ListingBrief, _image: WriterImage | null): Promise<ListingDraft> {
      return writeListings(brief);
    },
  };
}

/** Every language with a language pack (compose/lang). */
export function builtinWriterLanguages(): LanguageCode[] {
  return [...builtinLanguages];
}

/**
 * "A square photo of a deep red product on a burnt orange backdrop; bright and airy (1024×1024 px).
 * For marketplace main images, a plain white background usually works best."
 * The product's colours come from the separated foreground; with no backdrop to separate, the
 * photo's palette as a whole.
 */
export function describeImage(facts: ImageFacts): string {
  const shape =
    facts.orientation === "landscape" ? "wide" : facts.orientation === "portrait" ? "tall" : "square";
  const named = (name: string) => /^[\p{L} -]{2,30}$/u.test(name);
  const productColours = facts.productColors.map((colour) => colour.name).filter(named);
  const backdrop =
    facts.backgroundColor && named(facts.backgroundColor.name) ? facts.backgroundColor.name : undefined;
  let subject: string;
  if (productColours.length && backdrop) {
    const [main, second] = productColours;
    const product = second ? `${main} and ${second}` : main;
    const setting = facts.plainWhiteBackground
      ? "a plain white background"
      : `${withArticle(backdrop)} backdrop`;
    subject = `A ${shape} photo of ${withArticle(product as string)} product on ${setting}`;
  } else {
    const colours = facts.colors.map((colour) => colour.name).filter(named);
    const [first, ...rest] = colours;
    const palette = first
      ? `mostly ${first}${rest.length ? ` with ${rest.slice(0, 2).join(" and ")}` : ""}`
      : "with no single dominant color";
    const background = facts.plainWhiteBackground ? " on a plain white background" : "";
    subject = `A ${shape} product photo${background}, ${palette}`;
  }
  const light =
    facts.brightness === "bright"
      ? "bright and airy"
      : facts.brightness === "dark"
        ? "dark and moody"
        : "evenly lit";
  const fit = facts.plainWhiteBackground
    ? "It is ready to use as a marketplace main image."
    : "For marketplace main images, a plain white background usually works best.";
  return `${subject}; ${light} (${facts.width}×${facts.height} px). ${fit}`;
}
