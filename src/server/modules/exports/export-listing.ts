import type { ListingDetails } from "../../../domain/listing-details";
import type { Listing } from "../../../domain/listings";
import type { ShopSettings } from "../../../domain/shop-settings";

/**
 * One generation's listing for one marketplace, with what the import files need besides the
 * listing itself. The formatters take only this, so they are pure and tested without a database.
 */
export interface ExportListing {
  generationId: string;
  listing: Listing;
  /** The brief, as the seller gave it ("Not listed" already treated as unknown). */
  product: string | undefined;
  productType: string | undefined;
  businessType: string | undefined;
  materials: string | undefined;
  color: string | undefined;
  /** The brand, when known: a bulk job's brand context; single generations have none. */
  brand: string | undefined;
  /** A link marketplaces can fetch the photo from, or null (see public-image-links.ts). */
  imageUrl: string | null;
  /**
   * Links to every photo, the main one first (empty where links are off); defaults to the main
   * photo's link alone.
   */
  photoUrls?: string[];
  /** How many photos the listing has, the main one included (linked or not). */
  photoCount?: number;
  /** What the seller filled in besides the words: quantity, SKU, condition, brand, variants… */
  details?: ListingDetails;
  /** The account's shop settings: location, dispatch, returns, eBay policies, currency. */
  shop?: ShopSettings;
  createdAt: Date;
  /** The language the listing is written in (a BCP 47 code): Arabic and Hebrew go right to left. */
  language?: string;
}
