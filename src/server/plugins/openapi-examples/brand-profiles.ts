import type {
  BrandProfile,
  BrandProfileInput,
  BrandProfileList,
  BrandProfileUpdate,
} from "../../../domain/brand-profiles";
import type { ExampleBook } from "../openapi-document";
import { BRAND } from "./sample-values";

const STUDIO_PROFILE_ID = "8f1c2b6e-4d3a-4e7f-9b21-6a5d0c3e9f14";
const WHOLESALE_PROFILE_ID = "2b7e9d41-0c5f-4a8e-b3d6-91f4e2a7c058";

/** What Maya types once instead of on every generator: Clay & Kiln's fields and voice. */
const STUDIO_INPUT = {
  name: "Clay & Kiln studio",
  ...BRAND,
  tone: "Warm",
  campaignGoal: "Sell the new glaze collection",
  productUrl: "https://clayandkiln.example/shop",
  hashtags: ["ClayAndKiln", "handmadepottery"],
  language: "en",
  about: "A two-person pottery studio in Bristol. Everything is thrown, trimmed and glazed by hand.",
  alwaysWords: ["small-batch", "made by hand"],
  neverWords: ["cheap", "mass-produced"],
  examplePosts: [
    "Fresh out of the kiln this morning 🔥 Six sage mugs, each one a little different. Which one is yours? — Maya",
  ],
  // Every listing made with the profile starts from these; a listing's own details win.
  listingDefaults: {
    quantity: 1,
    condition: "new",
    weight: { value: 450, unit: "g" },
    packageSize: { length: 15, width: 15, height: 12, unit: "cm" },
  },
} satisfies BrandProfileInput;

const STUDIO: BrandProfile = {
  id: STUDIO_PROFILE_ID,
  ...STUDIO_INPUT,
  isDefault: true,
  createdAt: "2026-11-02T10:15:42.118Z",
  updatedAt: "2026-11-20T08:03:55.604Z",
};

const WHOLESALE: BrandProfile = {
  id: WHOLESALE_PROFILE_ID,
  name: "Wholesale (cafés and shops)",
  businessType: "Handmade ceramics studio",
  brand: "Clay & Kiln",
  targetAudience: "Independent cafés and gift shops",
  tone: "Professional",
  campaignGoal: "Find new stockists",
  productUrl: null,
  hashtags: ["wholesalepottery"],
  language: "en",
  about: null,
  alwaysWords: ["lead time"],
  neverWords: ["cheap"],
  examplePosts: [],
  listingDefaults: null,
  isDefault: false,
  createdAt: "2026-11-18T14:41:09.337Z",
  updatedAt: "2026-11-18T14:41:09.337Z",
};

/** Brand profiles (issue 17): saved on /brands; generators take one as `brandProfileId`. */
export const brandProfileExamples: ExampleBook = {
  "GET /api/brand-profiles": {
    responses: { 200: { profiles: [STUDIO, WHOLESALE], limit: null } satisfies BrandProfileList },
  },
  "POST /api/brand-profiles": {
    // A new profile becomes the default only when asked to (issue 33): this one asks.
    request: { ...STUDIO_INPUT, isDefault: true },
    responses: { 201: { ...STUDIO, updatedAt: STUDIO.createdAt } },
  },
  "GET /api/brand-profiles/{id}": { responses: { 200: STUDIO } },
  "PATCH /api/brand-profiles/{id}": {
    request: {
      tone: "Playful",
      examplePosts: [
        ...STUDIO_INPUT.examplePosts,
        "Glaze day! 🎨 Speckled oat is back for the winter batch. Pre-orders open Friday. — Maya",
      ],
    } satisfies BrandProfileUpdate,
    responses: {
      200: {
        ...STUDIO,
        tone: "Playful",
        examplePosts: [
          ...STUDIO.examplePosts,
          "Glaze day! 🎨 Speckled oat is back for the winter batch. Pre-orders open Friday. — Maya",
        ],
        updatedAt: "2026-11-25T17:20:31.902Z",
      },
    },
  },
  "POST /api/brand-profiles/{id}/duplicate": {
    responses: {
      201: {
        ...STUDIO,
        id: "d40a7c93-5e2b-4f61-8c0d-37b9e6f1a2c5",
        name: "Clay & Kiln studio (copy)",
        isDefault: false,
        createdAt: "2026-11-25T17:22:04.450Z",
        updatedAt: "2026-11-25T17:22:04.450Z",
      },
    },
  },
  "DELETE /api/brand-profiles/{id}": { responses: { 204: null } },
};
