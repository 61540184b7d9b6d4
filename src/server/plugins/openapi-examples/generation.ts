import type { AnalyzeImageResult, ProductImageRequest, ProductImageResult } from "../../../domain/ai-image";
import type { OpenedListingGeneration } from "../../../domain/history";
import type {
  ListingGenerationRequest,
  ListingGenerationResult,
  ListingMarketplaceRewrite,
  ListingUpdate,
  StoredListingGeneration,
} from "../../../domain/listings";
import type {
  SocialGenerationRequest,
  SocialGenerationResult,
  SocialPlatformRewrite,
  SocialPostUpdate,
  StoredSocialPost,
} from "../../../domain/social";
import type { ExampleBook } from "../openapi-document";
import {
  BRAND,
  LISTING_ID,
  MUG_BRIEF,
  MUG_CAPTIONS,
  MUG_HASHTAGS,
  MUG_LISTINGS,
  MUG_PHOTO,
  MUG_SCHEDULE,
  SOCIAL_POST_ID,
} from "./sample-values";

const SOCIAL_RESULT: SocialGenerationResult = {
  id: SOCIAL_POST_ID,
  createdAt: "2026-11-25T16:48:07.195Z",
  platforms: MUG_CAPTIONS,
  hashtags: MUG_HASHTAGS,
  suggestedSchedule: MUG_SCHEDULE,
  selectedPlatforms: ["instagram", "twitter", "pinterest"],
  engine: "builtin",
  language: "en",
  brandProfileId: null,
  imagePath: MUG_PHOTO,
};

const STORED_SOCIAL_POST: StoredSocialPost = {
  ...SOCIAL_RESULT,
  product: MUG_BRIEF.product,
  ...BRAND,
  tone: "Warm",
  campaignGoal: "Launch the new sage glaze",
  productUrl: "https://clayandkiln.example/products/sage-stoneware-mug",
  additionalContext: null,
  ownHashtags: ["handmademug", "pottery"],
  status: "draft",
};

const EDITED_INSTAGRAM =
  "✨ Just dropped ✨\nMeet our sage green stoneware coffee mug! 🙌\n\nThrown by hand in our studio, glazed in small batches. Your new go-to for slow weekend mornings.\n\n👉 First batch ships Friday: link in our profile.\n\n#handmademug #pottery #ClayAndKiln #StonewareMug #CoffeeMug";

const LISTING_RESULT: ListingGenerationResult = {
  id: LISTING_ID,
  createdAt: "2026-11-25T16:48:07.400Z",
  selectedPlatforms: ["etsy", "amazon", "shopify"],
  platforms: MUG_LISTINGS,
  skipped: [],
  engine: "builtin",
  language: "en",
  brandProfileId: null,
  imagePath: MUG_PHOTO,
};

const STORED_LISTING: StoredListingGeneration = {
  ...LISTING_RESULT,
  product: MUG_BRIEF.product,
  productType: MUG_BRIEF.productType,
  businessType: BRAND.businessType,
  status: "draft",
};

/** A generation as History's "Open" reads it: with the whole brief it was written from. */
const OPENED_LISTING: OpenedListingGeneration = {
  ...STORED_LISTING,
  style: MUG_BRIEF.style,
  materials: MUG_BRIEF.materials,
  size: MUG_BRIEF.size,
  occasion: MUG_BRIEF.occasion,
  color: MUG_BRIEF.color,
  additionalContext: "Ships in 2 days. Gift wrap on request.",
  condition: "new",
  ownTags: ["handmade mug", "pottery gift"],
};

const LISTING_CSV =
  "\uFEFFPlatform,Title,Description,Tags,Price,Category,Status\r\n" +
  'Etsy,"Stoneware Clay Coffee Mug, Handmade, Sage Green, 12 oz, Gift Idea","Made by hand from stoneware clay, this coffee mug carries small marks of the maker. It comes in a soft sage green glaze.","handmade mug, pottery gift, coffee mug, stoneware mug, sage green mug",$35.99,Home & Living > Kitchen & Dining > Drink & Barware > Drinkware > Mugs,draft\r\n' +
  'Amazon,"Stoneware Clay Coffee Mug, Handmade, Sage Green, 12 oz, for Morning Coffee","Handmade in small batches: a stoneware clay coffee mug in sage green.","handmade mug, pottery gift, coffee mug",$34.99,"Home & Kitchen > Kitchen & Dining > Dining & Entertaining > Cups, Mugs & Saucers > Mugs",draft\r\n' +
  'Shopify,Stoneware Clay Coffee Mug in Sage Green – 12 oz,A coffee mug made by hand in stoneware clay and finished in sage green.,"handmade mug, pottery gift, 12 oz coffee mug",$40.00,Home & Garden > Kitchen & Dining > Tableware > Drinkware > Mugs,draft\r\n';

