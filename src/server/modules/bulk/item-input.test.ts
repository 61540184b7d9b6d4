import { describe, expect, it } from "vitest";
import { bulkListingContextSchema, bulkSocialContextSchema } from "../../../domain/bulk";
import { listingInputFor, productFor, socialInputFor } from "./item-input";

const item = (fileName: string, product: string | null = null) => ({
  imagePath: "/objects/uploads/x",
  fileName,
  product,
});

describe("productFor", () => {
  it("takes the photo's own words, then the job's, then the file name", () => {
    expect(productFor(item("linen-apron.jpg", "waxed canvas apron"), { product: "apron" })).toBe(
      "waxed canvas apron",
    );
    expect(productFor(item("linen-apron.jpg"), { product: "kitchen apron" })).toBe("kitchen apron");
    expect(productFor(item("linen-apron.jpg"), {})).toBe("linen apron");
    expect(productFor(item("IMG_0042.jpg"), {})).toBeUndefined();
  });

  it("leaves the brand's own words out of a file name", () => {
    expect(productFor(item("owlbrook-vase.jpg"), { brand: "Owlbrook Atelier" })).toBe("vase");
    expect(productFor(item("owlbrook.jpg"), { brand: "Owlbrook" })).toBeUndefined();
  });
});

describe("socialInputFor", () => {
  it("sends the spec's bulk hashtags and the option labels a writer understands", () => {
    const context = bulkSocialContextSchema.parse({
      businessType: "ecommerce",
      brand: "Kiln",
      targetAudience: "Tea lovers",
      tone: "playful",
    });
    const input = socialInputFor(context, item("celadon-teapot.jpg"));
    expect(input).toMatchObject({
      product: "celadon teapot",
      businessType: "E-commerce",
      tone: "Playful",
      hashtags: ["social", "content", "marketing"],
      imagePath: "/objects/uploads/x",
    });
    expect(input.selectedPlatforms).toHaveLength(6);
  });
});

describe("listingInputFor", () => {
  const context = bulkListingContextSchema.parse({
    businessType: "fashion",
    brand: "Second Look",
    targetAudience: "Thrift shoppers",
    selectedPlatforms: ["ebay"],
  });

  it("carries the photo's own price and details as a single listing request carries them", () => {
    const input = listingInputFor(context, item("wool-scarf.jpg"), {
      price: "24,50 €",
      details: { quantity: 3, condition: "used-good" },
    });
    expect(input).toMatchObject({
      product: "wool scarf",
      price: "24,50 €",
      details: { quantity: 3, condition: "used-good" },
    });
  });

  it("leaves price and details out when the photo has none", () => {
    const input = listingInputFor(context, item("wool-scarf.jpg"));
    expect(input).not.toHaveProperty("price");
    expect(input).not.toHaveProperty("details");
  });
});
