import { describe, expect, it } from "vitest";
import { generationIdFrom, generationInViewHref } from "./use-generation-in-view";

const ID = "0f8a4c3e-8d6b-4f0e-9a51-2b7c9d1e6f40";

describe("the generation in view's address", () => {
  it("names a generation by id on its generator's page, and reads it back", () => {
    expect(generationInViewHref("/product-listings", ID)).toBe(`/product-listings?generation=${ID}`);
    expect(generationIdFrom(`?generation=${ID}`)).toBe(ID);
    expect(generationIdFrom(`?brandProfile=x&generation=${ID.toUpperCase()}`)).toBe(ID.toUpperCase());
  });

  it("ignores anything that is not an id, so nothing malformed is asked for", () => {
    expect(generationIdFrom("")).toBeNull();
    expect(generationIdFrom("?generation=")).toBeNull();
    expect(generationIdFrom("?generation=../../api/account")).toBeNull();
    expect(generationIdFrom(`?generation=${ID}x`)).toBeNull();
  });
});
