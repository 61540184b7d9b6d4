import { describe, expect, it } from "vitest";
import type { FactSheet } from "../../../../domain/fact-sheet";
import type { ListingDraft, SocialDraft } from "../../../providers/generation/generation-provider";
import { understandBrief } from "../fact-sheet/understand-brief";
import { groundListingDraft, groundSocialDraft } from "./ground-draft";
import {
  findUngrounded,
  groundsFor,
  withoutUngroundedSentences,
  withoutUngroundedTitleParts,
} from "./ground-text";
import { keepBrandModel, keepOffer, missingDescriptionLines } from "./keep-facts";

function sheetOf(product: string, extra: Parameters<typeof understandBrief>[0] = {}): FactSheet {
  const sheet = understandBrief({ product, ...extra });
  if (!sheet) throw new Error("no sheet");
  return sheet;
}

describe("grounding a draft in the seller's words", () => {
  const oil = sheetOf("rosehip face oil, 30 ml in a glass dropper bottle. fragrance free, for dry skin");
  const grounds = groundsFor(
    oil,
    "rosehip face oil, 30 ml in a glass dropper bottle. fragrance free, for dry skin",
    "en",
  );

  it("finds colours, care, gender and making claims the seller never made", () => {
    const kinds = (text: string) => findUngrounded(text, grounds).map((hit) => hit.kind);
    expect(kinds("A caramel face oil for glowing skin.")).toEqual(["colour"]);
    expect(kinds("Hand-wash gently and store in a cool place.")).toContain("care");
    expect(kinds("Handmade in small batches.")).toEqual(["claim"]);
    expect(kinds("A treat for her.")).toEqual(["gender"]);
    expect(kinds("It is made from glass.")).toEqual(["material"]);
    expect(kinds("Fragrance free and light, for dry skin.")).toEqual([]);
  });

  it("never repeats what no marketplace allows, even in the seller's own words", () => {
    const knife = groundsFor(
      sheetOf("folding knife, great for self defense"),
      "folding knife, great for self defense",
      "en",
    );
    expect(findUngrounded("Great EDC and self defense.", knife).map((hit) => hit.kind)).toEqual([
      "forbidden",
    ]);
    expect(findUngrounded("A folding knife that folds flat.", knife)).toEqual([]);
  });

  it("treats 'used' as a verb as no condition, and a used item as used", () => {
    expect(findUngrounded("It can be used every day.", grounds)).toEqual([]);
    expect(findUngrounded("Pre-owned, in lovely shape.", grounds).map((hit) => hit.kind)).toEqual([
      "condition",
    ]);
    const shoes = sheetOf("Nike Air Force 1 sz 10, worn twice");
    const worn = groundsFor(shoes, "Nike Air Force 1 sz 10, worn twice", "en");
    expect(findUngrounded("Pre-owned and ready for a new home.", worn)).toEqual([]);
    expect(findUngrounded("Brand new in box.", worn).map((hit) => hit.kind)).toContain("condition");
  });

  it("drops only the sentences that claim too much, keeping lines and hashtags' places", () => {
    const text = "Meet our face oil. In caramel, of course.\nHand-wash gently.\n\n#faceoil";
    expect(withoutUngroundedSentences(text, grounds)).toBe("Meet our face oil.\n\n#faceoil");
  });

  it("takes an ungrounded part out of a title, and the word out of its first part", () => {
    expect(withoutUngroundedTitleParts("Face Oil, Handmade, 30 ml", grounds)).toBe("Face Oil, 30 ml");
    expect(withoutUngroundedTitleParts("Caramel Face Oil, 30 ml", grounds)).toBe("Face Oil, 30 ml");
  });
});

describe("keeping the seller's facts", () => {
  it("drops a sentence with an offer code the sheet no longer holds (the seller corrected it)", () => {
    const sheet = {
      ...sheetOf("soy candle, 20% off with code SPRING20"),
      offer: { code: "SPRING25", discount: "20% off", text: "" },
    };
    const grounds = groundsFor(sheet, "soy candle, 20% off with code SPRING20", "en");
    expect(
      withoutUngroundedSentences("Meet our candle. 20% off with code SPRING20 this weekend.", grounds),
    ).toBe("Meet our candle.");
    expect(keepOffer("Meet our candle.", sheet, "en")).toBe("Meet our candle. 20% off with code SPRING25.");
  });

  it("puts the offer code in a caption that left it out, before its hashtags", () => {
    const sheet = sheetOf("soy candle", {
      additionalContext: "Mother's Day: 20% off with code MOM20 until May 12",
    });
    expect(keepOffer("Meet our candle.\n\n#soycandle", sheet, "en")).toBe(
      "Meet our candle. 20% off with code MOM20, until May 12.\n\n#soycandle",
    );
    expect(keepOffer("Use MOM20 today!", sheet, "en")).toContain("20% off");
    expect(keepOffer("20% off with MOM20 today!", sheet, "en")).toBe("20% off with MOM20 today!");
  });

  it("puts the maker and model at the front of a title that left them out", () => {
    const sheet = sheetOf("Levi's 501 jeans W32 L30, worn");
    expect(keepBrandModel("Jeans, Pre-Owned, W32 L30", sheet)).toBe("Levi's 501 Jeans, Pre-Owned, W32 L30");
    expect(keepBrandModel("Levis 501 Jeans", sheet)).toBe("Levis 501 Jeans");
  });

  it("ends a listing with its condition, what is missing and safety notes", () => {
    const sheet = sheetOf("iPhone 12 64GB, battery 86%, no charger", { condition: "used" });
    const lines = missingDescriptionLines("A phone.", sheet, "en", { alwaysCondition: true });
    expect(lines[0]).toMatch(/^Condition: Pre-owned \(.*battery 86%.*\)\.$/);
    expect(lines).toContain("No charger.");
    expect(
      missingDescriptionLines("Zustand: gebraucht.", sheet, "de", { alwaysCondition: true })[0],
    ).not.toMatch(/^Zustand/);
  });
});

