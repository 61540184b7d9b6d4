import { describe, expect, it } from "vitest";
import { makeImage, makeJpeg } from "../../../../tests/support/images";
import type { ImageDeps } from "../images/service";
import type { UserRow } from "../sessions/service";
import { analyseImage } from "./image-facts";
import { analyseLoadedSample, createImageLoader } from "./image-loader";

// Inline images touch neither the database nor the store.
const loadImage = createImageLoader({} as ImageDeps);
const owner = { id: "00000000-0000-4000-8000-000000000001" } as UserRow;

describe("the generation image loader", () => {
  it("makes no normalised copy for a writer that does not look at the photo, yet measures it", async () => {
    const photo = await makeJpeg({ width: 1600, height: 1200 });
    const loaded = await loadImage(owner, { imageBase64: photo.toString("base64") }, { normalise: false });
    expect(loaded.normalised).toBeNull();
    expect(loaded.objectPath).toBeNull();
    // Writers are told the size of the copy a reading writer would get.
    expect([loaded.sample.width, loaded.sample.height]).toEqual([1024, 768]);
    expect(Math.max(loaded.sample.detail.width, loaded.sample.detail.height)).toBe(128);
    const facts = await analyseLoadedSample(loaded.sample);
    expect(facts).toEqual(await analyseImage(photo));
    expect(facts.colors[0]?.name).toMatch(/blue/);
  });

  it("makes the ≤ 1024 px JPEG copy for a writer that reads the photo, upright", async () => {
    const photo = await makeJpeg({ width: 600, height: 1400, orientation: 6 });
    const loaded = await loadImage(owner, { imageBase64: photo.toString("base64") }, { normalise: true });
    expect(loaded.normalised).toMatchObject({ contentType: "image/jpeg", width: 1024, height: 439 });
    expect([loaded.sample.width, loaded.sample.height]).toEqual([1024, 439]);
  });

  it("refuses what the image checks refuse, before any decode", async () => {
    const text = Buffer.from("not an image at all").toString("base64");
    await expect(loadImage(owner, { imageBase64: text }, { normalise: false })).rejects.toMatchObject({
      statusCode: 415,
    });
    const truncated = (await makeImage("png", 400, 300)).subarray(0, 200).toString("base64");
    await expect(loadImage(owner, { imageBase64: truncated }, { normalise: false })).rejects.toMatchObject({
      statusCode: 415,
    });
  });
});
