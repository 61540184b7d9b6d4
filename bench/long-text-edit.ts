/**
 * Long-text edits against the real app (pen-test finding: one PATCH with a 150,000-space listing
 * title froze the event loop for 27 s). The server runs in a child process of its own (PGlite in
 * a temp DATA_DIR, builtin writer, 127.0.0.1) and measures its event loop delay with
 * perf_hooks.monitorEventLoopDelay; this process only sends requests, so building and sending
 * the big bodies never counts as server time. It signs up, makes one listing generation and one
 * social generation (a small JPEG from sharp), then sends:
 *   - PATCHes with 150,000-character titles, descriptions, captions and schedules of spaces and
 *     newlines: refused (400) by the schema caps;
 *   - PATCHes with every field at the largest size allowed, made of adversarial whitespace and
 *     punctuation: accepted (200) and normalised to each platform's rules.
 * It prints each request's status, latency and the server's worst loop delay during it, then the
 * max and p99 loop delay over all the edits (target: max < 100 ms), and stops.
 *
 *   npm run bench:long-text
 */
import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import twitter from "twitter-text";
import { LISTING_EDIT_LIMITS } from "../src/domain/listings";
import { socialRules } from "../src/domain/platform-rules";
import { marketplacePlatforms, socialPlatforms } from "../src/domain/platforms";
import {
  CAPTION_EDIT_MAX,
  HASHTAG_MAX_CHARS,
  MAX_REQUEST_HASHTAGS,
  SCHEDULE_MAX,
} from "../src/domain/social";

const TARGET_MAX_MS = 100;
const LONG = 150_000;
/** Fastify's default body limit (1 MiB) is what these routes take; bigger edits are split. */
const BODY_BYTES_MAX = 1_000_000;

type LoopStats = { maxMs: number; p99Ms: number; meanMs: number; samples: number };
type ToServer = { type: "reset" } | { type: "phase" } | { type: "report" } | { type: "stop" };
type FromServer =
  | { type: "ready"; base: string }
  | { type: "reset" }
  | { type: "phase" }
  | { type: "stop" }
  | { type: "report"; request: LoopStats; phase: LoopStats };

// ---------------------------------------------------------------------------------------------
// The server process.

