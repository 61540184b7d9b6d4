/**
 * Prints sample French generations for a native speaker's read-through:
 * `npx tsx src/server/providers/generation/builtin/locales/fr/samples.ts [social|listings|all]`.
 */
import type { ImageFacts } from "../../../../../../domain/ai-image";
import { socialPlatforms } from "../../../../../../domain/platforms";
import type { ListingBrief, SocialBrief } from "../../../generation-provider";
import { frenchWriter } from "./index";

const photo = (product: string): ImageFacts => ({
  width: 1024,
  height: 1024,
  orientation: "square",
  colors: [
    { name: "cream", hex: "#f5f0e1", share: 0.6 },
    { name: product, hex: "#1f2b4a", share: 0.3 },
  ],
  brightness: "balanced",
  plainWhiteBackground: false,
  productColors: [{ name: product, hex: "#1f2b4a", share: 0.9 }],
  backgroundColor: { name: "cream", hex: "#f5f0e1" },
  foregroundShare: 0.3,
});

export const sampleSocialBriefs: SocialBrief[] = [
  {
    product: "mug en céramique émaillée",
    businessType: "Handmade crafts",
    brand: "Terre & Flamme",
    targetAudience: "Professionals (25-45)",
    tone: "Friendly",
    campaignGoal: "Boost sales",
    productUrl: "https://terreetflamme.fr/mug",
    additionalContext: "Chaque mug est tourné dans notre atelier à Nantes. Émail sans plomb.",
    hashtags: ["FaitMain", "MugCéramique", "IdéeCadeau"],
    platforms: [...socialPlatforms],
    variant: 0,
    facts: photo("navy blue"),
  },
  {
    product: "Hand-thrown stoneware mug glazed in deep red, 12 oz",
    businessType: "Handmade crafts",
    brand: "Clay & Co",
    tone: "Professional",
    campaignGoal: "Product launch",
    hashtags: [],
    platforms: [...socialPlatforms],
    variant: 0,
    facts: photo("brick red"),
  },
  {
    product: "bougie parfumée à la cire de soja",
    brand: "Lueur",
    targetAudience: "Gift buyers",
    tone: "Casual",
    campaignGoal: "Increase engagement",
    hashtags: [],
    platforms: [...socialPlatforms],
    variant: 0,
    facts: photo("cream"),
    voice: {
      about: "Lueur, ce sont des bougies coulées à la main dans un petit atelier lyonnais.",
      alwaysWords: ["slow living"],
      neverWords: [],
      examplePosts: ["Nouvelle fournée ! 🕯️\n— Camille", "Les bougies de Noël sont là ✨\n— Camille"],
    },
  },
  {
    product: "boucles d'oreilles en argent 925",
    brand: "Atelier Nacre",
    targetAudience: "Fashion lovers",
    tone: "Inspirational",
    campaignGoal: "Brand awareness",
    productUrl: "https://ateliernacre.fr",
    hashtags: ["bijoux"],
    platforms: [...socialPlatforms],
    variant: 0,
    facts: photo("silver"),
  },
  {
    product: "linen tote bag",
    tone: "Humorous",
    campaignGoal: "Educational content",
    hashtags: [],
    platforms: [...socialPlatforms],
    variant: 1,
    facts: photo("sage green"),
    voice: {
      alwaysWords: ["zéro déchet"],
      neverWords: [],
      examplePosts: [
        "Le sac qui va partout avec vous. Léger, solide, lavable.",
        "Nouveau coloris en boutique.",
      ],
    },
  },
  {
    businessType: "Jewelry",
    brand: "Or Bleu",
    tone: "Trendy",
    campaignGoal: "Build community",
    hashtags: [],
    platforms: [...socialPlatforms],
    variant: 0,
    facts: photo("gold"),
  },
];

export const sampleListingBriefs: ListingBrief[] = [
  {
    product: "mug en céramique émaillée fait main, 350 ml",
    businessType: "Handmade crafts",
    targetAudience: "Gift buyers",
    color: "bleu marine",
    occasion: "Birthday",
    tags: ["mug artisanal"],
    platforms: ["etsy", "amazon", "shopify", "ebay", "mercari", "redbubble"],
    variant: 0,
    facts: photo("navy blue"),
    voice: {
      about: "Terre & Flamme, c'est un petit atelier de céramique à Nantes.",
      alwaysWords: ["grès"],
      neverWords: [],
      examplePosts: [],
    },
  },
  {
    product: "Organic cotton t-shirt with hand-lettered slogan",
    style: "Minimalist",
    tags: [],
    platforms: ["etsy", "amazon", "shopify", "ebay", "mercari", "redbubble"],
    variant: 0,
    facts: photo("white"),
  },
];

const mode = process.argv[2] ?? "all";
if (mode === "social" || mode === "all") {
  for (const brief of sampleSocialBriefs) {
    const draft = frenchWriter.writeSocialPosts(brief);
    console.log(
      `\n==================== ${brief.product ?? brief.businessType} — ${brief.tone}, ${brief.campaignGoal}`,
    );
    for (const platform of socialPlatforms) {
      const caption = draft.platforms[platform]?.caption;
      if (caption) console.log(`--- ${platform}\n${caption}`);
    }
    console.log(`--- hashtags: ${draft.hashtags.map((tag) => `#${tag}`).join(" ")}`);
    console.log(`--- schedule: ${draft.suggestedSchedule}`);
  }
}
if (mode === "listings" || mode === "all") {
  for (const brief of sampleListingBriefs) {
    const draft = frenchWriter.writeListings(brief);
    console.log(`\n==================== ${brief.product}`);
    for (const [marketplace, item] of Object.entries(draft.platforms)) {
      console.log(`--- ${marketplace}\n${JSON.stringify(item, null, 1)}`);
    }
    if (draft.skipped) console.log(`--- skipped: ${JSON.stringify(draft.skipped)}`);
  }
}
