import { describe, expect, it } from "vitest";
import { NothingToListError, ProductUnknownError } from "../../providers/generation/generation-provider";
import {
  listingWarnings,
  mergeSkipped,
  refuseIfMeaningless,
  screenFields,
  socialWarnings,
  writableMarketplaces,
} from "./brief-gate";

describe("brief gate", () => {
  it("refuses a brief that names nothing with ProductUnknownError ('Not listed' counts as nothing)", () => {
    expect(() =>
      refuseIfMeaningless(screenFields({ product: "Not listed", additionalContext: "asdf" })),
    ).toThrow(ProductUnknownError);
    expect(() => refuseIfMeaningless(screenFields({ product: "teapot" }))).not.toThrow();
  });

  it("keeps the marketplaces that allow the item and refuses when none is left", () => {
    const cbd = screenFields({ product: "CBD gummies 25mg" });
    expect(writableMarketplaces(cbd, ["etsy", "amazon", "shopify"])).toEqual(["etsy", "shopify"]);
    expect(() => writableMarketplaces(cbd, ["amazon", "ebay"])).toThrow(NothingToListError);
    expect(writableMarketplaces(screenFields({ product: "mug" }), ["amazon"])).toEqual(["amazon"]);
  });

  it("puts the policy's reason first when the writer skipped the same marketplace", () => {
    expect(
      mergeSkipped(
        [{ platform: "ebay", reason: "policy" }],
        [
          { platform: "redbubble", reason: "writer" },
          { platform: "ebay", reason: "writer" },
        ],
      ),
    ).toEqual([
      { platform: "redbubble", reason: "writer" },
      { platform: "ebay", reason: "policy" },
    ]);
  });

  it("warns social posts about the item only, and listings about marketplace fit only where chosen", () => {
    const used = screenFields({ product: "iPhone 13, used, battery 86%" });
    expect(socialWarnings(used)).toEqual([]);
    expect(listingWarnings(used, ["ebay"])).toEqual([]);
    expect(listingWarnings(used, ["etsy", "ebay"])).toEqual([
      { code: "restricted_item", message: expect.stringMatching(/^Etsy only takes/), platforms: ["etsy"] },
    ]);
    const vape = screenFields({ product: "disposable vape 5% nic" });
    expect(socialWarnings(vape)).toEqual([{ code: "prohibited_item", message: expect.any(String) }]);
    expect(listingWarnings(vape, ["ebay"])[0]).toMatchObject({
      code: "prohibited_item",
      platforms: ["ebay"],
    });
  });
});
