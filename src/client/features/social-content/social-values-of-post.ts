import type { LanguageCode } from "../../../domain/languages";
import { knownValue } from "../../../domain/options";
import type { SocialGenerationRequest, StoredSocialPost } from "../../../domain/social";
import { type SocialFormValues, startingSocialValues, toSocialRequest } from "./social-form-values";

/**
 * The form as a stored post was written from (History's "Open"): its brand settings, what was
 * sold, its link, the extra context, the seller's own hashtags (not the written ones; empty for a
 * post written before they were kept) and its profile. `language` is the post's language if this
 * server writes it.
 */
export function socialValuesOfPost(post: StoredSocialPost, language: LanguageCode): SocialFormValues {
  return {
    ...startingSocialValues(post, language),
    product: knownValue(post.product) ?? "",
    productUrl: post.productUrl ?? "",
    additionalContext: post.additionalContext ?? "",
    hashtags: (post.ownHashtags ?? []).join(", "),
    brandProfileId: post.brandProfileId ?? "",
  };
}

/** The request that writes a stored post again ("Regenerate" on an opened post), its photo kept. */
export function socialRequestOfPost(
  post: StoredSocialPost,
  language: LanguageCode,
): SocialGenerationRequest | null {
  if (!post.imagePath) return null;
  const request = toSocialRequest(socialValuesOfPost(post, language), post.imagePath);
  return post.brandProfileId ? { ...request, brandProfileId: post.brandProfileId } : request;
}
