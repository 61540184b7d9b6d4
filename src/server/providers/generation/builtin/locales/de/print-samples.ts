import type { ImageFacts } from "../../../../../../domain/ai-image";
import type { SocialBrief } from "../../../generation-provider";
import { germanWriter } from "./index";

/**
 * Prints sample German generations for a native speaker's review (the locale task asks for six):
 *   npx tsx src/server/providers/generation/builtin/locales/de/print-samples.ts [index] [l]
 * VARIANT=3 prints another variant; a second argument "l" adds the listings for the same products.
 */

const photo = (c: string): ImageFacts => ({
  width: 1024,
  height: 1024,
  orientation: "square",
  colors: [
    { name: "white", hex: "#fff", share: 0.6 },
    { name: c, hex: "#8b1a1a", share: 0.3 },
  ],
  brightness: "balanced",
  plainWhiteBackground: false,
  productColors: [{ name: c, hex: "#8b1a1a", share: 0.9 }],
  backgroundColor: { name: "white", hex: "#fff" },
  foregroundShare: 0.3,
});
const all = ["instagram", "facebook", "twitter", "linkedin", "pinterest", "tiktok"] as const;
const briefs: Omit<SocialBrief, "platforms" | "variant">[] = [
  {
    product: "glasierte Keramiktasse",
    brand: "Tonwerk Berlin",
    tone: "Friendly",
    campaignGoal: "Boost sales",
    businessType: "Handmade crafts",
    targetAudience: "Professionals (25-45)",
    productUrl: "https://tonwerk.de/tasse",
    additionalContext: "Jede Tasse wird in unserer Werkstatt von Hand gedreht. Spülmaschinenfest.",
    hashtags: ["Handgemacht"],
    facts: photo("sage green"),
  },
  {
    product: "Hand-thrown stoneware mug, 12 oz",
    brand: "Clay & Co",
    tone: "Professional",
    campaignGoal: "Brand awareness",
    hashtags: [],
    facts: photo("deep red"),
  },
  {
    product: "Ohrringe aus Sterlingsilber mit Mondstein",
    brand: "Luna",
    tone: "Humorous",
    campaignGoal: "Product launch",
    hashtags: [],
    facts: photo("silver"),
  },
  {
    product: "Sojakerze mit Lavendelduft im Glas, 200 g",
    brand: "Wachsglück",
    tone: "Inspirational",
    campaignGoal: "Increase engagement",
    hashtags: [],
    facts: photo("lavender"),
    targetAudience: "Gift buyers",
  },
  {
    product: "Canvas tote bag",
    brand: "Good Errand",
    tone: "Casual",
    campaignGoal: "Educational content",
    hashtags: ["tote"],
    facts: photo("beige"),
    productUrl: "https://gooderrand.com/tote",
  },
  {
    product: "Vintage Lederjacke, Größe M, gebraucht",
    brand: "Zweite Runde",
    tone: "Trendy",
    campaignGoal: "Drive website traffic",
    hashtags: [],
    facts: photo("brown"),
  },
];
const which = process.argv[2] ? [Number(process.argv[2])] : briefs.map((_, i) => i);
for (const i of which) {
  const b = briefs[i];
  if (!b) continue;
  const d = germanWriter.writeSocialPosts({
    ...b,
    platforms: [...all],
    variant: Number(process.env.VARIANT ?? 0),
    language: "de",
  });
  console.log(`\n===================== ${i}: ${b.product} (${b.tone})`);
  for (const p of all) console.log(`--- ${p}\n${d.platforms[p]?.caption}`);
  console.log(`--- hashtags: ${d.hashtags.join(" ")}\n--- schedule: ${d.suggestedSchedule}`);
}
if (process.argv[3] === "l") {
  for (const i of which) {
    const b = briefs[i];
    if (!b) continue;
    const l = germanWriter.writeListings({
      product: b.product,
      tags: [],
      platforms: ["etsy", "amazon", "shopify", "ebay", "mercari", "redbubble"],
      variant: 0,
      facts: b.facts,
      occasion: "Birthday",
      targetAudience: "Gift buyers",
      language: "de",
    });
    console.log(JSON.stringify(l, null, 1));
  }
}
