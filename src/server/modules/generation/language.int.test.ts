import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan, uploadAs } from "../../../../tests/support/access-fixtures";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import { builtinLanguages, languageCodes } from "../../../domain/languages";
import { bulkJobs, usageEvents } from "../../db/schema";
import { builtinWriterLanguages } from "../../providers/generation/builtin/builtin-provider";

/**
 * Output languages through the real routes, on the builtin engine: what /api/config offers, that
 * a language the builtin writer has no templates for is refused before anything is charged or
 * queued, and that the language is stored with the generation and shown in history.
 */
let t: TestApp;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  const product = await sharp({ create: { width: 500, height: 500, channels: 3, background: "#2f6b4f" } })
    .png()
    .toBuffer();
  photo = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: "#ffffff" } })
    .composite([{ input: product, gravity: "center" }])
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

function send(method: "GET" | "POST", url: string, user: SignedUpUser, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { cookie: user.cookie } });
}

async function eventsOf(user: SignedUpUser) {
  return t.database.db.select().from(usageEvents).where(eq(usageEvents.userId, user.id));
}

describe("output languages on the builtin engine", () => {
  it("offers exactly the languages the builtin writer has templates for, and all twenty with a model", async () => {
    const user = await signUp(t.app);
    const config = (await send("GET", "/api/config", user)).json();
    expect(config.languages.available).toEqual([...builtinLanguages]);
    expect(config.languages.byEngine.openai).toEqual([...languageCodes]);
    // The list the pages offer is the list the writer can write: no language promised in vain.
    expect(builtinWriterLanguages()).toEqual([...builtinLanguages]);
  });

  it("refuses a language it cannot write with a 400 naming `language`, before charging anything", async () => {
    const user = await signUp(t.app);
    const { objectPath } = await uploadAs(t, user, photo);
    for (const [url, body] of [
      ["/api/social-media/generate", { product: "stoneware mug", selectedPlatforms: ["instagram"] }],
      ["/api/product-listings/generate", { product: "stoneware mug", selectedPlatforms: ["etsy"] }],
    ] as const) {
      const reply = await send("POST", url, user, { ...body, imagePath: objectPath, language: "ja" });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toMatch(/Japanese isn't available yet: we can write in English/);
      expect(reply.json().issues).toEqual([expect.objectContaining({ path: ["language"] })]);
    }
    expect(await eventsOf(user)).toEqual([]);
    const usage = (await send("GET", "/api/usage-status", user)).json();
    expect(usage).toMatchObject({ socialMediaUsed: 0, productListingsUsed: 0 });
  });

  it("refuses an unknown language code as a validation error", async () => {
    const user = await signUp(t.app);
    const reply = await send("POST", "/api/social-media/generate", user, {
      product: "mug",
      imageBase64: photo.toString("base64"),
      language: "klingon",
    });
    expect(reply.statusCode).toBe(400);
    expect(await eventsOf(user)).toEqual([]);
  });

  it("refuses a bulk job in a language it cannot write when the job is created, not photo by photo", async () => {
    const pro = await signUp(t.app);
    await setPlan(t, pro.id, "pro");
    const { objectPath } = await uploadAs(t, pro, photo);
    const reply = await send("POST", "/api/bulk-jobs", pro, {
      kind: "social",
      context: {
        businessType: "ecommerce",
        brand: "Clay & Co",
        targetAudience: "Gift buyers",
        product: "stoneware mug",
        language: "ar",
      },
      images: [{ imagePath: objectPath, fileName: "mug.jpg" }],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/Arabic isn't available yet/);
    expect(await t.database.db.select().from(bulkJobs).where(eq(bulkJobs.userId, pro.id))).toEqual([]);
  });

  it("stores English when no language is given, and returns it with the result and in history", async () => {
    const user = await signUp(t.app);
    const { objectPath } = await uploadAs(t, user, photo);
    const reply = await send("POST", "/api/social-media/generate", user, {
      product: "stoneware mug",
      imagePath: objectPath,
      selectedPlatforms: ["instagram"],
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ language: "en", brandProfileId: null });
    const history = (await send("GET", "/api/social-media/posts", user)).json();
    expect(history[0]).toMatchObject({ id: reply.json().id, language: "en", brandProfileId: null });
  });
});
