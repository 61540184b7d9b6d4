/**
 * Generation latency through the real app over HTTP, for a 1600×1200 product photo sent inline:
 *   1. builtin engine, all six social platforms (image checks, the small decode the analysis reads,
 *      analysis, writing, normalising the text, storing) — median and p95; the issue-18 figure;
 *   2. the same for a 12 MP phone photo (4032×3024), what most uploads are;
 *   3. the openai engine against a local fake model that answers at once — the app's own
 *      overhead on that path (the 1024 px copy it reads, prompt building, JSON schema,
 *      validation, storing) — median, p95.
 *
 *   npm run bench:generation            # PGlite
 *   DATABASE_URL=postgres://... npm run bench:generation
 *   BENCH_RUNS=50 npm run bench:generation
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { socialPlatforms } from "../src/domain/platforms";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { rateLimitBuckets, users } from "../src/server/db/schema";
import { startFakeOpenAi } from "../tests/support/fake-openai";

const runs = Number(process.env.BENCH_RUNS ?? 30);

async function photo(width = 1600, height = 1200, grain = 0.8): Promise<string> {
  // A textured photo-like image (noise + a product shape), so JPEG decoding does real work. More
  // blur (grain) for the phone photo keeps it near a phone JPEG's 3–5 MB, under the 10 MB cap.
  const noise = await sharp(
    Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 2654435761) % 251)),
    {
      raw: { width, height, channels: 3 },
    },
  )
    .blur(grain)
    .png()
    .toBuffer();
  const product = await sharp({
    create: {
      width: Math.round(width * 0.375),
      height: Math.round(height * 0.58),
      channels: 3,
      background: "#c8643c",
    },
  })
    .png()
    .toBuffer();
  const jpeg = await sharp(noise)
    .composite([{ input: product, gravity: "center" }])
    .jpeg({ quality: 88 })
    .toBuffer();
  return jpeg.toString("base64");
}

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `median ${at(0.5).toFixed(1)} ms   p95 ${at(0.95).toFixed(1)} ms   (n=${sorted.length})`;
}

async function measure(env: Record<string, string>, imageBase64: string): Promise<number[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "studio-bench-gen-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    DATABASE_URL: process.env.DATABASE_URL ?? "",
    ...env,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(dataDir, "db") });
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `bench.${Date.now()}@example.com`, password: "bench-password" }),
  });
  const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { id } = (await registered.json()) as { id: string };
  await database.db.update(users).set({ subscriptionStatus: "active" }).where(eq(users.id, id));

  const body = JSON.stringify({
    businessType: "E-commerce store",
    brand: "Clay & Co",
    targetAudience: "Young adults (18-30)",
    tone: "Friendly",
    campaignGoal: "Boost sales",
    productUrl: "https://clayandco.shop/mug",
    additionalContext: "Hand-thrown in small batches.",
    selectedPlatforms: [...socialPlatforms],
    imageBase64,
  });
  const samples: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    // The per-user generation rate limit would stop a long run; it is not what is measured here.
    await database.db.delete(rateLimitBuckets);
    const started = performance.now();
    const reply = await fetch(`${base}/api/social-media/generate`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body,
    });
    if (reply.status !== 200) throw new Error(`generate failed: ${reply.status} ${await reply.text()}`);
    await reply.arrayBuffer();
    if (i >= 3) samples.push(performance.now() - started); // the first runs warm up JIT and caches
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  return samples;
}

async function main(): Promise<void> {
  const imageBase64 = await photo();
  console.log(
    `POST /api/social-media/generate, 6 platforms, 1600×1200 JPEG (${Math.round((imageBase64.length * 3) / 4 / 1024)} KB), database ${process.env.DATABASE_URL ? "postgres" : "pglite"}`,
  );
  console.log(`builtin engine            ${stats(await measure({}, imageBase64))}`);
  const phonePhoto = await photo(4032, 3024, 1.2);
  console.log(
    `builtin engine, 12 MP     ${stats(await measure({}, phonePhoto))}   (4032×3024 JPEG, ${Math.round((phonePhoto.length * 3) / 4 / 1024)} KB)`,
  );

  const fake = await startFakeOpenAi();
  const answer = JSON.stringify({
    posts: Object.fromEntries(
      socialPlatforms.map((platform) => [platform, `A ${platform} post about our terracotta mug. #pottery`]),
    ),
    hashtags: ["#pottery", "#handmade", "#mug"],
    suggestedSchedule: "Instagram: Tue 11am",
  });
  fake.fallback = { kind: "chat", content: answer };
  const openai = await measure({ OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: "sk-bench" }, imageBase64);
  console.log(
    `openai engine, fake model ${stats(openai)}   (the model itself answers in ~0 ms: this is the app's overhead)`,
  );
  await fake.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
