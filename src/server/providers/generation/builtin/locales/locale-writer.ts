import type { BuiltinLanguage } from "../../../../../domain/languages";
import type { ListingBrief, ListingDraft, SocialBrief, SocialDraft } from "../../generation-provider";

/**
 * A builtin writer for one language other than English (issue 17). Each writes from its own
 * templates, composed in that language (word order, gender and agreement, platform voice and
 * hashtag habits of that market), not translated from the English phrasebook. Like the English
 * writer it is deterministic (same brief and variant, same text), invents no facts, and leaves
 * every platform rule to the normaliser — which it should never need (stay within the limits).
 */
export interface LocaleWriter {
  readonly language: Exclude<BuiltinLanguage, "en">;
  writeSocialPosts(brief: SocialBrief): SocialDraft;
  writeListings(brief: ListingBrief): ListingDraft;
}
