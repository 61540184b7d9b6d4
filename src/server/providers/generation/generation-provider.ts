import type { ImageFacts } from "../../../domain/ai-image";
import type { Listing } from "../../../domain/listings";
import type { MarketplacePlatform, SocialPlatform } from "../../../domain/platforms";

/**
 * What a writer receives. Values are already cleaned: trimmed, and a 'Not listed' escape or an
 * empty field is `undefined` (unknown), never the raw text.
 */
export interface SocialBrief {
  businessType?: string;
  brand?: string;
  targetAudience?: string;
  tone: string;
  campaignGoal?: string;
  productUrl?: string;
  additionalContext?: string;
  /** The user's hashtags, without '#'. */
  hashtags: string[];
  platforms: SocialPlatform[];
  /** 0 for the first result; "Regenerate" asks for another variant of the same brief. */
  variant: number;
  facts: ImageFacts;
}

export interface ListingBrief {
  businessType?: string;
  targetAudience?: string;
  productType?: string;
  style?: string;
  materials?: string;
  size?: string;
  occasion?: string;
  color?: string;
  /** The seller's own keywords. */
  tags: string[];
  platforms: MarketplacePlatform[];
  variant: number;
  facts: ImageFacts;
}

/** A writer's raw output; the normaliser enforces every platform rule on it afterwards. */
export interface SocialDraft {
  platforms: Partial<Record<SocialPlatform, { caption: string }>>;
  hashtags: string[];
  suggestedSchedule: string;
}

export type ListingDraftItem = Omit<Listing, "suggestedPrice"> & { suggestedPrice: string | number };
export interface ListingDraft {
  platforms: Partial<Record<MarketplacePlatform, ListingDraftItem>>;
}

/** The normalised image the writers may look at (JPEG, ≤ 1024 px, no metadata). */
export interface WriterImage {
  buffer: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/**
 * A text + vision engine. `builtin` writes offline from rules and the image's measured facts;
 * `openai` asks an OpenAI-compatible model. Chosen in one place: ./index.ts.
 */
export interface GenerationProvider {
  /** Stored with every generation, e.g. `builtin` or `openai:gpt-4o-mini`. */
  readonly engine: string;
  /** A short human description of the image for the analyze endpoint. */
  describeImage(image: WriterImage, facts: ImageFacts): Promise<string>;
  writeSocialPosts(brief: SocialBrief, image: WriterImage): Promise<SocialDraft>;
  writeListings(brief: ListingBrief, image: WriterImage): Promise<ListingDraft>;
}
