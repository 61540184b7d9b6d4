/**
 * `npm run quality`: the writer's yardstick. Runs a fixed set of typed briefs through the builtin
 * engine (social posts for six networks and listings for six marketplaces each), prints the
 * quality metrics of src/server/modules/quality as a table, and writes the whole report to
 * data/quality-report.json, so a change to a writer can be judged by its numbers before and after.
 *
 * The photos are made here (a coloured product shape on a plain backdrop) until the quality lab
 * (issue 14) ships real, licensed photographs; colour checks therefore test the writer against the
 * seller's words, which is the rule that matters ("the seller's words always win").
 */
import { mkdirSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { type MarketplacePlatform, marketplacePlatforms, socialPlatforms } from "../src/domain/platforms";
import { analyseImage } from "../src/server/modules/generation/image-facts";
import { normaliseListing, normaliseSocialResult } from "../src/server/modules/generation/normalise";
import { checkColourClaims } from "../src/server/modules/quality/colour-claims";
import { titleNamesProduct } from "../src/server/modules/quality/product-in-title";
import { repeatedPhrases } from "../src/server/modules/quality/repeated-phrases";
import { buildQualityReport, type OutputQuality } from "../src/server/modules/quality/report";
import { findTemplateLeaks } from "../src/server/modules/quality/template-leaks";
import { createBuiltinProvider } from "../src/server/providers/generation/builtin/builtin-provider";
import { listingViolations, socialViolations } from "../tests/support/content-rules";

interface Brief {
  key: string;
  productType: string;
  color: string;
  materials?: string;
  brand: string;
  context: string;
  /** The product's colour in the photo, and the backdrop's. */
  photo: { product: string; backdrop: string };
}

const briefs: Brief[] = [
  {
    key: "mug",
    productType: "Mug",
    color: "deep red",
    materials: "Stoneware",
    brand: "Kiln & Co",
    context: "Hand-thrown mug glazed in deep red, 12 oz",
    photo: { product: "#8b1a1a", backdrop: "#d9822b" },
  },
  {
    key: "dress",
    productType: "Wrap dress",
    color: "red",
    materials: "Viscose",
    brand: "Rosa Atelier",
    context: "Red wrap dress with flutter sleeves",
    photo: { product: "#c0392b", backdrop: "#c68e5a" },
  },
  {
    key: "necklace",
    productType: "Necklace",
    color: "gold",
    materials: "Sterling silver",
    brand: "Luna Lane",
    context: "Gold-plated pendant necklace with a moonstone",
    photo: { product: "#d4af37", backdrop: "#f5f5f5" },
  },
  {
    key: "poster",
    productType: "Poster",
    color: "blue",
    brand: "Paper Harbor",
    context: "Minimal ocean wave art print",
    photo: { product: "#1f4e79", backdrop: "#ffffff" },
  },
  {
    key: "candle",
    productType: "Candle",
    color: "cream",
    materials: "Soy wax",
    brand: "Ember Hollow",
    context: "Lavender soy candle in a glass jar",
    photo: { product: "#f3e5c8", backdrop: "#556b2f" },
  },
  {
    key: "sneakers",
    productType: "Sneakers",
    color: "white",
    materials: "Leather",
    brand: "Stride Lab",
    context: "White leather sneakers, barely worn",
    photo: { product: "#fafafa", backdrop: "#2c3e50" },
  },
  {
    key: "tote",
    productType: "Tote bag",
    color: "natural",
    materials: "Cotton canvas",
    brand: "Good Errand",
    context: "Heavy canvas tote bag with an inner pocket",
    photo: { product: "#e8dcc2", backdrop: "#8e44ad" },
  },
  {
    key: "tshirt",
    productType: "T-shirt",
    color: "black",
    materials: "Organic cotton",
    brand: "Inkwell Tees",
    context: "Black tee with a hand-lettered slogan",
    photo: { product: "#111111", backdrop: "#f1c40f" },
  },
  {
    key: "plant-pot",
    productType: "Plant pot",
    color: "terracotta",
    materials: "Clay",
    brand: "Sill & Soil",
    context: "Terracotta plant pot with drainage hole, 6 inch",
    photo: { product: "#c8643c", backdrop: "#ffffff" },
  },
  {
    key: "earrings",
    productType: "Earrings",
    color: "green",
    materials: "Polymer clay",
    brand: "Fern & Fig",
    context: "Green polymer clay drop earrings",
    photo: { product: "#2e8b57", backdrop: "#fce4ec" },
  },
  {
    key: "laptop",
    productType: "Laptop",
    color: "silver",
    brand: "Second Byte",
    context: "Refurbished 13-inch laptop, 16 GB RAM, 512 GB SSD",
    photo: { product: "#c0c0c0", backdrop: "#34495e" },
  },
  {
    key: "blanket",
    productType: "Throw blanket",
    color: "mustard",
    materials: "Merino wool",
    brand: "Hearth Loom",
    context: "Chunky knit throw blanket in mustard",
    photo: { product: "#d4a017", backdrop: "#ecf0f1" },
  },
];

/** A product shape on a backdrop: the product covers the middle, the backdrop the border. */
async function photoOf(brief: Brief): Promise<Buffer> {
  const shape = await sharp({
    create: { width: 500, height: 560, channels: 3, background: brief.photo.product },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 900, height: 900, channels: 3, background: brief.photo.backdrop } })
    .composite([{ input: shape, left: 200, top: 170 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const provider = createBuiltinProvider();
const perOutput: OutputQuality[] = [];
const phraseOutputs: { productKey: string; text: string }[] = [];
const productWords = new Set<string>();
const started = performance.now();

for (const brief of briefs) {
  for (const word of `${brief.productType} ${brief.brand} ${brief.materials ?? ""} ${brief.color}`
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)) {
    if (word) productWords.add(word);
  }
  const buffer = await photoOf(brief);
  const meta = await sharp(buffer).metadata();
  const image = { buffer, contentType: "image/jpeg", width: meta.width ?? 0, height: meta.height ?? 0 };
  const facts = await analyseImage(buffer);
  const sellerWords = `${brief.productType} ${brief.color} ${brief.materials ?? ""} ${brief.context}`;

  const social = await provider.writeSocialPosts(
    {
      brand: brief.brand,
      tone: "Friendly",
      additionalContext: brief.context,
      hashtags: [],
      platforms: [...socialPlatforms],
      variant: 0,
      facts,
    },
    image,
  );
  const socialResult = normaliseSocialResult(social, socialPlatforms);
  const socialRules = socialViolations(socialResult, socialPlatforms).length;
  for (const platform of socialPlatforms) {
    const text = socialResult.platforms[platform]?.caption ?? "";
    phraseOutputs.push({ productKey: brief.key, text });
    perOutput.push({
      templateLeaks: findTemplateLeaks(text),
      colour: checkColourClaims(sellerWords, text),
      ruleViolations: platform === socialPlatforms[0] ? socialRules : 0,
    });
  }

  const listings = await provider.writeListings(
    {
      productType: brief.productType,
      color: brief.color,
      materials: brief.materials,
      tags: [],
      platforms: [...marketplacePlatforms],
      variant: 0,
      facts,
    },
    image,
  );
  for (const platform of marketplacePlatforms as readonly MarketplacePlatform[]) {
    const listing = normaliseListing(platform, listings.platforms[platform]);
    const text = `${listing.title}. ${listing.description}`;
    phraseOutputs.push({ productKey: brief.key, text: listing.description });
    perOutput.push({
      templateLeaks: findTemplateLeaks(text),
      colour: checkColourClaims(sellerWords, text),
      titleNamesProduct: titleNamesProduct(listing.title, brief.productType),
      ruleViolations: listingViolations(platform, listing).length,
    });
  }
}

const report = {
  engine: provider.engine,
  briefs: briefs.length,
  elapsedMs: Math.round(performance.now() - started),
  ...buildQualityReport({ perOutput, phrases: repeatedPhrases(phraseOutputs, productWords, 10) }),
};

const percent = (share: number | null) => (share === null ? "—" : `${(share * 100).toFixed(1)} %`);
console.table({
  outputs: report.outputs,
  "rule violations": report.ruleViolations ?? 0,
  "product type in listing titles": percent(report.productTypeInTitleShare),
  "outputs contradicting the seller's colour": `${report.colourContradictions.outputs} of ${report.colourContradictions.checked}`,
  "most common 4-word phrase (share of outputs)": percent(report.maxPhraseShare),
  "template leaks (outputs with any)": `${report.templateLeaks.total} (${report.templateLeaks.outputsWithLeaks})`,
  "time (ms)": report.elapsedMs,
});
console.log("most repeated 4-word phrases across products:");
for (const phrase of report.topRepeatedPhrases) {
  console.log(`  ${percent(phrase.share).padStart(7)}  ${phrase.phrase}  (${phrase.products} products)`);
}
console.log("template leaks by kind:", report.templateLeaks.byKind);
mkdirSync("data", { recursive: true });
writeFileSync("data/quality-report.json", `${JSON.stringify(report, null, 2)}\n`);
console.log("wrote data/quality-report.json");
