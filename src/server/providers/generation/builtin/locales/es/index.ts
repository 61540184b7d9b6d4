import type { LocaleWriter } from "../locale-writer";
import { writeSpanishListings } from "./listings";
import { writeSpanishSocialPosts } from "./social";

/**
 * The builtin writer in Spanish (issue 17): neutral Spanish that reads well in Spain and Latin
 * America, tú on social networks as most small shops write, impersonal and clear in listings.
 */
export const spanishWriter: LocaleWriter = {
  language: "es",
  writeSocialPosts: writeSpanishSocialPosts,
  writeListings: writeSpanishListings,
};
