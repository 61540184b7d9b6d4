/** The six social networks and six marketplaces the product writes for (spec core-product §1). */
export const socialPlatforms = [
  "instagram",
  "facebook",
  "twitter",
  "linkedin",
  "pinterest",
  "tiktok",
] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

export const marketplacePlatforms = ["etsy", "redbubble", "amazon", "shopify", "ebay", "mercari"] as const;
export type MarketplacePlatform = (typeof marketplacePlatforms)[number];

/** Marketplaces without an official import file: a copy sheet instead (src/domain/exports.ts). */
export const copySheetMarketplaces = ["etsy", "amazon", "mercari", "redbubble"] as const;
export type CopySheetMarketplace = (typeof copySheetMarketplaces)[number];

export type Platform = SocialPlatform | MarketplacePlatform;

export const platformLabels: Record<Platform, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
  pinterest: "Pinterest",
  tiktok: "TikTok",
  etsy: "Etsy",
  redbubble: "Redbubble",
  amazon: "Amazon",
  shopify: "Shopify",
  ebay: "eBay",
  mercari: "Mercari",
};

/** Short descriptions shown on the listing page's platform cards (spec core-product §2). */
export const marketplaceDescriptions: Record<MarketplacePlatform, string> = {
  etsy: "Handmade & vintage marketplace",
  redbubble: "Print-on-demand designs",
  amazon: "Global e-commerce platform",
  shopify: "Your online store",
  ebay: "Auction & marketplace",
  mercari: "Marketplace app",
};

/** The stored SocialMediaPost column for each platform; also the older export keys the .txt export accepts. */
export const socialPostColumns = {
  instagram: "instagramCaption",
  facebook: "facebookPost",
  twitter: "twitterPost",
  linkedin: "linkedinPost",
  pinterest: "pinterestDescription",
  tiktok: "tiktokCaption",
} as const satisfies Record<SocialPlatform, string>;
