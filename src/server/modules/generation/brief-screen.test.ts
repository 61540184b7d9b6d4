import { describe, expect, it } from "vitest";
import { marketplacePlatforms } from "../../../domain/platforms";
import { ProductUnknownError } from "../../providers/generation/generation-provider";
import { BRIEF_NAMES_NOTHING_MESSAGE, screenBrief, skipReason } from "./brief-screen";

describe("screenBrief: refusal", () => {
  it("refuses with the app's own 'what are you selling' message", () => {
    expect(BRIEF_NAMES_NOTHING_MESSAGE).toBe(new ProductUnknownError().message);
    expect(screenBrief({}).refusal).toBe(BRIEF_NAMES_NOTHING_MESSAGE);
  });

  it.each([
    ["an empty brief with only a business type", { product: "", businessType: "E-commerce store" }],
    ["whitespace", { product: "   ", additionalContext: "\n" }],
    ["mash in both boxes", { product: "asdf", additionalContext: "asdf asdf" }],
    ["asdfgh", { product: "asdfgh" }],
    ["a bare URL", { product: "https://ivyandash-shop.com/products/item-4471" }],
    ["only emoji", { product: "🔥🔥💯✨🙌" }],
    ["one vague word", { product: "stuff" }],
    ["cosas", { product: "cosas", language: "es" as const }],
    ["trucs", { product: "trucs", language: "fr" as const }],
    ["Sachen", { product: "Sachen", language: "de" as const }],
    ["a camera file name and nothing else", { fileName: "IMG_2034.jpg" }],
    ["a mashed file name and nothing else", { fileName: "asdfgh.jpg" }],
  ])("refuses %s", (_label, brief) => {
    const screen = screenBrief(brief);
    expect(screen.refusal).toBe(BRIEF_NAMES_NOTHING_MESSAGE);
    expect(screen.policy).toMatchObject({ level: "ok", warnings: [], skip: {} });
  });

  it.each([
    ["a one-word product", { product: "mug" }],
    ["a brand and a set number", { product: "LEGO 10497" }],
    ["a model", { product: "iPhone 12" }],
    ["reseller shorthand", { product: "Nike AF1 sz 10" }],
    ["Spanish", { product: "miel", language: "es" as const }],
    ["German", { product: "Kerze", language: "de" as const }],
    ["French", { product: "bougie", language: "fr" as const }],
    [
      "an empty product box with the product in the context",
      { product: "", additionalContext: "hand-poured soy candle, 8 oz" },
    ],
    ["only the listing form's product type", { productType: "Mug" }],
    ["a file name that names the product", { fileName: "blue-ceramic-mug_02.jpg" }],
  ])("accepts %s", (_label, brief) => {
    expect(screenBrief(brief).refusal).toBeUndefined();
  });
});

