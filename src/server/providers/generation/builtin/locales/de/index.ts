import type { LocaleWriter } from "../locale-writer";
import { writeGermanListings } from "./listings";
import { writeGermanSocial } from "./social";

/**
 * The German builtin writer (issue 17): social posts and marketplace listings written from
 * German templates — du or Sie as German shops choose them per platform and tone, nouns
 * capitalised, articles only where the product's gender is known for sure.
 */
export const germanWriter: LocaleWriter = {
  language: "de",
  writeSocialPosts: writeGermanSocial,
  writeListings: writeGermanListings,
};
