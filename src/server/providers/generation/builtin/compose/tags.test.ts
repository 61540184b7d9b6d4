import { describe, expect, it } from "vitest";
import { hashtagOf } from "./tags";

describe("hashtagOf", () => {
  it("joins an apostrophe's word instead of capitalising what follows it", () => {
    expect(hashtagOf("Carhartt's double knee")).toBe("CarharttsDoubleKnee");
    expect(hashtagOf("mother’s day")).toBe("MothersDay");
  });

  it("keeps a word's own inner capital", () => {
    expect(hashtagOf("eBay finds")).toBe("eBayFinds");
    expect(hashtagOf("iPad mini 6")).toBe("iPadMini6");
    expect(hashtagOf("drippy blue rim")).toBe("DrippyBlueRim");
  });
});
