import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAi, startFakeOpenAi } from "../../../../tests/support/fake-openai";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import { socialRules } from "../../../domain/platform-rules";
import { measureLength } from "../../../domain/text-length";
import { socialMediaPosts, uploads, users } from "../../db/schema";
import { countHashtagsInText, priceToCents } from "./normalise";

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
      // A brief that names something: an empty one is refused before any writer (brief-screen.ts).
      product: "sage green ceramic mug",
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
      // A brief that names something: an empty one is refused before any writer (brief-screen.ts).
      product: "sage green ceramic mug",
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
    expect(listing.json().platforms.etsy.priceGuide).toMatchObject({ own: false, sure: true });

    // The model's price is held to the same band as the builtin writer's, and says where it comes from.
    fake.enqueue({
      kind: "chat",
      content: JSON.stringify({ listings: { etsy: { ...etsy, suggestedPrice: "900" } } }),
    });
    const dear = (
      await post("/api/product-listings/generate", user, {
        imageUrl: `http://localhost${objectPath}`,
        selectedPlatforms: ["etsy"],
        productType: "Mug",
      })
    ).json().platforms.etsy;
    expect(dear.priceGuide.basis).toMatch(/mug/);
    expect(priceToCents(dear.suggestedPrice)).toBeLessThanOrEqual(priceToCents(dear.priceGuide.high) ?? 0);
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

/** A model's social answer with these captions (the app asks for instagram and twitter below). */
const postsAnswer = (instagram: string, twitter: string, hashtags: string[]) => ({
  kind: "chat" as const,
  content: JSON.stringify({ posts: { instagram, twitter }, hashtags, suggestedSchedule: "Tue 11am" }),
});

describe("openai engine: the language of the reply", () => {
  const english = postsAnswer(
    "Meet our sage green mug, thrown by hand in small batches in our little studio. The glaze catches the morning light beautifully. #pottery",
    "A sage green mug made by hand, ready for your slow Sunday coffee and a quiet moment. #pottery",
    ["#pottery"],
  );
  const spanish = postsAnswer(
    "Conoce nuestra taza verde salvia, hecha a mano en pequeños lotes en nuestro taller. El esmalte atrapa la luz de la mañana. #cerámica",
    "Una taza verde salvia hecha a mano, lista para tu café tranquilo del domingo. #cerámica",
    ["#cerámica", "#hechoamano"],
  );
  const request = {
    // Every fact the model's captions state is in the brief (the grounding pass drops the rest).
    product: "taza de cerámica verde salvia hecha a mano en pequeños lotes",
    imageBase64: "",
    selectedPlatforms: ["instagram", "twitter"],
    language: "es",
  };

  it("asks again after a reply in the wrong language, then stores the right one and charges once", async () => {
    const user = await signUp(t.app);
    fake.enqueue(english, spanish);
    const before = fake.requests.length;
    const reply = await post("/api/social-media/generate", user, { ...request, imageBase64 });
    expect(reply.statusCode).toBe(200);
    const result = reply.json();
    expect(fake.requests.length - before).toBe(2);
    expect(result.language).toBe("es");
    expect(result.platforms.instagram.caption).toContain("Conoce nuestra taza");
    expect(result.hashtags).toEqual(["#cerámica", "#hechoamano"]);
    const [row] = await t.database.db
      .select()
      .from(socialMediaPosts)
      .where(eq(socialMediaPosts.id, result.id));
    expect(row?.language).toBe("es");
    expect(await usedBy(user)).toBe(1);
  });

  it("refuses a second reply in the wrong language with a clear 502, and charges nothing", async () => {
    const user = await signUp(t.app);
    fake.enqueue(english, english);
    const reply = await post("/api/social-media/generate", user, { ...request, imageBase64 });
    expect(reply.statusCode).toBe(502);
    expect(reply.json()).toEqual({
      message:
        "The AI writer answered in English instead of Spanish twice. Nothing was charged — please try again.",
      code: "bad_gateway",
    });
    expect(await usedBy(user)).toBe(0);
    const rows = await t.database.db
      .select()
      .from(socialMediaPosts)
      .where(eq(socialMediaPosts.userId, user.id));
    expect(rows).toEqual([]);
  });
});

