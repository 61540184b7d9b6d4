import { describe, expect, it } from "vitest";
import { maskIdioms } from "./idioms";

describe("maskIdioms", () => {
  it("blanks 'link in bio' in every language, keeping positions", () => {
    for (const text of [
      "Shop via the link in bio.",
      "enlace en la bio",
      "lien en bio",
      "Den Link findest du in der Bio",
    ]) {
      const masked = maskIdioms(text);
      expect(masked).toHaveLength(text.length);
      expect(masked).not.toMatch(/bio/i);
    }
  });

  it("leaves a real 'bio' claim alone", () => {
    expect(maskIdioms("Miel bio de Provence")).toBe("Miel bio de Provence");
    expect(maskIdioms("Bio-Honig aus der Region")).toBe("Bio-Honig aus der Region");
  });
});
