import { describe, expect, it } from "vitest";
import type { ListingDefaults } from "../../../domain/listing-details";
import { NOT_LISTED } from "../../../domain/options";
import {
  emptyListingDefaultsText,
  listingDefaultsOf,
  listingDefaultsTextOf,
  withListingDefaults,
} from "./listing-defaults-text";

const full: ListingDefaults = {
  quantity: 3,
  condition: "used-good",
  conditionNote: "Light wear",
  brand: "Denby",
  weight: { value: 1.5, unit: "kg" },
  packageSize: { length: 20, width: 15, height: 12, unit: "in" },
};

describe("listing defaults as a form holds them", () => {
  it("read back what they were made from, blanks as none", () => {
    expect(listingDefaultsOf(listingDefaultsTextOf(full))).toEqual(full);
    expect(listingDefaultsTextOf(null)).toEqual(emptyListingDefaultsText);
    expect(listingDefaultsOf(emptyListingDefaultsText)).toEqual({});
    expect(listingDefaultsOf({ ...emptyListingDefaultsText, condition: NOT_LISTED, brand: "  " })).toEqual(
      {},
    );
  });

  it("send text that is not a number as it is, for the schema to name the field", () => {
    expect(listingDefaultsOf({ ...emptyListingDefaultsText, quantity: "lots" }).quantity).toBe("lots");
    expect(listingDefaultsOf({ ...emptyListingDefaultsText, weight: "0,5" }).weight).toEqual({
      value: 0.5,
      unit: "g",
    });
  });
});

describe("withListingDefaults", () => {
  it("keeps a unit the seller picked when the new profile has no weight to fill in", () => {
    const values = { ...emptyListingDefaultsText, weightUnit: "kg" as const };
    expect(withListingDefaults(values, { quantity: 1 }, null)).toEqual({ ...values, quantity: "1" });
  });

  it("fills a whole weight or package, and takes back only what is still the old profile's", () => {
    const filled = withListingDefaults(emptyListingDefaultsText, full, null);
    expect(filled).toEqual(listingDefaultsTextOf(full));
    // The seller changes the package's height: the package is theirs now, the rest still the profile's.
    const edited = { ...filled, packageHeight: "14" };
    expect(withListingDefaults(edited, null, full)).toEqual({
      ...emptyListingDefaultsText,
      packageLength: "20",
      packageWidth: "15",
      packageHeight: "14",
      lengthUnit: "in",
    });
  });
});
