/**
 * Prints sample Spanish generations for a native-speaker read-through:
 *   npx tsx src/server/providers/generation/builtin/locales/es/samples.ts
 */
import type { ImageFacts } from "../../../../../../domain/ai-image";
import type { ListingBrief, SocialBrief } from "../../../generation-provider";
import { spanishWriter } from "./index";

const facts: ImageFacts = {
  width: 1024,
  height: 1024,
  orientation: "square",
  brightness: "bright",
  colors: [{ name: "navy blue", hex: "#1f2a44", share: 0.6 }],
  productColors: [{ name: "navy blue", hex: "#1f2a44", share: 0.6 }],
  backgroundColor: { name: "white", hex: "#ffffff", share: 0.4 },
  plainWhiteBackground: true,
} as unknown as ImageFacts;

const all = ["instagram", "facebook", "twitter", "linkedin", "pinterest", "tiktok"] as const;

export const sampleBriefs: SocialBrief[] = [
  {
    product: "Taza de cerámica esmaltada",
    brand: "Barro y Luz",
    tone: "Friendly",
    campaignGoal: "Boost sales",
    targetAudience: "Gift buyers",
    productUrl: "https://barroyluz.es/taza",
    additionalContext: "Cada taza sale del horno con un esmalte distinto. Cabe un café con leche grande.",
    hashtags: ["TazaDeCerámica", "HechoAMano"],
    platforms: [...all],
    variant: 0,
    facts,
  },
  {
    product: "stoneware coffee mug, 12 oz, handmade",
    brand: "Clay & Co",
    tone: "Professional",
    campaignGoal: "Product launch",
    hashtags: [],
    platforms: [...all],
    variant: 0,
    facts,
  },
  {
    product: "Velas de soja con aroma a lavanda",
    tone: "Casual",
    campaignGoal: "Increase engagement",
    targetAudience: "Young adults (18-30)",
    hashtags: [],
    platforms: [...all],
    variant: 0,
    facts,
  },
  {
    product: "sterling silver hoop earrings",
    brand: "Plata Viva",
    tone: "Humorous",
    campaignGoal: "Educational content",
    hashtags: ["joyeria"],
    platforms: [...all],
    variant: 0,
    facts,
    voice: {
      about: "Somos un taller familiar de joyería en Valencia.",
      alwaysWords: ["plata de ley", "sin prisas"],
      neverWords: [],
      examplePosts: ["Nuevas piezas en el taller.\n— Lola", "Hoy pulimos aros.\n— Lola"],
    },
  },
  {
    product: "Bolso de cuero",
    tone: "Inspirational",
    campaignGoal: "Brand awareness",
    targetAudience: "Fashion lovers",
    hashtags: [],
    platforms: [...all],
    variant: 1,
    facts,
  },
  {
    product: "Jabón artesanal de aceite de oliva",
    brand: "Olivar",
    tone: "Emotional",
    campaignGoal: "Customer retention",
    hashtags: [],
    platforms: [...all],
    variant: 0,
    facts,
  },
];

const listingBrief: ListingBrief = {
  product: "Taza de cerámica esmaltada, 350 ml",
  materials: "Ceramic",
  tags: ["taza artesanal"],
  platforms: ["etsy", "amazon", "shopify", "ebay", "mercari", "redbubble"],
  variant: 0,
  facts,
  targetAudience: "Gift buyers",
};

if (process.argv[1]?.endsWith("samples.ts")) {
  for (const brief of sampleBriefs) {
    const draft = spanishWriter.writeSocialPosts(brief);
    console.log(`\n==================== ${brief.product} · ${brief.tone} · ${brief.campaignGoal}`);
    for (const [platform, entry] of Object.entries(draft.platforms))
      console.log(`--- ${platform}\n${entry?.caption}`);
    console.log(`--- hashtags: ${draft.hashtags.join(" ")}\n--- ${draft.suggestedSchedule}`);
  }
  for (const product of [listingBrief.product, "sterling silver necklace, handmade"]) {
    console.log(`\n==================== LISTINGS ${product}`);
    const brief =
      product === listingBrief.product ? listingBrief : { ...listingBrief, product, materials: undefined };
    console.log(JSON.stringify(spanishWriter.writeListings(brief), null, 2));
  }
}
