/**
 * History's search at a busy seller's scale (issue 32): one user with 2,000 social posts and 2,000
 * listing generations (three marketplaces each, 6,000 rows), beside 20 other users with 200 of
 * each, searched with ILIKE over the existing columns (no migration, no text index). Prints the
 * median and slowest time of each query over BENCH_ROUNDS runs.
 *
 *   npx tsx bench/history-search.ts                                  # PGlite, in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/history-search.ts
 *
 * On Postgres the tables are seeded in a fresh database of their own, dropped afterwards.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { ListingHistorySearch, SocialHistorySearch } from "../src/domain/history";
import { type DatabaseHandle, openDatabase } from "../src/server/db/client";
import { productListings, socialMediaPosts, users } from "../src/server/db/schema";
import { searchListingGenerations, searchSocialPosts } from "../src/server/modules/generation/history-query";

const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const serverUrl = process.env.DATABASE_URL ?? "";
const GENERATIONS = 2_000;
const OTHERS = 20;
const OTHERS_GENERATIONS = 200;
const products = [
  "Stoneware mug",
  "Wool scarf",
  "Oak cutting board",
  "Silver ring",
  "Linen tote",
  "Soy candle",
];

async function openBenchDatabase(): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  if (!serverUrl) return { handle: await openDatabase({}), dispose: async () => {} };
  const name = `history_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ databaseUrl: url.toString() }),
    dispose: async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

async function seedUser(handle: DatabaseHandle, generations: number): Promise<string> {
  const [user] = await handle.db
    .insert(users)
    .values({ email: `${randomUUID()}@example.com`, passwordHash: "x" })
    .returning({ id: users.id });
  const userId = user?.id ?? "";
  for (let start = 0; start < generations; start += 500) {
    const batch = Array.from({ length: Math.min(500, generations - start) }, (_, offset) => start + offset);
    await handle.db.insert(socialMediaPosts).values(
      batch.map((index) => ({
        userId,
        product: `${products[index % products.length]} ${index}`,
        brand: "Clay & Co",
        instagramCaption: `Meet our ${products[index % products.length]?.toLowerCase()}: made by hand, one at a time. ${"Details. ".repeat(20)}`,
        facebookPost: `New in the shop. ${"More words about it. ".repeat(15)}`,
        hashtags: ["#handmade", `#item${index}`],
        engine: "builtin",
        selectedPlatforms: ["instagram", "facebook"],
        language: index % 5 === 0 ? "es" : "en",
        createdAt: sql`now() - ${index}::int * interval '1 hour'`,
      })),
    );
    await handle.db.insert(productListings).values(
      batch.flatMap((index) => {
        const generationId = randomUUID();
        return ["etsy", "ebay", "shopify"].map((platform) => ({
          generationId,
          userId,
          platform,
          product: `${products[index % products.length]} ${index}`,
          title: `Handmade ${products[index % products.length]?.toLowerCase()} no. ${index} for ${platform}`,
          description: `A ${products[index % products.length]?.toLowerCase()}. ${"Careful description. ".repeat(40)}`,
          tags: ["handmade", "gift", `item${index}`],
          category: "Home & Living",
          imagePath: "inline",
          engine: "builtin",
          language: index % 5 === 0 ? "es" : "en",
          createdAt: sql`now() - ${index}::int * interval '1 hour'`,
        }));
      }),
    );
  }
  return userId;
}

async function time(label: string, run: () => Promise<unknown>): Promise<void> {
  const times: number[] = [];
  await run();
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const slowest = times.at(-1) ?? 0;
  console.log(`${label.padEnd(56)} median ${median.toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms`);
}

async function main(): Promise<void> {
  const { handle, dispose } = await openBenchDatabase();
  try {
    const seller = await seedUser(handle, GENERATIONS);
    for (let other = 0; other < OTHERS; other += 1) await seedUser(handle, OTHERS_GENERATIONS);
    console.log(
      `${serverUrl ? "Postgres" : "PGlite"}: a seller with ${GENERATIONS} posts and ${GENERATIONS} listing generations (${GENERATIONS * 3} rows), ${OTHERS} others with ${OTHERS_GENERATIONS} each; ${rounds} rounds`,
    );
    const social = (search: SocialHistorySearch) => () => searchSocialPosts(handle.db, seller, search);
    const listings = (search: ListingHistorySearch) => () =>
      searchListingGenerations(handle.db, seller, search);
    await time("posts: first page of 20, no filter", social({ limit: 20 }));
    await time("posts: q=scarf, page of 20", social({ q: "scarf", limit: 20 }));
    await time("posts: q=no-such-words (scans all)", social({ q: "no-such-words", limit: 20 }));
    await time(
      "posts: q=mug + language=es + platform=facebook",
      social({ q: "mug", language: "es", platform: "facebook", limit: 20 }),
    );
    const page = await searchSocialPosts(handle.db, seller, { limit: 20 });
    await time("posts: second page by cursor", social({ limit: 20, cursor: page.nextCursor ?? undefined }));
    await time("listings: first page of 20, no filter", listings({ limit: 20 }));
    await time("listings: q=scarf, page of 20", listings({ q: "scarf", limit: 20 }));
    await time("listings: q=no-such-words (scans all)", listings({ q: "no-such-words", limit: 20 }));
    await time(
      "listings: q=ring + platform=ebay + date range",
      listings({
        q: "ring",
        platform: "ebay",
        from: new Date(Date.now() - 30 * 86_400_000).toISOString(),
        limit: 20,
      }),
    );
    const first = await searchListingGenerations(handle.db, seller, { limit: 20 });
    await time(
      "listings: second page by cursor",
      listings({ limit: 20, cursor: first.nextCursor ?? undefined }),
    );
  } finally {
    await handle.close();
    await dispose();
  }
}

await main();
