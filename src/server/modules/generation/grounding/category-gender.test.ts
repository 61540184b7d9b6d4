import { describe, expect, it } from "vitest";
import { categoryForGender } from "./category-gender";

describe("categoryForGender", () => {
  it("files clothing, shoes and bags no gender was named for under no gender", () => {
    const jeans = "Levi's 501 jeans, W32 L30, medium wash";
    expect(categoryForGender("mercari", "Women > Jeans", jeans)).toBe("Other");
    expect(categoryForGender("etsy", "Clothing > Women's Clothing > Jeans", jeans)).toBe(
      "Clothing > Gender-Neutral Adult Clothing > Pants",
    );
    expect(
      categoryForGender("ebay", "Clothing, Shoes & Accessories > Women > Women's Clothing > Jeans", jeans),
    ).toBe("Clothing, Shoes & Accessories");
    expect(categoryForGender("amazon", "Clothing, Shoes & Jewelry > Women > Clothing > Jeans", jeans)).toBe(
      "Clothing, Shoes & Jewelry",
    );
    const bag = "leather messenger bag, brown";
    expect(
      categoryForGender("ebay", "Clothing, Shoes & Accessories > Women > Women's Bags & Handbags", bag),
    ).not.toMatch(/women|men/i);
    expect(categoryForGender("etsy", "Shoes > Women's Shoes > Boots", "leather chelsea boots")).toBe(
      "Shoes > Unisex Adult Shoes",
    );
    expect(
      categoryForGender("ebay", "Health & Beauty > Fragrances > Women's Fragrances", "cedar perfume oil"),
    ).toBe("Health & Beauty > Fragrances > Unisex Fragrances");
  });

  it("moves the path to the gender the seller named, and leaves a path with no gender alone", () => {
    expect(categoryForGender("etsy", "Shoes > Women's Shoes > Sneakers", "mens sz 10 sneakers")).toBe(
      "Shoes > Men's Shoes > Sneakers",
    );
    expect(categoryForGender("mercari", "Men > Jeans", "women's mom jeans")).toBe("Women > Jeans");
    expect(categoryForGender("ebay", "Musical Instruments & Gear > Guitars & Basses", "guitar")).toBe(
      "Musical Instruments & Gear > Guitars & Basses",
    );
  });

  it("files a child's clothes under no adult department, whatever the garment", () => {
    const lot = "lot of 8 toddler girl clothes size 2T - 4 leggings, 3 tops, 1 dress";
    expect(categoryForGender("mercari", "Women > Tops & blouses", lot)).toBe("Other");
    expect(categoryForGender("etsy", "Clothing > Women's Clothing > Dresses", lot)).toBe(
      "Clothing > Unisex Kids' Clothing",
    );
    // A colour is no child: a baby pink dress stays where a dress goes.
    expect(categoryForGender("mercari", "Women > Dresses", "baby pink slip dress, size M")).toBe(
      "Women > Dresses",
    );
  });

  it("keeps the department a product's own words file it in, and a child's named gender", () => {
    expect(categoryForGender("mercari", "Women > Dresses", "linen wrap dress, size M")).toBe(
      "Women > Dresses",
    );
    expect(
      categoryForGender("ebay", "Clothing, Shoes & Accessories > Men > Men's Shoes", "oxford dress shoes"),
    ).toBe("Clothing, Shoes & Accessories");
    expect(categoryForGender("etsy", "Clothing > Girls' Clothing > Dresses", "girls party dress")).toBe(
      "Clothing > Girls' Clothing > Dresses",
    );
    expect(categoryForGender("etsy", "Clothing > Girls' Clothing > Pants", "kids corduroy pants")).toBe(
      "Clothing > Unisex Kids' Clothing",
    );
  });
});
