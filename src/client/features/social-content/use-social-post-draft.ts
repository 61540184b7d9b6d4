import { useMemo } from "react";
import type { SocialPlatform } from "../../../domain/platforms";
import type { SocialGenerationResult, SocialPostUpdate } from "../../../domain/social";
import { type DraftFields, useEditableDraft } from "../../lib/use-editable-draft";
import { parseHashtags } from "./social-form-values";
import { useUpdateSocialPost } from "./use-update-social-post";

/**
 * A stored post as an editable draft, for the two places a post is edited in place: the
 * generator's results and a bulk batch's row. The caption of each platform, the hashtags and the
 * schedule are flat fields; what changed is saved to the stored post through
 * PATCH /api/social-media/posts/:id, and the draft starts again from what was stored.
 */

/** A platform's caption in the draft. */
export const captionKey = (platform: SocialPlatform) => `caption.${platform}`;

/** The post as the draft's flat fields. */
export function fieldsOf(result: SocialGenerationResult): DraftFields {
  const fields: DraftFields = {};
  for (const platform of result.selectedPlatforms) {
    fields[captionKey(platform)] = result.platforms[platform]?.caption ?? "";
  }
  fields.hashtags = result.hashtags.join(" ");
  fields.schedule = result.suggestedSchedule;
  return fields;
}

/** The hashtags field as the post stores them, each with its "#". */
export const asHashtags = (text: string) => parseHashtags(text).map((tag) => `#${tag}`);

/** The changed fields as the PATCH body: only what the seller edited. */
export function postUpdateOf(result: SocialGenerationResult, changes: DraftFields): SocialPostUpdate {
  const body: SocialPostUpdate = {};
  for (const platform of result.selectedPlatforms) {
    const caption = changes[captionKey(platform)];
    if (caption !== undefined) body.platforms = { ...body.platforms, [platform]: { caption } };
  }
  if (changes.hashtags !== undefined) body.hashtags = asHashtags(changes.hashtags);
  if (changes.schedule !== undefined) body.suggestedSchedule = changes.schedule;
  return body;
}

/** The draft of a stored post; `onSaved` gets the post as stored after each save. */
export function useSocialPostDraft(
  result: SocialGenerationResult,
  onSaved?: (stored: SocialGenerationResult) => void,
) {
  const update = useUpdateSocialPost();
  const initial = useMemo(() => fieldsOf(result), [result]);
  const draft = useEditableDraft(initial, async (changes) => {
    const stored = await update.mutateAsync({ id: result.id, update: postUpdateOf(result, changes) });
    onSaved?.(stored);
    return fieldsOf(stored);
  });
  return { initial, ...draft };
}