async function serve(): Promise<void> {
  const { buildApp } = await import("../src/server/app");
  const { loadConfig } = await import("../src/server/config");
  const { openDatabase } = await import("../src/server/db/client");
  const dataDir = mkdtempSync(join(tmpdir(), "studio-bench-long-text-"));
  // PGlite in the temp directory, whatever DATABASE_URL the shell has.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", DATABASE_URL: "" });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(dataDir, "db") });
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: "127.0.0.1" });
  // 1 ms resolution: a delay shows up to within a millisecond or so. One histogram per request
  // (reset before each) and one for the whole edit phase.
  const request = monitorEventLoopDelay({ resolution: 1 });
  const phase = monitorEventLoopDelay({ resolution: 1 });
  request.enable();
  phase.enable();
  const send = (message: FromServer) => process.send?.(message);
  const ms = (ns: number) => ns / 1e6;
  const stats = (loop: typeof request): LoopStats => ({
    maxMs: ms(loop.max),
    p99Ms: ms(loop.percentile(99)),
    meanMs: ms(loop.mean),
    samples: loop.count,
  });
  // After reset() the histogram skips its next tick (Node 20 forgets the previous timestamp), so
  // a block that starts before that tick would go unrecorded: wait for one sample first.
  const freshStart = async (loop: typeof request) => {
    loop.reset();
    while (loop.count === 0) await new Promise((resolve) => setTimeout(resolve, 1));
  };
  process.on("message", async (message: ToServer) => {
    if (message.type === "reset") {
      await freshStart(request);
      send({ type: "reset" });
    } else if (message.type === "phase") {
      await freshStart(phase);
      send({ type: "phase" });
    } else if (message.type === "report") {
      send({ type: "report", request: stats(request), phase: stats(phase) });
    } else {
      request.disable();
      phase.disable();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      send({ type: "stop" });
      process.exit(0);
    }
  });
  send({ type: "ready", base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
}

// ---------------------------------------------------------------------------------------------
// The client process.

class Server {
  private waiting: ((message: FromServer) => void) | undefined;
  constructor(private child: ChildProcess) {
    child.on("message", (message: FromServer) => this.waiting?.(message));
  }
  ask<T extends FromServer["type"]>(message: ToServer, reply: T): Promise<Extract<FromServer, { type: T }>> {
    return new Promise((resolve) => {
      this.waiting = (answer) => {
        if (answer.type === reply) resolve(answer as Extract<FromServer, { type: T }>);
      };
      this.child.send(message);
    });
  }
}

/** `unit` repeated to exactly `length` characters. */
const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
/** A word, then adversarial filler up to `length` (what a stuck key or a paste of junk gives). */
const padded = (word: string, unit: string, length: number) => word + fill(unit, length - word.length);

const ADVERSARIAL = {
  spaces: " ",
  newlines: "\n",
  "space-newline": " \n",
  "blank lines": "\n \n ",
  "mixed whitespace": " \t\u00a0\u2003\r\n",
  ampersands: " & ",
  "commas and dashes": ", – ",
  "glued hashtags": "#x#y",
  "dotted text": "a.",
} as const;

interface Result {
  label: string;
  status: number;
  expected: number;
  ms: number;
  loop: LoopStats;
  bytes: number;
  note?: string;
}

async function main(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: "server" },
    execArgv: process.execArgv,
  });
  const server = new Server(child);
  const { base } = await new Promise<Extract<FromServer, { type: "ready" }>>((resolve) =>
    child.once("message", (message: FromServer) => message.type === "ready" && resolve(message)),
  );

  const results: Result[] = [];
  let cookie = "";
  let phaseStats: LoopStats | undefined;
  async function request(
    label: string,
    method: string,
    path: string,
    body: unknown,
    expected: number,
    check?: (reply: unknown) => string | undefined,
  ): Promise<unknown> {
    const text = JSON.stringify(body);
    await server.ask({ type: "reset" }, "reset");
    const started = performance.now();
    const reply = await fetch(`${base}${path}`, {
      method,
      headers: { "content-type": "application/json", cookie },
      body: text,
    });
    const answer = await reply.text();
    const ms = performance.now() - started;
    const report = await server.ask({ type: "report" }, "report");
    const loop = report.request;
    phaseStats = report.phase;
    if (!cookie) cookie = (reply.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const parsed = answer ? JSON.parse(answer) : undefined;
    const note =
      reply.status !== expected
        ? answer.slice(0, 160)
        : reply.status < 300
          ? check?.(parsed)
          : parsed?.message;
    results.push({ label, status: reply.status, expected, ms, loop, bytes: Buffer.byteLength(text), note });
    return parsed;
  }

  // Setup: an account, one listing generation and one social generation with the builtin writer.
  const imageBase64 = (
    await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c8643c" } })
      .jpeg()
      .toBuffer()
  ).toString("base64");
  await request(
    "sign up",
    "POST",
    "/api/auth/register",
    {
      email: `bench.long.${Date.now()}@example.com`,
      password: "bench-password",
    },
    201,
  );
  const listing = (await request(
    "generate listings (6 marketplaces)",
    "POST",
    "/api/product-listings/generate",
    {
      productType: "Mug",
      materials: "Ceramic",
      color: "terracotta",
      selectedPlatforms: [...marketplacePlatforms],
      imageBase64,
    },
    200,
  )) as { id: string; platforms: Record<string, Record<string, unknown>> };
  const social = (await request(
    "generate social (6 platforms)",
    "POST",
    "/api/social-media/generate",
    {
      brand: "Clay & Co",
      product: "Stoneware mug",
      productUrl: "https://clayandco.shop/mug",
      selectedPlatforms: [...socialPlatforms],
      imageBase64,
    },
    200,
  )) as { id: string };
  const setupCount = results.length;
  await server.ask({ type: "phase" }, "phase");

  const listingPath = `/api/product-listings/${listing.id}`;
  const socialPath = `/api/social-media/posts/${social.id}`;
  const etsy = listing.platforms.etsy ?? {};

  // 150,000-character edits: over every cap, refused before any normalising.
  for (const [name, unit] of [
    ["spaces", " "],
    ["spaces and newlines", " \n"],
  ] as const) {
    const long = fill(unit, LONG);
    await request(
      `listing title, 150k ${name}`,
      "PATCH",
      listingPath,
      { platforms: { etsy: { ...etsy, title: long } } },
      400,
    );
    await request(
      `listing description, 150k ${name}`,
      "PATCH",
      listingPath,
      { platforms: { etsy: { ...etsy, description: long } } },
      400,
    );
    await request(
      `listing tag, 150k ${name}`,
      "PATCH",
      listingPath,
      { platforms: { etsy: { ...etsy, tags: [long] } } },
      400,
    );
    await request(
      `instagram caption, 150k ${name}`,
      "PATCH",
      socialPath,
      { platforms: { instagram: { caption: long } } },
      400,
    );
    await request(`schedule, 150k ${name}`, "PATCH", socialPath, { suggestedSchedule: long }, 400);
  }

  // The largest edits allowed, of adversarial filler: accepted and normalised.
  const E = LISTING_EDIT_LIMITS;
  for (const [name, unit] of Object.entries(ADVERSARIAL)) {
    const edit = {
      title: padded("Terracotta Mug", unit, E.title),
      description: padded("A hand-thrown mug.", unit, E.description),
      tags: Array.from({ length: E.tags }, (_, i) => padded(`mug ${i}`, unit, E.tagChars)),
      suggestedPrice: padded("24.99", unit, E.price),
      category: padded("Mugs", unit, E.category),
      bulletPoints: Array.from({ length: E.bulletPoints }, () =>
        padded("Dishwasher safe", unit, E.bulletPointChars),
      ),
      seoTitle: padded("Terracotta Mug", unit, E.seoTitle),
      seoDescription: padded("A hand-thrown mug.", unit, E.seoDescription),
    };
    // As many marketplaces per request as the body limit allows.
    const one = Buffer.byteLength(JSON.stringify(edit));
    const perRequest = Math.max(1, Math.floor(BODY_BYTES_MAX / one));
    for (let start = 0; start < marketplacePlatforms.length; start += perRequest) {
      const group = marketplacePlatforms.slice(start, start + perRequest);
      await request(
        `listing, ${group.length} marketplace(s), every field at max, ${name}`,
        "PATCH",
        listingPath,
        { platforms: Object.fromEntries(group.map((platform) => [platform, edit])) },
        200,
        (reply) => {
          const platforms = (reply as { platforms: Record<string, { title: string; description: string }> })
            .platforms;
          const titles = group.map((platform) => platforms[platform]?.title ?? "");
          return `title ${JSON.stringify(titles[0]?.slice(0, 40))}, description ${platforms[group[0] ?? "etsy"]?.description.length} chars`;
        },
      );
    }

    const captions = Object.fromEntries(
      socialPlatforms.map((platform) => [
        platform,
        { caption: padded("Meet our mug #pottery", unit, CAPTION_EDIT_MAX) },
      ]),
    );
    const body = {
      platforms: captions,
      hashtags: Array.from({ length: MAX_REQUEST_HASHTAGS }, (_, i) =>
        padded(`tag${i}`, unit.replace(/\s/g, "_"), HASHTAG_MAX_CHARS),
      ),
      suggestedSchedule: padded("Tue 11am", unit, SCHEDULE_MAX),
    };
    const bytes = Buffer.byteLength(JSON.stringify(body));
    const groups =
      bytes > BODY_BYTES_MAX ? socialPlatforms.map((platform) => [platform]) : [[...socialPlatforms]];
    for (const group of groups) {
      await request(
        `social, ${group.length} caption(s) of ${CAPTION_EDIT_MAX} + schedule + 30 tags, ${name}`,
        "PATCH",
        socialPath,
        { ...body, platforms: Object.fromEntries(group.map((platform) => [platform, captions[platform]])) },
        200,
        (reply) => {
          const platforms = (reply as { platforms: Record<string, { caption: string }> }).platforms;
          const over = group.filter((platform) => {
            const caption = platforms[platform]?.caption ?? "";
            const rule = socialRules[platform];
            const length = rule.weighted ? twitter.parseTweet(caption).weightedLength : caption.length;
            return length > rule.maxChars;
          });
          return over.length
            ? `OVER THE LIMIT: ${over.join(", ")}`
            : "every caption within its platform's limit";
        },
      );
    }
  }

  await server.ask({ type: "stop" }, "stop");

  const pad = (text: string, width: number) => text.padEnd(width).slice(0, width);
  console.log(
    `Long-text edits, builtin writer, PGlite, server in its own process (loop delay resolution 1 ms)\n`,
  );
  console.log(`${pad("request", 78)} status  latency   loop max  body`);
  const line = (r: Result) =>
    console.log(
      `${pad(r.label, 78)} ${String(r.status).padStart(3)}${r.status === r.expected ? " " : "!"}  ${r.ms.toFixed(1).padStart(7)} ms ${r.loop.maxMs.toFixed(1).padStart(7)} ms  ${(r.bytes / 1024).toFixed(0).padStart(5)} KB${r.note ? `  ${r.note.slice(0, 110)}` : ""}`,
    );
  console.log("setup");
  results.slice(0, setupCount).forEach(line);
  console.log("edits");
  const edits = results.slice(setupCount);
  edits.forEach(line);

  const worst = Math.max(...edits.map((r) => r.loop.maxMs));
  const unexpected = results.filter((r) => r.status !== r.expected);
  const phaseMax = phaseStats?.maxMs ?? Number.NaN;
  console.log(
    `\nevent loop delay over the whole edit phase (${edits.length} edits, ${phaseStats?.samples} samples): ` +
      `max ${phaseMax.toFixed(1)} ms, p99 ${phaseStats?.p99Ms.toFixed(1)} ms, mean ${phaseStats?.meanMs.toFixed(2)} ms` +
      `   target max < ${TARGET_MAX_MS} ms: ${Math.max(phaseMax, worst) < TARGET_MAX_MS ? "met" : "MISSED"}`,
  );
  console.log(`worst single request: ${worst.toFixed(1)} ms`);
  const setupMax = Math.max(...results.slice(0, setupCount).map((r) => r.loop.maxMs));
  console.log(`event loop delay during setup (sign-up, two generations): max ${setupMax.toFixed(1)} ms`);
  console.log(
    unexpected.length ? `${unexpected.length} unexpected status(es): marked "!"` : "every status as expected",
  );
  process.exitCode = unexpected.length ? 1 : 0;
}

if (process.env.BENCH_ROLE === "server") {
  serve().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
