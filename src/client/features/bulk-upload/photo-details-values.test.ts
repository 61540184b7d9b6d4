import { describe, expect, it } from "vitest";
import { createBulkJobSchema } from "../../../domain/bulk";
import { bulkFormDefaults, toCreateBulkJobRequest } from "./bulk-form-values";
import {
  emptyPhotoDetails,
  hasPhotoDetails,
  photoDetailsSummary,
  photoErrorsFromIssues,
  photoRequestFields,
  validatePhotoDetails,
} from "./photo-details-values";

const usedGood = {
  ...emptyPhotoDetails,
  product: " Denim jacket ",
  price: " 24 ",
  quantity: "3",
  sku: "JKT-01",
  condition: "used-good" as const,
  conditionNote: "Faded cuffs",
  brand: "Levi's",
};

const brief = {
  ...bulkFormDefaults,
  kind: "listings" as const,
  businessType: "fashion",
  brand: "Second Look",
  targetAudience: "Thrift shoppers",
  marketplaces: ["ebay" as const],
};

describe("a photo's details as the request carries them", () => {
  it("sends what was filled in, trimmed, the price as typed and the exact condition in details", () => {
    expect(photoRequestFields(usedGood)).toEqual({
      product: "Denim jacket",
      price: "24",
      details: {
        quantity: 3,
        sku: "JKT-01",
        condition: "used-good",
        conditionNote: "Faded cuffs",
        brand: "Levi's",
      },
    });
  });

  it("leaves blanks out, and sends nothing for a photo without details", () => {
    expect(photoRequestFields({ ...emptyPhotoDetails, price: "24,50 €", sku: "  " })).toEqual({
      price: "24,50 €",
    });
    expect(photoRequestFields(emptyPhotoDetails)).toEqual({});
    expect(photoRequestFields(undefined)).toEqual({});
    expect(hasPhotoDetails({ ...emptyPhotoDetails, brand: "   " })).toBe(false);
    expect(hasPhotoDetails({ ...emptyPhotoDetails, quantity: "0" })).toBe(true);
  });

  it("goes into a listing batch the shared schema accepts, and out of a social one", () => {
    const images = [
      { imagePath: "/objects/uploads/a", fileName: "jacket.jpg", ...photoRequestFields(usedGood) },
      { imagePath: "/objects/uploads/b", fileName: "scarf.jpg", ...photoRequestFields(undefined) },
    ];
    const listings = toCreateBulkJobRequest(brief, images);
    expect(listings.images).toEqual(images);
    expect(createBulkJobSchema.safeParse(listings).success).toBe(true);

    const social = toCreateBulkJobRequest({ ...brief, kind: "social" }, images);
    expect(social.images).toEqual([
      { imagePath: "/objects/uploads/a", fileName: "jacket.jpg" },
      { imagePath: "/objects/uploads/b", fileName: "scarf.jpg" },
    ]);
    expect(createBulkJobSchema.safeParse(social).success).toBe(true);
  });
});

describe("the line under a photo", () => {
  it("says the condition, price and stock first", () => {
    expect(
      photoDetailsSummary({ ...emptyPhotoDetails, condition: "used-good", price: "24", quantity: "3" }),
    ).toBe("Used — good · $24 · 3 in stock");
    expect(photoDetailsSummary(usedGood)).toBe(
      "Denim jacket · Used — good · $24 · 3 in stock · Levi's · SKU JKT-01",
    );
  });

  it("keeps a price typed with its currency as typed, and is empty without details", () => {
    expect(photoDetailsSummary({ ...emptyPhotoDetails, price: "24,50 €" })).toBe("24,50 €");
    expect(photoDetailsSummary({ ...emptyPhotoDetails, price: "24.50" })).toBe("$24.50");
    expect(photoDetailsSummary(undefined)).toBe("");
  });
});

describe("checking a photo's details", () => {
  it("names each refused field with the listing form's messages", () => {
    expect(
      validatePhotoDetails({
        ...emptyPhotoDetails,
        quantity: "-2",
        sku: "x".repeat(60),
        price: "9".repeat(51),
      }),
    ).toEqual({
      quantity: "Quantity cannot be negative",
      sku: "SKUs can be at most 50 characters",
      price: expect.any(String),
    });
    expect(validatePhotoDetails({ ...emptyPhotoDetails, quantity: "three" })).toEqual({
      quantity: "Quantity must be a whole number",
    });
    expect(validatePhotoDetails(usedGood)).toEqual({});
  });

  it("puts the server's refusals by the photo they name, by position in the batch", () => {
    const errors = photoErrorsFromIssues(
      [
        { path: ["images", "1", "details", "quantity"], message: "Quantity cannot be negative" },
        { path: ["images", 1, "price"], message: "Too long" },
        { path: ["images", "0", "imagePath"], message: "This upload is not yours" },
        { path: ["context", "brand"], message: "Brand name is required" },
        { path: ["images", "7", "price"], message: "No such photo" },
      ],
      ["first", "second"],
    );
    expect(errors).toEqual({
      first: { photo: "This upload is not yours" },
      second: { quantity: "Quantity cannot be negative", price: "Too long" },
    });
  });
});
