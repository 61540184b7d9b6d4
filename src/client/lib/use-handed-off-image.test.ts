import { describe, expect, it } from "vitest";
import { handedOffObjectPath, withHandOffId, withoutImageParam } from "./use-handed-off-image";

describe("a photo handed over by a link", () => {
  it("is taken only in the shape of an upload's path", () => {
    const id = "4f0c2a1e-9b7d-4c3e-8a5f-0123456789ab";
    expect(handedOffObjectPath(`?image=/objects/uploads/${id}`)).toBe(`/objects/uploads/${id}`);
    expect(handedOffObjectPath(`?image=%2Fobjects%2Fuploads%2F${id}`)).toBe(`/objects/uploads/${id}`);
    for (const search of [
      "",
      "?image=",
      "?image=https://evil.example/objects/uploads/x",
      "?image=/objects/uploads/../../api/auth/user",
      "?image=/objects/uploads/",
      "?image=/api/objects/upload",
      "?image=//evil.example/a",
    ]) {
      expect(handedOffObjectPath(search), search).toBeNull();
    }
  });

  it("leaves the address without the parameter, everything else kept", () => {
    expect(withoutImageParam("http://localhost/product-listings?image=/objects/uploads/a")).toBe(
      "/product-listings",
    );
    expect(
      withoutImageParam("http://localhost/social-content?ref=history&image=/objects/uploads/a#top"),
    ).toBe("/social-content?ref=history#top");
  });

  it("keeps the hand-off's id in the address in place of the photo, so a reload finds it", () => {
    expect(withHandOffId("http://localhost/product-listings?image=/objects/uploads/a", "abc-12345678")).toBe(
      "/product-listings?handoff=abc-12345678",
    );
    expect(withHandOffId("http://localhost/social-content?handoff=abc-12345678&ref=x#top", null)).toBe(
      "/social-content?ref=x#top",
    );
  });
});
