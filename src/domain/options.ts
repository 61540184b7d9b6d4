/**
 * The form option lists (spec core-product §3). Every list ends with 'Not listed', the escape
 * value that reveals a free-text field; the raw 'Not listed' never reaches any output
 * (DESIGN.md §7) — the engines treat it as unknown.
 */
export const NOT_LISTED = "Not listed";

const withNotListed = <const T extends readonly string[]>(values: T) => [...values, NOT_LISTED] as const;

export const socialOptions = {
  businessType: withNotListed([
    "E-commerce store",
    "Restaurant & food",
    "Fitness & wellness",
    "Beauty & cosmetics",
    "Technology & software",
    "Fashion & apparel",
    "Real estate",
    "Education & training",
    "Healthcare services",
    "Creative agency",
    "Consulting",
    "Personal brand",
  ]),
  targetAudience: withNotListed([
    "Young adults (18-30)",
    "Professionals (25-45)",
    "Parents & families",
    "Students",
    "Seniors (55+)",
    "Entrepreneurs",
    "Creative professionals",
    "Health enthusiasts",
    "Tech enthusiasts",
    "Fashion lovers",
  ]),
  campaignGoal: withNotListed([
    "Brand awareness",
    "Drive website traffic",
    "Generate leads",
    "Boost sales",
    "Increase engagement",
    "Build community",
    "Product launch",
    "Event promotion",
    "Educational content",
    "Customer retention",
  ]),
  tone: withNotListed([
    "Professional",
    "Friendly",
    "Casual",
    "Inspirational",
    "Humorous",
    "Authoritative",
    "Conversational",
    "Trendy",
    "Educational",
    "Emotional",
  ]),
} as const;

export const productOptions = {
  businessType: withNotListed([
    "Handmade crafts",
    "Print-on-demand",
    "Vintage collectibles",
    "Digital art",
    "Fashion accessories",
    "Home decor",
    "Jewelry",
    "Art supplies",
    "Custom apparel",
  ]),
  targetAudience: withNotListed([
    "Young adults (18-30)",
    "Professionals (25-45)",
    "Parents & families",
    "Students",
    "Seniors (55+)",
    "Art enthusiasts",
    "Gift buyers",
    "Collectors",
    "Fashion lovers",
  ]),
  productType: withNotListed([
    "T-shirt",
    "Mug",
    "Poster",
    "Sticker",
    "Phone case",
    "Tote bag",
    "Hoodie",
    "Canvas print",
    "Notebook",
    "Pillow",
  ]),
  style: withNotListed([
    "Modern",
    "Vintage",
    "Minimalist",
    "Bohemian",
    "Industrial",
    "Rustic",
    "Abstract",
    "Geometric",
    "Floral",
    "Typography",
  ]),
  materials: withNotListed([
    "Cotton",
    "Ceramic",
    "Canvas",
    "Vinyl",
    "Metal",
    "Wood",
    "Paper",
    "Plastic",
    "Glass",
    "Fabric",
  ]),
  size: withNotListed([
    "Small",
    "Medium",
    "Large",
    "Extra Large",
    "11oz",
    "15oz",
    "8x10 inches",
    "12x16 inches",
    "A4",
    "Custom size",
  ]),
  occasion: withNotListed([
    "Birthday",
    "Anniversary",
    "Wedding",
    "Graduation",
    "Holiday",
    "Everyday use",
    "Office",
    "Home",
    "Gift giving",
    "Special events",
  ]),
} as const;

export type SocialTone = (typeof socialOptions.tone)[number];
export type ProductType = Exclude<(typeof productOptions.productType)[number], typeof NOT_LISTED>;

/** Bulk page options (spec core-product §3): value lists, not labels. */
export const bulkOptions = {
  businessType: [
    "ecommerce",
    "restaurant",
    "fitness",
    "beauty",
    "technology",
    "fashion",
    "travel",
    "education",
    "health",
    "other",
  ],
  tone: ["professional", "casual", "playful", "inspiring", "urgent"],
} as const;

/** A value is known when it is non-empty and not the 'Not listed' escape. */
export function knownValue(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.toLowerCase() === NOT_LISTED.toLowerCase()) return undefined;
  return trimmed;
}
