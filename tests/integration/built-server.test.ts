import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltProject, makeBuiltProject } from "../support/built-project";

/**
 * Issue 31: the built server (dist/server/main.js, what `npm start` and the container run) finds
 * everything it reads at run time from its own location, whatever the working directory: the
 * migrations (or it would not start), dist/client's prerendered pages, and the builtin writer's
 * lexicon and vocabulary (read at the first generation). Started here with plain node from a
 * folder outside the project, as a process manager or `docker run -w` might: on PGlite, and on
 * PostgreSQL (a database of its own) when the suite runs there.
 */
const work = mkdtempSync(join(tmpdir(), "studio-built-"));
let project: BuiltProject;
let server: ChildProcess | undefined;
/** Empty on PGlite; on PostgreSQL a new database's URL, dropped after. */
let databaseUrl = "";

beforeAll(async () => {
  project = await makeBuiltProject(join(work, "project"));
  if (process.env.TEST_DB === "postgres") databaseUrl = await createDatabase();
});

afterAll(async () => {
  server?.kill("SIGKILL");
  if (databaseUrl) await dropDatabase(databaseUrl);
  rmSync(work, { recursive: true, force: true });
});

describe("the built server", () => {
  it("starts with plain node from another folder and serves health, a prerendered page and a generation", async () => {
    const elsewhere = join(work, "elsewhere");
    mkdirSync(elsewhere);
    const started = await start(project.entry, elsewhere);
    server = started.child;
    const { origin } = started;

    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", db: "ok" });

    const page = await fetch(`${origin}${project.prerenderedPath}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(project.marker);

    const register = await fetch(`${origin}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "built@example.com", password: "a-good-password" }),
    });
    expect(register.status).toBe(201);
    const cookie = register.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const generation = await fetch(`${origin}/api/social-media/generate`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({
        businessType: "Handmade crafts",
        brand: "Clay & Co",
        additionalContext: "A hand-thrown terracotta mug with a matte glaze.",
        selectedPlatforms: ["instagram"],
        imageBase64: (await terracottaPhoto()).toString("base64"),
      }),
    });
    const result = (await generation.json()) as {
      engine?: string;
      platforms?: Record<string, { caption: string }>;
    };
    expect(generation.status, JSON.stringify(result)).toBe(200);
    expect(result.engine).toBe("builtin");
    expect(result.platforms?.instagram?.caption).toMatch(/mug/i);

    server.kill("SIGTERM");
    expect(await started.exited).toBe(0);
  }, 120_000);
});

async function start(
  entry: string,
  cwd: string,
): Promise<{ child: ChildProcess; origin: string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, [entry], {
    cwd,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: join(work, "data"),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "info",
      SESSION_SECRET: "built-server-test-secret-0123456789-abcdef",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let output = "";
  const origin = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then((code) => reject(new Error(`the built server exited early (${code}): ${output}`)));
  });
  return { child, origin, exited };
}

async function createDatabase(): Promise<string> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB=postgres needs DATABASE_URL");
  const name = `studio_built_${randomBytes(6).toString("hex")}`;
  await asAdmin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await asAdmin(process.env.DATABASE_URL as string, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function asAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A terracotta product on white: something real for the image analysis to see. */
async function terracottaPhoto(): Promise<Buffer> {
  const product = await sharp({ create: { width: 500, height: 500, channels: 3, background: "#c8643c" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1000, height: 800, channels: 3, background: "#ffffff" } })
    .composite([{ input: product, gravity: "center" }])
    .jpeg()
    .toBuffer();
}