describe("screenBrief: policy", () => {
  it("prohibits a replica and skips every marketplace, with a reason naming each", () => {
    const screen = screenBrief({ product: "Rolex Submariner replica, AAA quality, looks real" });
    expect(screen.refusal).toBeUndefined();
    expect(screen.policy.level).toBe("prohibited");
    expect(screen.policy.warnings).toHaveLength(1);
    expect(screen.policy.warnings[0]).toMatch(/replica/i);
    expect(Object.keys(screen.policy.skip).sort()).toEqual([...marketplacePlatforms].sort());
    expect(screen.policy.skip.etsy).toBe("Etsy doesn't allow replicas or copies of branded goods.");
  });

  it("warns in the brief's language when the rule has it", () => {
    const puppies = screenBrief({
      product: "cachorros de chihuahua de 2 meses, desparasitados, con primera vacuna",
      language: "es",
    });
    expect(puppies.policy.level).toBe("prohibited");
    expect(puppies.policy.warnings[0]).toMatch(/^Los animales vivos/);
    expect(puppies.policy.skip.ebay).toBe("eBay no permite animales vivos.");
    expect(puppies.policy.skip.shopify).toBeUndefined();

    const cbd = screenBrief({ product: "huile CBD 10%, soigne l'anxiété et les insomnies", language: "fr" });
    expect(cbd.policy.level).toBe("prohibited");
    expect(cbd.policy.hits?.map((hit) => hit.rule)).toEqual(["cbd-health-claims"]);
    expect(cbd.policy.skip.amazon).toBe("Amazon n'autorise pas le CBD vendu avec des allégations de santé.");

    const liqueur = screenBrief({
      product: "selbstgemachter Eierlikör, 500ml, ca. 20% vol.",
      language: "de",
    });
    expect(liqueur.policy.skip.etsy).toBe("Etsy erlaubt keine alkoholischen Getränke.");
  });

  it("falls back on English for languages without the rule's words", () => {
    const screen = screenBrief({ product: "disposable vapes 5000 puffs, 5% nic", language: "ja" });
    expect(screen.policy.warnings[0]).toMatch(/^Tobacco, vapes/);
  });

  it("restricts fan art and skips only Redbubble", () => {
    const screen = screenBrief({
      product: "baby yoda / grogu sticker pack, drew them myself in procreate",
      businessType: "Print-on-demand",
    });
    expect(screen.policy.level).toBe("restricted");
    expect(Object.keys(screen.policy.skip)).toEqual(["redbubble"]);
  });

  it("reads the listing form's condition: used makeup is restricted, used tech is only off Etsy", () => {
    const makeup = screenBrief({
      product: "Rare Beauty liquid blush",
      productType: "makeup",
      condition: "used",
    });
    expect(makeup.policy.level).toBe("restricted");
    expect(Object.keys(makeup.policy.skip).sort()).toEqual(["amazon", "ebay", "etsy"]);

    const laptop = screenBrief({ product: "MacBook Air M1 2020, 8GB", condition: "refurbished" });
    expect(laptop.policy.level).toBe("ok");
    expect(laptop.policy.warnings).toEqual([]);
    expect(laptop.policy.skip).toEqual({ etsy: expect.stringMatching(/^Etsy doesn't allow resale/) });
    expect(laptop.policy.hits?.[0]).toMatchObject({ rule: "etsy-modern-resale", scope: "marketplace" });
  });

  it("does not call a vintage shop's modern item vintage, nor a vintage item resale", () => {
    const modern = screenBrief({ product: "Levi's 501, worn twice", businessType: "Vintage & resale" });
    expect(modern.policy.skip.etsy).toBeDefined();
    const vintage = screenBrief({
      product: "Levi's 501 made in USA, late 90s, used",
      businessType: "Vintage & resale",
    });
    expect(vintage.policy.skip).toEqual({});
  });

  it("flags a prohibited item named only in a bulk photo's file name", () => {
    const screen = screenBrief({ product: "watch", fileName: "rolex-replica-01.jpg" });
    expect(screen.policy.level).toBe("prohibited");
  });

  it("lets ordinary products through with no warning", () => {
    for (const product of [
      "hand-thrown stoneware mug, 12 oz",
      "cat toy with catnip",
      "wine glass set of 4",
      "candle for cat lovers",
      "knife sharpener",
      "CBD-free lavender balm",
    ]) {
      const screen = screenBrief({ product });
      expect(screen.policy, product).toEqual({ level: "ok", warnings: [], skip: {}, hits: [] });
    }
  });

  it("reads a drink's name given as the item's colour as a colour, not the item", () => {
    const ok = { level: "ok", warnings: [], skip: {}, hits: [] };
    // The colour field says it, the text says it again.
    const bag = screenBrief({
      product: "sac à dos en cuir pleine fleur fait main, couleur cognac",
      productType: "sac à dos",
      color: "cognac",
      language: "fr",
    });
    expect(bag.policy).toEqual(ok);
    expect(screenBrief({ product: "satin slip dress", color: "champagne" }).policy).toEqual(ok);
    // Named as a colour in the text alone.
    expect(screenBrief({ product: "leather belt, colour: cognac" }).policy).toEqual(ok);
    expect(screenBrief({ product: "Ledergürtel, Farbe Cognac" }).policy).toEqual(ok);
    // The drink itself is still the drink.
    expect(screenBrief({ product: "VSOP cognac, 70cl, sealed", color: "amber" }).policy.level).not.toBe("ok");
  });
});

describe("skipReason", () => {
  it("names the marketplace and the item in each language", () => {
    const what = {
      en: "live animals",
      es: "animales vivos",
      fr: "les animaux vivants",
      de: "keine lebenden Tiere",
    };
    expect(skipReason("mercari", { what }, "en")).toBe("Mercari doesn't allow live animals.");
    expect(skipReason("mercari", { what }, "fr")).toBe("Mercari n'autorise pas les animaux vivants.");
    expect(skipReason("mercari", { what }, "de")).toBe("Mercari erlaubt keine lebenden Tiere.");
    expect(skipReason("mercari", { what: { en: "live animals" } }, "es")).toBe(
      "Mercari doesn't allow live animals.",
    );
  });
});