/** Social: captions for each platform from one photo and a short brief. */
export const socialExamples: ExampleBook = {
  "POST /api/social-media/generate": {
    request: {
      ...BRAND,
      product: MUG_BRIEF.product,
      tone: "Warm",
      campaignGoal: "Launch the new sage glaze",
      productUrl: "https://clayandkiln.example/products/sage-stoneware-mug",
      hashtags: ["handmademug", "pottery"],
      selectedPlatforms: ["instagram", "twitter", "pinterest"],
      imagePath: MUG_PHOTO,
    } satisfies SocialGenerationRequest,
    responses: { 200: SOCIAL_RESULT },
  },
  "GET /api/social-media/posts": { responses: { 200: [STORED_SOCIAL_POST] } },
  "GET /api/social-media/posts/{id}": { responses: { 200: STORED_SOCIAL_POST } },
  "DELETE /api/social-media/posts/{id}": { responses: { 204: null } },
  "PATCH /api/social-media/posts/{id}": {
    request: { platforms: { instagram: { caption: EDITED_INSTAGRAM } } } satisfies SocialPostUpdate,
    responses: {
      200: {
        ...STORED_SOCIAL_POST,
        platforms: { ...MUG_CAPTIONS, instagram: { caption: EDITED_INSTAGRAM } },
      },
    },
  },
  "POST /api/social-media/posts/{id}/regenerate": {
    request: { platform: "instagram" } satisfies SocialPlatformRewrite,
    responses: {
      200: {
        ...STORED_SOCIAL_POST,
        platforms: {
          ...MUG_CAPTIONS,
          instagram: {
            caption:
              "Slow mornings, sage green. ☕\nOur new stoneware mug is thrown by hand in small batches, so yours is one of a kind.\n\nFirst batch ships Friday: link in our profile.\n\n#handmademug #pottery #ClayAndKiln",
          },
        },
      },
    },
  },
};

/** Listings: a title, description, tags, price and category per marketplace. */
export const listingExamples: ExampleBook = {
  "POST /api/product-listings/generate": {
    request: {
      imagePath: MUG_PHOTO,
      ...MUG_BRIEF,
      businessType: BRAND.businessType,
      targetAudience: BRAND.targetAudience,
      tags: ["handmade mug", "pottery gift"],
      selectedPlatforms: ["etsy", "amazon", "shopify"],
    } satisfies ListingGenerationRequest,
    responses: { 200: LISTING_RESULT },
  },
  "GET /api/product-listings": { responses: { 200: [STORED_LISTING] } },
  "GET /api/product-listings/{id}": { responses: { 200: OPENED_LISTING } },
  "DELETE /api/product-listings/{id}": { responses: { 204: null } },
  "PATCH /api/product-listings/{id}": {
    request: {
      platforms: { etsy: { ...MUG_LISTINGS.etsy, suggestedPrice: "$38.00" } },
    } satisfies ListingUpdate,
    responses: {
      200: {
        ...LISTING_RESULT,
        platforms: { ...MUG_LISTINGS, etsy: { ...MUG_LISTINGS.etsy, suggestedPrice: "$38.00" } },
      },
    },
  },
  "POST /api/product-listings/{id}/regenerate": {
    request: { platform: "etsy" } satisfies ListingMarketplaceRewrite,
    responses: {
      200: {
        ...LISTING_RESULT,
        platforms: {
          ...MUG_LISTINGS,
          etsy: {
            ...MUG_LISTINGS.etsy,
            title: "Sage Green Stoneware Mug, Handmade Pottery Coffee Cup, 12 oz Gift",
          },
        },
      },
    },
  },
  "POST /api/product-listings/download-csv": {
    request: { id: LISTING_ID },
    responses: { 200: LISTING_CSV },
  },
};

/** Images: what the photo shows, and an AI product photo when the server has image generation. */
export const imageExamples: ExampleBook = {
  "POST /api/ai/analyze-image": {
    request: { imagePath: MUG_PHOTO },
    responses: {
      200: {
        analysis:
          "A square photo of a sage green mug on a plain white background; bright and airy (2048×2048 px). It is ready to use as a marketplace main image.",
        facts: {
          width: 2048,
          height: 2048,
          orientation: "square",
          colors: [
            { name: "white", hex: "#fdfdfc", share: 0.82 },
            { name: "sage green", hex: "#90a98b", share: 0.18 },
          ],
          brightness: "bright",
          plainWhiteBackground: true,
          productColors: [{ name: "sage green", hex: "#90a98b", share: 0.94 }],
          backgroundColor: { name: "white", hex: "#fdfdfc" },
          foregroundShare: 0.18,
        },
      } satisfies AnalyzeImageResult,
    },
  },
  "POST /api/ai/generate-product-image": {
    request: {
      productContext: { ...MUG_BRIEF, businessType: BRAND.businessType },
      customPrompt: "On a linen cloth beside a pour-over coffee set, soft morning window light",
    } satisfies ProductImageRequest,
    responses: {
      200: {
        url: "/objects/uploads/9a1f3c7e-2b4d-4e8a-b6c5-0d7e8f9a1b2c",
        objectPath: "/objects/uploads/9a1f3c7e-2b4d-4e8a-b6c5-0d7e8f9a1b2c",
      } satisfies ProductImageResult,
    },
  },
};
