import { describe, expect, it } from "vitest";
import {
  brandProfileInputSchema,
  brandProfileSchema,
  brandProfileUpdateSchema,
  storedListingDefaults,
} from "./brand-profiles";

const defaults = { quantity: 3, condition: "used-good", weight: { value: 400, unit: "g" } } as const;

describe("a brand profile's listing defaults", () => {
  it("are optional when creating, and checked like a listing's details when sent", () => {
    expect(brandProfileInputSchema.parse({ name: "Shop" }).listingDefaults).toBeUndefined();
    expect(
      brandProfileInputSchema.parse({ name: "Shop", listingDefaults: defaults }).listingDefaults,
    ).toEqual(defaults);
    const refused = brandProfileInputSchema.safeParse({ name: "Shop", listingDefaults: { quantity: -1 } });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ["listingDefaults", "quantity"],
      message: "Quantity cannot be negative",
    });
  });

  it("hold only the fields every listing can share: no SKU, variants or photos", () => {
    const parsed = brandProfileInputSchema.parse({
      name: "Shop",
      listingDefaults: { sku: "A-1", photos: [], quantity: 1 },
    });
    expect(parsed.listingDefaults).toEqual({ quantity: 1 });
  });

  it("can be cleared with an empty object or null", () => {
    expect(brandProfileUpdateSchema.parse({ listingDefaults: {} }).listingDefaults).toEqual({});
    expect(brandProfileUpdateSchema.parse({ listingDefaults: null }).listingDefaults).toBeNull();
    expect(brandProfileUpdateSchema.parse({}).listingDefaults).toBeUndefined();
  });

  it("are null in a reply when none is set", () => {
    const reply = brandProfileSchema.shape.listingDefaults;
    expect(reply.parse(null)).toBeNull();
    expect(reply.safeParse(undefined).success).toBe(false);
  });
});

describe("storedListingDefaults", () => {
  it("keeps the fields set and says null for none", () => {
    expect(storedListingDefaults(defaults)).toEqual(defaults);
    expect(storedListingDefaults({})).toBeNull();
    expect(storedListingDefaults(null)).toBeNull();
    expect(storedListingDefaults(undefined)).toBeNull();
  });

  it("drops blank texts and undefined keys, which are no default", () => {
    expect(storedListingDefaults({ brand: "", conditionNote: "", quantity: undefined })).toBeNull();
    expect(storedListingDefaults({ brand: "", quantity: 0 })).toEqual({ quantity: 0 });
  });
});
