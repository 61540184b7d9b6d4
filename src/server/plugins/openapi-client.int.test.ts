import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../../../tests/support/images";
import { createTestApp, latestMailToken, type TestApp, uniqueEmail } from "../../../tests/support/test-app";

/**
 * A script author's first hour, with the usual TypeScript tools: openapi-typescript generates the
 * types from the live document, openapi-fetch is the client, and a small script (below) signs up,
 * makes an API token and then makes README.md's first calls — upload URL, the photo's bytes, a
 * generation — through it. The script must type-check under strict settings, a misuse of the same
 * API must not (so the types are real, not `any`), and the calls must work against the real app
 * over HTTP.
 */

/** What the script author writes; `./api` is the generated file. */
const FIRST_CALLS = `import createClient from "openapi-fetch";
import type { paths } from "./api";

export interface Inbox {
  /** The token of the newest link e-mailed to an address. */
  linkToken(email: string): Promise<string>;
}

/** An account with a confirmed address and a personal API token (what /account → API tokens gives). */
export async function tokenFor(site: string, email: string, inbox: Inbox): Promise<string> {
  const api = createClient<paths>({ baseUrl: site });
  const registered = await api.POST("/api/auth/register", { body: { email, password: "a-good-password" } });
  if (!registered.data) throw new Error(\`register: \${registered.response.status}\`);
  const cookie = (registered.response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const confirmed = await api.POST("/api/auth/verify-email", { body: { token: await inbox.linkToken(email) } });
  if (!confirmed.data) throw new Error(\`verify: \${confirmed.response.status}\`);
  const created = await api.POST("/api/tokens", { body: { name: "My script" }, headers: { cookie } });
  if (!created.data) throw new Error(\`token: \${created.response.status}\`);
  return created.data.token;
}

/** README.md's "first call in 3 commands", through the generated client. */
export async function firstCalls(site: string, token: string, photo: Blob) {
  const api = createClient<paths>({ baseUrl: site, headers: { Authorization: \`Bearer \${token}\` } });
  // 1. Ask for an upload URL for the photo
  const upload = await api.POST("/api/objects/upload", { body: { contentType: "image/jpeg" } });
  if (!upload.data) throw new Error(\`upload URL: \${upload.response.status}\`);
  // 2. Send the photo's bytes to that URL (the URL itself is the permission: no token needed)
  const put = await fetch(upload.data.uploadURL, {
    method: "PUT",
    headers: { "Content-Type": "image/jpeg" },
    body: photo,
  });
  if (!put.ok) throw new Error(\`upload: \${put.status}\`);
  // 3. Make posts for two networks from it
  const generated = await api.POST("/api/social-media/generate", {
    body: {
      imagePath: upload.data.objectPath,
      product: "Speckled ceramic mug",
      brand: "Clay & Co",
      targetAudience: "Coffee lovers",
      selectedPlatforms: ["instagram", "twitter"],
    },
  });
  if (!generated.data) throw new Error(\`generate: \${generated.response.status} \${JSON.stringify(generated.error)}\`);
  const post = generated.data;
  return {
    id: post.id,
    instagram: post.platforms.instagram?.caption,
    twitter: post.platforms.twitter?.caption,
    hashtags: post.hashtags,
  };
}
`;

/** The same calls got wrong: each line must be a type error. */
const MISUSES = [
  `api.POST("/api/social-media/generate", { body: { selectedPlatforms: ["myspace"] } });`,
  `api.POST("/api/objects/upload", { body: { contentType: 42 } });`,
  `api.GET("/api/social-media/generate");`,
  `api.POST("/api/tokens", { body: {} });`,
];
const misuseScript = (line: string) => `import createClient from "openapi-fetch";
import type { paths } from "./api";
const api = createClient<paths>({ baseUrl: "http://localhost" });
${line}
`;

interface FirstCallsModule {
  tokenFor(
    site: string,
    email: string,
    inbox: { linkToken(email: string): Promise<string> },
  ): Promise<string>;
  firstCalls(
    site: string,
    token: string,
    photo: Blob,
  ): Promise<{ id: string; instagram?: string; twitter?: string; hashtags: string[] }>;
}

