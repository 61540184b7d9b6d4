import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAi, startFakeOpenAi } from "../../../../tests/support/fake-openai";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import { socialMediaPosts, uploads, users } from "../../db/schema";

/** The whole app on the openai engine, talking to a local server that speaks OpenAI's protocol. */
let fake: FakeOpenAi;
let t: TestApp;
let imageBase64: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_API_KEY: "sk-test",
    AI_TEXT_MODEL: "gpt-4o-mini",
    AI_IMAGE_MODEL: "gpt-image-1",
    AI_TIMEOUT_MS: "2000",
  });
  imageBase64 = (
    await sharp({ create: { width: 800, height: 600, channels: 3, background: "#9caf88" } })
      .jpeg()
      .toBuffer()
  ).toString("base64");
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const post = (url: string, user: SignedUpUser, payload: object) =>
  t.app.inject({ method: "POST", url, payload, headers: { cookie: user.cookie } });
const usedBy = async (user: SignedUpUser) =>
  (await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.socialMediaGenerationsUsed;

describe("openai engine through the app", () => {
  it("stores the model's posts, normalised, with the engine name", async () => {
    const user = await signUp(t.app);
    fake.enqueue({
      kind: "chat",
      content: JSON.stringify({
        posts: {
          instagram: "Sage green and made to last 🌿 #a #b #c #d #e #f #g",
          twitter: "Sage green mug. #mug",
        },
        hashtags: ["#mug", "sage green", "#mug"],
        suggestedSchedule: "Tue 11am",
      }),
    });
    const reply = await post("/api/social-media/generate", user, {
      imageBase64,
      selectedPlatforms: ["instagram", "twitter"],
    });
    expect(reply.statusCode).toBe(200);
    const result = reply.json();
    expect(result.engine).toBe("openai:gpt-4o-mini");
    expect(result.platforms.instagram.caption).toBe("Sage green and made to last 🌿 #a #b #c #d #e");
    expect(result.hashtags).toEqual(["#mug", "#sagegreen"]);
    const [row] = await t.database.db
      .select()
      .from(socialMediaPosts)
      .where(eq(socialMediaPosts.id, result.id));
    expect(row?.engine).toBe("openai:gpt-4o-mini");
    expect(await usedBy(user)).toBe(1);
  });

  it("answers 502 with a clear message when the model fails, and gives the quota back", async () => {
    const user = await signUp(t.app);
    fake.enqueue({ kind: "chat", content: "I'm sorry, I can't help with that." });
    const reply = await post("/api/social-media/generate", user, {
      imageBase64,
      selectedPlatforms: ["facebook"],
    });
    expect(reply.statusCode).toBe(502);
    expect(reply.json()).toEqual({
      message: "The AI writer returned an answer we couldn't use. Please try again.",
      code: "bad_gateway",
    });
    expect(await usedBy(user)).toBe(0);
  });

  it("makes a product image for a Pro user and stores it as their upload", async () => {
    const user = await signUp(t.app);
    await t.database.db.update(users).set({ subscriptionStatus: "active" }).where(eq(users.id, user.id));
    const png = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    fake.enqueue({ kind: "images", b64: png.toString("base64") });
    const reply = await post("/api/ai/generate-product-image", user, {
      productContext: { productType: "Mug", color: "sage green" },
      customPrompt: "a speckled stoneware mug",
    });
    expect(reply.statusCode).toBe(200);
    const { url, objectPath } = reply.json();
    expect(url).toBe(objectPath);
    expect(objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    const request = fake.requests.at(-1);
    expect(request?.path).toBe("/v1/images/generations");
    expect(request?.body).toMatchObject({ model: "gpt-image-1", n: 1, size: "1024x1024" });
    expect(String(request?.body.prompt)).toContain("sage green mug");
    expect(String(request?.body.prompt)).toContain('"a speckled stoneware mug"');

    const image = await t.app.inject({ method: "GET", url: objectPath, headers: { cookie: user.cookie } });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\//);
    const [upload] = await t.database.db.select().from(uploads).where(eq(uploads.ownerId, user.id));
    expect(upload).toBeDefined();
    // The listing page can use the AI image like any upload (it sends the absolute URL it shows).
    const etsy = {
      title: "Sage Green Speckled Stoneware Mug",
      description: "A speckled stoneware mug.",
      tags: ["stoneware mug"],
      suggestedPrice: "28",
      category: "Home & Living > Kitchen & Dining > Drink & Barware > Drinkware > Mugs",
      bulletPoints: [],
      seoTitle: "",
      seoDescription: "",
    };
    fake.enqueue({ kind: "chat", content: JSON.stringify({ listings: { etsy } }) });
    const listing = await post("/api/product-listings/generate", user, {
      imageUrl: `http://localhost${objectPath}`,
      selectedPlatforms: ["etsy"],
      productType: "Mug",
    });
    expect(listing.statusCode).toBe(200);
    expect(listing.json().imagePath).toBe(objectPath);
    expect(listing.json().platforms.etsy.suggestedPrice).toBe("$28.00");
  });

  it("reports an image service failure as 502", async () => {
    const user = await signUp(t.app);
    await t.database.db.update(users).set({ subscriptionStatus: "active" }).where(eq(users.id, user.id));
    fake.enqueue({
      kind: "status",
      status: 400,
      body: {
        error: {
          message: "Your request was rejected by the safety system.",
          type: "image_generation_user_error",
          code: "moderation_blocked",
        },
      },
    });
    const reply = await post("/api/ai/generate-product-image", user, {
      productContext: { productType: "Mug" },
    });
    expect(reply.statusCode).toBe(502);
    expect(reply.json().message).toMatch(/upload your own photo/);
  });
});
