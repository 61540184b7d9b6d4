import type { LocaleWriter } from "../locale-writer";
import { writeFrenchListings } from "./listings";
import { writeFrenchSocialPosts } from "./social";

/**
 * The builtin writer in French (issue 17): social posts and marketplace listings composed from
 * French templates (data/*.json) as a French small shop writes them, not translated from the
 * English phrasebook. Deterministic per brief and variant; it invents no facts.
 */
export const frenchWriter: LocaleWriter = {
  language: "fr",
  writeSocialPosts: writeFrenchSocialPosts,
  writeListings: writeFrenchListings,
};
