import type { ImageFacts } from "../../../domain/ai-image";
import type { BrandVoice } from "../../../domain/brand-voice";
import type { FactSheet } from "../../../domain/fact-sheet";
import type { LanguageCode } from "../../../domain/languages";
import type { Listing } from "../../../domain/listings";
import type { MarketplacePlatform, SocialPlatform } from "../../../domain/platforms";

/**
 * What a writer receives. Values are already cleaned: trimmed, and a 'Not listed' escape or an
 * empty field is `undefined` (unknown), never the raw text.
 */
export interface SocialBrief {
  /** "What are you selling?" in the seller's words (≤ 200 characters). */
  product?: string;
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
  /** The language to write in (English when absent); the seller's fields may be in any language. */
  language?: LanguageCode;
  /** About, words to always and never use, example posts (none when absent). */
  voice?: BrandVoice;
  /** The brief read once into facts (the service's; every writer writes from it). */
  sheet?: FactSheet;
}

export interface ListingBrief {
  /** "What are you selling?" in the seller's words (≤ 200 characters). */
  product?: string;
  businessType?: string;
  targetAudience?: string;
  productType?: string;
  style?: string;
  materials?: string;
  size?: string;
  occasion?: string;
  color?: string;
  /** Anything else the seller said (offer, delivery, condition notes, what is not included). */
  additionalContext?: string;
  /** The condition the seller chose in the form, when they did (their own words win over it). */
  condition?: "new" | "used" | "refurbished" | "vintage";
  /** The seller's own price as typed ("36", "€24,50"), when given: suggestions start from it. */
  price?: string;
  /** The seller's own keywords. */
  tags: string[];
  platforms: MarketplacePlatform[];
  variant: number;
  facts: ImageFacts;
  language?: LanguageCode;
  voice?: BrandVoice;
  /** The brief read once into facts (the service's; every writer writes from it). */
  sheet?: FactSheet;
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
  /**
   * Marketplaces the writer chose not to list on, each with a reason a seller can read
   * ("Redbubble prints designs on its own products; it can't sell a laptop.").
   */
  skipped?: Partial<Record<MarketplacePlatform, string>>;
}

/**
 * The writer cannot tell what the product is from anything the seller gave: the service answers
 * 400 naming `field`, instead of inventing a product ("Stone Item"). Nothing is charged.
 */
export class ProductUnknownError extends Error {
  readonly field = "product";
  constructor(
    message = "Tell us what you're selling: fill in “What are you selling?” (for example “stoneware coffee mug, 12 oz”).",
  ) {
    super(message);
    this.name = "ProductUnknownError";
  }
}

/**
 * Every marketplace the seller chose was skipped (for example only Redbubble, for a laptop): the
 * service answers 400 with the reasons. Nothing is charged.
 */
export class NothingToListError extends Error {
  constructor(readonly reasons: Partial<Record<MarketplacePlatform, string>>) {
    super(Object.values(reasons).join(" "));
    this.name = "NothingToListError";
  }
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
  /** The languages it writes (GET /api/config lists them; the services refuse others with a 400). */
  readonly languages: readonly LanguageCode[];
  /**
   * Whether it looks at the photo itself. When false (builtin: it writes from the measured
   * facts), the services skip making the normalised copy and pass `null` as the image.
   */
  readonly readsImage: boolean;
  /** A short human description of the image for the analyze endpoint. */
  describeImage(image: WriterImage | null, facts: ImageFacts): Promise<string>;
  writeSocialPosts(brief: SocialBrief, image: WriterImage | null): Promise<SocialDraft>;
  writeListings(brief: ListingBrief, image: WriterImage | null): Promise<ListingDraft>;
}
