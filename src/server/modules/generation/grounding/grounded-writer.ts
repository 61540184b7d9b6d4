import type {
  GenerationProvider,
  ListingBrief,
  ListingDraft,
  SocialBrief,
  SocialDraft,
  WriterImage,
} from "../../../providers/generation/generation-provider";
import { sellerTextOf } from "../fact-sheet/brief-sheet";
import { withPriceGuides } from "../price-guide";
import { groundListingDraft, groundSocialDraft } from "./ground-draft";

/**
 * Every writer's draft, from either engine, through the grounding pass (and, for listings, the
 * price guide) before anything else sees it: what the services, regenerations and bulk call instead of the provider directly.
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
  if (!brief.sheet) return draft;
  const priced = withPriceGuides(draft, brief, brief.sheet);
  return groundListingDraft(priced, brief.sheet, sellerTextOf(brief), brief.language);
}