let t: TestApp;
let site: string;
/** Inside the repository (git-ignored .scratch/), so the scripts resolve openapi-fetch from node_modules. */
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  site = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  mkdirSync(resolve(".scratch"), { recursive: true });
  dir = mkdtempSync(join(resolve(".scratch"), "openapi-client-"));
  // The generator reads the document the running app serves, as `npx openapi-typescript <url>` would.
  const generated = astToString(await openapiTS(new URL("/api/openapi.json", site)));
  writeFileSync(join(dir, "api.ts"), generated);
  writeFileSync(join(dir, "first-calls.ts"), FIRST_CALLS);
  for (const [index, line] of MISUSES.entries())
    writeFileSync(join(dir, `misuse-${index}.ts`), misuseScript(line));
  // README.md's TypeScript example, as printed there, beside the file its first line generates.
  writeFileSync(join(dir, "studio-api.ts"), generated);
  writeFileSync(join(dir, "readme-example.ts"), `${readmeExample()}\nexport {};\n`);
});

function readmeExample(): string {
  const readme = readFileSync("README.md", "utf8");
  const block = /<!-- typed-client:start[^>]*-->\s*```ts\n([\s\S]*?)```\s*<!-- typed-client:end -->/.exec(
    readme,
  );
  if (!block?.[1]) throw new Error("README.md has no typed-client block");
  return block[1];
}
afterAll(async () => {
  await t.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The type errors of each file, as `tsc --strict --noEmit` would report them. */
function typeErrors(files: string[]): Map<string, string[]> {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2022,
    moduleDetection: ts.ModuleDetectionKind.Force,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
    types: ["node"],
    skipLibCheck: true,
  });
  const errors = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName ?? "";
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
    errors.get(file)?.push(text) ?? errors.set(file, [text]);
  }
  return errors;
}

describe("a typed client generated from /api/openapi.json (openapi-typescript + openapi-fetch)", () => {
  it("names every operation by its operationId", () => {
    const generated = readFileSync(join(dir, "api.ts"), "utf8");
    for (const id of ["createUploadUrl", "generateSocialPosts", "createApiToken", "uploadImageBytes"]) {
      expect(generated).toContain(`    ${id}: {`);
    }
    // The wildcard upload path has a parameter a generated client can pass.
    expect(generated).toContain('"/api/objects/local/{key}"');
  });

  it("type-checks the README's first calls and its TypeScript example, and refuses the same calls got wrong", () => {
    const script = join(dir, "first-calls.ts");
    const example = join(dir, "readme-example.ts");
    const misuses = MISUSES.map((_line, index) => join(dir, `misuse-${index}.ts`));
    const errors = typeErrors([script, example, ...misuses]);
    expect(errors.get(script), "first-calls.ts").toEqual([]);
    expect(errors.get(example), "README.md's typed-client example").toEqual([]);
    for (const [index, file] of misuses.entries()) {
      expect(errors.get(file)?.length ?? 0, MISUSES[index]).toBeGreaterThan(0);
    }
    // Nothing outside the scripts: the generated file itself is valid TypeScript.
    expect([...errors.keys()].filter((file) => ![script, example, ...misuses].includes(file))).toEqual([]);
  }, 60_000);

  it("makes the README's first calls against the running app", async () => {
    const script = (await import(pathToFileURL(join(dir, "first-calls.ts")).href)) as FirstCallsModule;
    const email = uniqueEmail("client");
    const token = await script.tokenFor(site, email, { linkToken: (address) => latestMailToken(t, address) });
    expect(token).toMatch(/^scs_/);

    const photo = new Blob([new Uint8Array(await makeJpeg())], { type: "image/jpeg" });
    const post = await script.firstCalls(site, token, photo);
    expect(post.id).toEqual(expect.any(String));
    expect(post.instagram).toEqual(expect.any(String));
    expect(post.twitter).toEqual(expect.any(String));
    expect(post.instagram?.length).toBeGreaterThan(0);
  });
});