describe("openai engine: platform rules in every script", () => {
  // A real model's posts for a ceramic mug, in each language, with hashtags in its own script.
  const japaneseX =
    "小さな工房で一つずつ手作りした陶器のマグカップができあがりました。やさしいセージグリーンの釉薬は、朝の光の当たり方で表情が変わります。持ち手は指にしっくりなじむように、何度も形を見直しました。静かな日曜日の朝、お気に入りのコーヒーを注いで、ゆっくりとした時間をお過ごしください。数に限りがありますので、気になる方はお早めにどうぞ。 #陶器 #マグカップ";
  const samples = [
    {
      language: "ja",
      answer: postsAnswer(
        "朝のコーヒーが、もっと楽しみになる。☕\n\n小さな工房で一つずつ手作りした陶器のマグカップです。やさしいセージグリーンの釉薬は、光の当たり方で表情が変わります。\n\n詳しくはプロフィールのリンクから。\n\n#陶器 #マグカップ #手作り #うつわ #コーヒーのある暮らし #器好き #ハンドメイド",
        japaneseX,
        ["#陶器", "#マグカップ", "#手作り", "#うつわ"],
      ),
      instagram:
        "朝のコーヒーが、もっと楽しみになる。☕\n\n小さな工房で一つずつ手作りした陶器のマグカップです。やさしいセージグリーンの釉薬は、光の当たり方で表情が変わります。\n\n詳しくはプロフィールのリンクから。\n\n#陶器 #マグカップ #手作り #うつわ #コーヒーのある暮らし",
      hashtags: ["#陶器", "#マグカップ", "#手作り", "#うつわ"],
    },
    {
      language: "ar",
      answer: postsAnswer(
        "قهوة الصباح تستحق كوبًا يليق بها ☕\n\nكوب من الخزف مصنوع يدويًا في ورشتنا الصغيرة، بلون أخضر هادئ يلتقط ضوء الصباح. كل قطعة فريدة بتفاصيلها.\n\nالرابط في السيرة الذاتية.\n\n#مج #خزف #صناعة_يدوية #قهوة",
        "كوب خزفي مصنوع يدويًا بلون أخضر هادئ، مثالي لقهوة الصباح. #مج #خزف",
        ["#مج", "#خزف", "#صناعة_يدوية", "#قهوة"],
      ),
      instagram:
        "قهوة الصباح تستحق كوبًا يليق بها ☕\n\nكوب من الخزف مصنوع يدويًا في ورشتنا الصغيرة، بلون أخضر هادئ يلتقط ضوء الصباح. كل قطعة فريدة بتفاصيلها.\n\nالرابط في السيرة الذاتية.\n\n#مج #خزف #صناعة_يدوية #قهوة",
      twitter: "كوب خزفي مصنوع يدويًا بلون أخضر هادئ، مثالي لقهوة الصباح. #مج #خزف",
      hashtags: ["#مج", "#خزف", "#صناعة_يدوية", "#قهوة"],
    },
    {
      language: "hi",
      answer: postsAnswer(
        "सुबह की कॉफी अब और भी खास ☕\n\nहमारे छोटे से स्टूडियो में हाथ से बना यह सिरेमिक मग, हल्के हरे ग्लेज़ के साथ। हर मग थोड़ा अलग है, बिल्कुल आपकी तरह।\n\nलिंक बायो में है।\n\n#मग #हस्तनिर्मित #सिरेमिक #कॉफ़ी",
        "हाथ से बना सिरेमिक मग, सुबह की कॉफी के लिए एकदम सही। #मग #हस्तनिर्मित",
        ["#मग", "#हस्तनिर्मित", "#सिरेमिक", "#कॉफ़ी"],
      ),
      instagram:
        "सुबह की कॉफी अब और भी खास ☕\n\nहमारे छोटे से स्टूडियो में हाथ से बना यह सिरेमिक मग, हल्के हरे ग्लेज़ के साथ। हर मग थोड़ा अलग है, बिल्कुल आपकी तरह।\n\nलिंक बायो में है।\n\n#मग #हस्तनिर्मित #सिरेमिक #कॉफ़ी",
      twitter: "हाथ से बना सिरेमिक मग, सुबह की कॉफी के लिए एकदम सही। #मग #हस्तनिर्मित",
      hashtags: ["#मग", "#हस्तनिर्मित", "#सिरेमिक", "#कॉफ़ी"],
    },
  ];

  it.each(samples)(
    "keeps every rule for a $language reply, its own-script hashtags whole",
    async (sample) => {
      const user = await signUp(t.app);
      fake.enqueue(sample.answer);
      const reply = await post("/api/social-media/generate", user, {
        product: "sage green ceramic mug",
        imageBase64,
        selectedPlatforms: ["instagram", "twitter"],
        language: sample.language,
      });
      expect(reply.statusCode).toBe(200);
      const result = reply.json();
      expect(result.language).toBe(sample.language);
      for (const platform of ["instagram", "twitter"] as const) {
        const caption: string = result.platforms[platform].caption;
        expect(measureLength(platform, caption)).toBeLessThanOrEqual(socialRules[platform].maxChars);
        expect(countHashtagsInText(caption)).toBeLessThanOrEqual(socialRules[platform].maxHashtags);
      }
      // Text in its own script comes back as the model wrote it (only the sixth and seventh
      // Instagram hashtags go: the cap is five).
      expect(result.platforms.instagram.caption).toBe(sample.instagram);
      if (sample.twitter) expect(result.platforms.twitter.caption).toBe(sample.twitter);
      expect(result.hashtags).toEqual(sample.hashtags);
      expect(measureLength("twitter", result.platforms.twitter.caption)).toBeLessThanOrEqual(
        socialRules.twitter.maxChars,
      );
    },
  );

  it("trims a Japanese X post that X counts as too long (CJK counts twice)", async () => {
    expect(Array.from(japaneseX).length).toBeLessThan(280);
    expect(measureLength("twitter", japaneseX)).toBeGreaterThan(280);
    const user = await signUp(t.app);
    fake.enqueue({
      kind: "chat",
      content: JSON.stringify({
        posts: { twitter: japaneseX },
        hashtags: ["#陶器"],
        suggestedSchedule: "火曜 11時",
      }),
    });
    const reply = await post("/api/social-media/generate", user, {
      // A brief that names something: an empty one is refused before any writer (brief-screen.ts).
      product: "sage green ceramic mug",
      imageBase64,
      selectedPlatforms: ["twitter"],
      language: "ja",
    });
    expect(reply.statusCode).toBe(200);
    const caption: string = reply.json().platforms.twitter.caption;
    expect(measureLength("twitter", caption)).toBeLessThanOrEqual(280);
    expect(measureLength("twitter", caption)).toBeGreaterThan(250);
    expect(caption.endsWith("…")).toBe(true);
    expect(japaneseX.startsWith(caption.slice(0, -1))).toBe(true);
  });
});