describe("a whole draft", () => {
  it("holds every platform's copy to the seller's words and keeps their facts", () => {
    const sheet = sheetOf("Canon AE-1 Program film camera, tested, shutter works", {
      additionalContext: "10% off with code FILM10",
      condition: "used",
    });
    const seller = "Canon AE-1 Program film camera, tested, shutter works. 10% off with code FILM10";
    const social: SocialDraft = {
      platforms: {
        instagram: { caption: "A caramel camera for him. Shoot film again!\n\n#CaramelCamera #FilmCamera" },
      },
      hashtags: ["FilmCamera", "BrandNew"],
      suggestedSchedule: "",
    };
    const grounded = groundSocialDraft(social, sheet, seller, "en");
    expect(grounded.platforms.instagram?.caption).toBe(
      "Shoot film again! 10% off with code FILM10.\n\n#FilmCamera",
    );
    expect(grounded.hashtags).toEqual(["FilmCamera"]);

    const listings: ListingDraft = {
      platforms: {
        ebay: {
          title: "Film Camera, Vintage",
          description: "Brand new condition.",
          tags: ["film camera", "red camera"],
          suggestedPrice: 99,
          category: "",
        },
      },
    };
    const ebay = groundListingDraft(listings, sheet, seller, "en").platforms.ebay;
    expect(ebay?.title).toBe("Canon AE-1 Program Film Camera");
    expect(ebay?.description).toMatch(/^Condition: Pre-owned/);
    expect(ebay?.tags).toEqual(["film camera"]);
  });

  it("files a category under the seller's gender, never the other one", () => {
    const sheet = sheetOf("Nike Air Force 1 mens sz 10");
    const draft: ListingDraft = {
      platforms: {
        etsy: {
          title: "Sneakers",
          description: "",
          tags: [],
          suggestedPrice: 90,
          category: "Shoes > Women's Shoes > Sneakers",
        },
        ebay: {
          title: "Sneakers",
          description: "",
          tags: [],
          suggestedPrice: 90,
          category: "Clothing > Women > Athletic Shoes",
        },
      },
    };
    const grounded = groundListingDraft(draft, sheet, "Nike Air Force 1 mens sz 10", "en").platforms;
    expect(grounded.etsy?.category).toBe("Shoes > Men's Shoes > Sneakers");
    expect(grounded.ebay?.category).toBe("Clothing > Men > Athletic Shoes");
    const unsaid = groundListingDraft(
      draft,
      sheetOf("Nike Air Force 1 sz 10"),
      "Nike Air Force 1 sz 10",
      "en",
    );
    // No gender named: no gender asserted (Etsy's unisex shoes).
    expect(unsaid.platforms.etsy?.category).toBe("Shoes > Unisex Adult Shoes");
  });

  it("prices from the seller's own price, in their currency", () => {
    const sheet = sheetOf("taza de cerámica", { language: "es", price: "24,50 €" });
    const draft: ListingDraft = {
      platforms: {
        etsy: { title: "Taza", description: "Taza.", tags: [], suggestedPrice: 31.99, category: "" },
      },
    };
    expect(groundListingDraft(draft, sheet, "taza de cerámica", "es").platforms.etsy?.suggestedPrice).toBe(
      "24,50 €",
    );
  });
});

describe("a title's added features", () => {
  const seller = "hand carved walnut serving spoon with long curved handle, beeswax finish";
  const sheet = sheetOf(seller);
  const ebayTitle = (title: string) => {
    const draft: ListingDraft = {
      platforms: { ebay: { title, description: "", tags: [], suggestedPrice: 30, category: "" } },
    };
    return groundListingDraft(draft, sheet, seller, "en").platforms.ebay?.title;
  };

  it("adds a seller's feature to a title whole, and only when it fits the marketplace's limit", () => {
    expect(ebayTitle("Hand Carved Walnut Serving Spoon with Long Curved Handle")).toBe(
      "Hand Carved Walnut Serving Spoon with Long Curved Handle Beeswax Finish",
    );
    // 77 characters: "Beeswax Finish" would take it past eBay's 80, to be cut to "… Beeswax".
    const full = "Hand Carved Walnut Serving Spoon with Long Curved Handle Kitchen Utensil 12in";
    expect(ebayTitle(full)).toBe(full);
  });
});
