import type { PublicUser } from "../../../domain/auth";
import type { Listing } from "../../../domain/listings";

/**
 * One seller's story, shared by the examples of every group so they agree with each other: Maya
 * runs Clay & Kiln, a small pottery studio, and lists a handmade sage-green stoneware mug.
 */

export const SELLER: PublicUser = {
  id: "e0ef5f5e-1640-496d-95bc-f486260ff6b6",
  email: "maya@clayandkiln.example",
  firstName: "Maya",
  lastName: "Okafor",
  profileImageUrl: null,
  role: "user",
  subscriptionStatus: "active",
  subscriptionEndDate: "2026-12-25T16:48:06.355Z",
  emailVerified: true,
  createdAt: "2026-10-02T09:14:27.512Z",
};

/** The mug photo, as POST /api/objects/upload named it. */
export const MUG_UPLOAD_ID = "c5548e51-38aa-4b4c-861c-5e58ceef056f";
export const MUG_PHOTO = `/objects/uploads/${MUG_UPLOAD_ID}`;
/** A second photo of the same batch (an espresso cup). */
export const CUP_PHOTO = "/objects/uploads/3d0b5754-8066-4d65-b7f8-5c4b303780e9";

export const SOCIAL_POST_ID = "c2f6f7d0-b7d3-471e-b091-7fc2d586ed6d";
export const LISTING_ID = "6907c8f5-ff56-470f-8488-4bf5e1f82d30";
export const BULK_JOB_ID = "4a74dc42-2762-4cd0-bca2-5c8c9afde5ac";
export const TEST_CASE_ID = "4511b8a4-5012-4e62-a918-2d5175193d8f";

export const BRAND = {
  businessType: "Handmade ceramics studio",
  brand: "Clay & Kiln",
  targetAudience: "Coffee lovers who buy handmade gifts",
} as const;

export const MUG_BRIEF = {
  product: "Handmade stoneware coffee mug",
  productType: "Mug",
  materials: "Stoneware clay, food-safe glaze",
  style: "Rustic minimalist",
  size: "12 oz",
  color: "Sage green",
  occasion: "Housewarming gift",
} as const;

export const MUG_CAPTIONS = {
  instagram: {
    caption:
      "✨ Just dropped ✨\nMeet our sage green stoneware coffee mug! 🙌\n\nEvery one is thrown by hand, so no two are quite alike. Your new go-to for slow weekend mornings.\n\n👉 Want one from the first batch? Tap the link in our profile.\n\n#handmademug #pottery #ClayAndKiln #StonewareMug #CoffeeMug",
  },
  twitter: {
    caption:
      "New from the studio: a sage green stoneware coffee mug, 12 oz, made by hand. 🥰 Want one from the launch batch? Just DM us.\n\n#handmademug #pottery",
  },
  pinterest: {
    caption:
      "Stoneware Coffee Mug in Sage Green for Slow Weekend Mornings\nA handmade 12 oz mug with a soft sage glaze. A housewarming gift idea worth saving for anyone with a gift list to finish.\n\n#handmademug #pottery #StonewareMug #TeaMug",
  },
};

export const MUG_HASHTAGS = [
  "#handmademug",
  "#pottery",
  "#ClayAndKiln",
  "#StonewareMug",
  "#CoffeeMug",
  "#TeaMug",
  "#Handmade",
  "#MadeByHand",
  "#ShopHandmade",
  "#HousewarmingGift",
];

export const MUG_SCHEDULE =
  "Instagram: Thu–Sun 11am–2pm · X: Tue–Fri 9am–noon · Pinterest: Fri–Sun 10am–2pm (times in your audience's local time, tuned for gift buyers)";

const MUG_TAGS = [
  "handmade mug",
  "pottery gift",
  "coffee mug",
  "stoneware mug",
  "sage green mug",
  "tea mug",
  "housewarming gift",
  "coffee lover gift",
];

export const MUG_LISTINGS = {
  etsy: {
    title: "Stoneware Clay Coffee Mug, Handmade, Sage Green, 12 oz, Gift Idea",
    description:
      "Made by hand from stoneware clay, this coffee mug carries small marks of the maker. It comes in a soft sage green glaze.\n\nDETAILS\n• Item: Coffee mug\n• Color: Sage green\n• Material: Stoneware clay and food-safe glaze\n• Size: 12 oz\n• Made: By hand\n\nCARE\nHand-wash gently to keep the glaze looking its best.\n\nSmall variations are part of being made by hand. Message me with any questions before you order.",
    tags: [...MUG_TAGS, "pottery mug", "teacher gift", "office gift"],
    suggestedPrice: "$35.99",
    category: "Home & Living > Kitchen & Dining > Drink & Barware > Drinkware > Mugs",
  },
  amazon: {
    title: "Stoneware Clay Coffee Mug, Handmade, Sage Green, 12 oz, for Morning Coffee",
    description:
      "Handmade in small batches: a stoneware clay coffee mug in sage green. Use it for morning coffee or tea breaks; it is easy to give as a thoughtful gift.",
    tags: MUG_TAGS,
    suggestedPrice: "$34.99",
    category: "Home & Kitchen > Kitchen & Dining > Dining & Entertaining > Cups, Mugs & Saucers > Mugs",
    bulletPoints: [
      "COFFEE MUG – A stoneware clay coffee mug in sage green.",
      "MATERIAL – Stoneware clay and food-safe glaze, made by hand.",
      "SIZE – 12 oz. Check the measurements before ordering.",
      "USES – Morning coffee, tea breaks and your desk.",
      "GIFT IDEA – It makes a thoughtful housewarming gift.",
    ],
  },
  shopify: {
    title: "Stoneware Clay Coffee Mug in Sage Green – 12 oz",
    description:
      "A coffee mug made by hand in stoneware clay and finished in sage green.\n\nColor: Sage green · Material: Stoneware clay and food-safe glaze · Size: 12 oz · Made: By hand\n\nCare: Hand-wash gently to keep the glaze looking its best.",
    tags: [...MUG_TAGS, "12 oz coffee mug"],
    suggestedPrice: "$40.00",
    category: "Home & Garden > Kitchen & Dining > Tableware > Drinkware > Mugs",
    seoTitle: "Sage Green Stoneware Clay Coffee Mug",
    seoDescription: "Stoneware clay coffee mug in sage green, 12 oz. Handmade for morning coffee.",
  },
} satisfies Record<string, Listing>;
