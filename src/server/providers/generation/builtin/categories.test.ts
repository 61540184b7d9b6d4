import { describe, expect, it } from "vitest";
import { marketplacePlatforms } from "../../../../domain/platforms";
import { categoryFor, productFamily } from "./categories";
import { parseProductFacts } from "./product-facts";

/** Baby gear, tools and motorcycle gear each have their own aisle, never the generic one. */
describe("category families", () => {
  it("reads baby gear, tools and motor sports from the seller's words", () => {
    expect(productFamily("Bugaboo Fox pushchair")).toBe("babygear");
    expect(productFamily("Graco convertible car seat")).toBe("babygear");
    expect(productFamily("IKEA high chair")).toBe("babygear");
    expect(productFamily("car seat cover")).not.toBe("babygear");
    expect(productFamily("Makita impact wrench")).toBe("tools");
    expect(productFamily("rolling toolbox")).toBe("tools");
    expect(productFamily("motocross boots")).toBe("motorsports");
    expect(productFamily("Harley motorcycle mirror")).toBe("motorsports");
  });

  it("reads clothes and shoes named as such or by a garment", () => {
    expect(productFamily("lot of 8 toddler girl clothes size 2T")).toBe("apparel");
    expect(productFamily("bundle of vintage band tees")).toBe("apparel");
    expect(productFamily("kids rain boots, size 12")).toBe("shoes");
    expect(productFamily("shoe rack, bamboo")).not.toBe("shoes");
  });

  it("files strollers, drills and motorcycle helmets under real paths on every marketplace", () => {
    const cases: [string, RegExp][] = [
      ["UPPAbaby Vista V2 stroller", /Baby|Kids|Accessories/],
      ["Ergobaby Omni 360 baby carrier", /Baby|Kids|Accessories/],
      ["DeWalt 20V cordless drill DCD771, 2 batteries + charger", /Tools|Hardware/],
      ["Craftsman 42 piece socket set", /Tools|Hardware/],
      ["Shoei RF-1400 motorcycle helmet size M", /Motor|Automotive|Vehicle|Accessories|Other/],
    ];
    for (const [product, path] of cases) {
      const facts = parseProductFacts({ product });
      for (const marketplace of marketplacePlatforms) {
        if (marketplace === "redbubble") continue;
        const category = categoryFor(marketplace, facts);
        expect(category, `${product} on ${marketplace}`).toMatch(path);
        expect(category, `${product} on ${marketplace}`).not.toMatch(/Phone|Home & Living$|Everything Else/);
      }
    }
  });
});
