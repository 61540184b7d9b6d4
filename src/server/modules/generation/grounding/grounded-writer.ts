import type {
  GenerationProvider,
  ListingBrief,
  ListingDraft,
  SocialBrief,
  SocialDraft,
  WriterImage,
} from "../../../providers/generation/generation-provider";
import { sellerTextOf } from "../fact-sheet/brief-sheet";
import { groundListingDraft, groundSocialDraft } from "./ground-draft";

/**
 * Every writer's draft, from either engine, through the grounding pass before anything else sees
 * it: what the services, regenerations and bulk call instead of the provider directly.
 */
export async function writeGroundedSocial(
  provider: GenerationProvider,
  brief: SocialBrief,
  image: WriterImage | null,
): Promise<SocialDraft> {
  const draft = await provider.writeSocialPosts(brief, image);
  return brief.sheet ? groundSocialDraft(draft, brief.sheet, sellerTextOf(brief), brief.language) : draft;
}

export async function writeGroundedListings(
  provider: GenerationProvider,
  brief: ListingBrief,
  image: WriterImage | null,
): Promise<ListingDraft> {
  const draft = await provider.writeListings(brief, image);
  return brief.sheet ? groundListingDraft(draft, brief.sheet, sellerTextOf(brief), brief.language) : draft;
}
