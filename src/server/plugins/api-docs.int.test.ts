import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { BACK_TO_APP_TEXT, finishApiDocsShell } from "./api-docs-page";
import { API_DOCS_PATH } from "./openapi";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

/** The `src` of every script and the `href` of every stylesheet the page loads. */
function assetsOf(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? "");
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "");
  return { scripts, styles };
}

/** The CSP as directive → sources. */
function cspOf(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

describe("GET /api/docs, the API reference page", () => {
  it("is an HTML page that loads its scripts and styles from this site, with no inline script", async () => {
    const reply = await get(API_DOCS_PATH);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/^text\/html/);
    const { scripts, styles } = assetsOf(reply.body);
    expect(scripts.length).toBeGreaterThan(0);
    expect(styles.length).toBeGreaterThan(0);
    for (const url of [...scripts, ...styles]) expect(url, "a same-site path").toMatch(/^\/api\/docs\//);
    // Every <script> has a src: nothing inline for the CSP to refuse.
    expect(reply.body.match(/<script/g)?.length).toBe(scripts.length);
  });

  it("serves each script as JavaScript and each stylesheet as CSS", async () => {
    const { scripts, styles } = assetsOf((await get(API_DOCS_PATH)).body);
    for (const url of scripts) {
      const asset = await get(url);
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers["content-type"], url).toMatch(/^(application|text)\/javascript/);
      expect(asset.body.length, url).toBeGreaterThan(0);
    }
    for (const url of styles) {
      const asset = await get(url);
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers["content-type"], url).toMatch(/^text\/css/);
    }
  });

  it("runs under the site's strict CSP: scripts from this site only, no eval, nothing from other hosts", async () => {
    const csp = cspOf((await get(API_DOCS_PATH)).headers["content-security-policy"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    for (const [directive, sources] of csp) {
      expect(sources, directive).not.toContain("'unsafe-eval'");
      expect(
        sources.filter((source) => /^https?:/.test(source)),
        directive,
      ).toEqual([]);
    }
  });

  it("fits a phone (a viewport) and links back to the app, above Swagger UI in a main landmark", async () => {
    for (const url of [API_DOCS_PATH, `${API_DOCS_PATH}/`]) {
      const reply = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).toContain(
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
      );
      expect(reply.body, url).toMatch(
        new RegExp(`<a class="studio-docs-back" href="/">.*${BACK_TO_APP_TEXT}</a>`),
      );
      expect(reply.body, url).toContain('<main class="studio-docs-main"><div id="swagger-ui"></div></main>');
    }
    // Compressed like every other page, and still finished.
    const compressed = await t.app.inject({
      method: "GET",
      url: API_DOCS_PATH,
      headers: { "accept-encoding": "gzip" },
    });
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    const { gunzipSync } = await import("node:zlib");
    expect(gunzipSync(compressed.rawPayload).toString()).toContain(BACK_TO_APP_TEXT);
  });

  it("loads the site's theme and the script that names Swagger UI's unnamed controls", async () => {
    const { scripts, styles } = assetsOf((await get(API_DOCS_PATH)).body);
    expect(styles).toContain(`${API_DOCS_PATH}/static/theme/studio-theme.css`);
    expect(scripts).toContain(`${API_DOCS_PATH}/static/theme/studio-names.js`);
    const theme = await get(`${API_DOCS_PATH}/static/theme/studio-theme.css`);
    expect(theme.body).toContain(".opblock.opblock-post .opblock-summary-method");
  });

  it("renders operations without deep links: a link inside each expand button is a nested control", async () => {
    const initializer = await get(`${API_DOCS_PATH}/static/swagger-initializer.js`);
    expect(initializer.body).toContain('"deepLinking":false');
  });

  it("refuses a page shell it cannot finish, rather than serving one without the way back", () => {
    expect(() => finishApiDocsShell('<html><body><div id="app"></div></body></html>')).toThrow(
      /shell changed/,
    );
  });

  it("points Swagger UI at this app's own document", async () => {
    const initializer = await get(`${API_DOCS_PATH}/static/swagger-initializer.js`);
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain("resolveUrl('./json')");
    const documented = await get(`${API_DOCS_PATH}/json`);
    expect(documented.statusCode).toBe(200);
    expect(documented.json()).toEqual((await get("/api/openapi.json")).json());
  });

  it("is not itself an operation of the document", async () => {
    const document = (await get("/api/openapi.json")).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.startsWith(API_DOCS_PATH))).toEqual([]);
  });
});

describe("GET /api/openapi.json: authentication", () => {
  it("offers the session cookie and personal API tokens (HTTP bearer)", async () => {
    const document = (await get("/api/openapi.json")).json();
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
    expect(document.components.securitySchemes.session).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: "sid",
    });
    expect(document.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(document.info.description).toContain("Authorization: Bearer <token>");
  });

  it("marks which operations need no sign-in, and which take the cookie only", async () => {
    const { paths } = (await get("/api/openapi.json")).json();
    // Anyone.
    expect(paths["/api/health"].get.security).toEqual([]);
    expect(paths["/api/auth/login"].post.security).toEqual([]);
    // The document's default: cookie or token.
    expect(paths["/api/social-media/generate"].post.security).toBeUndefined();
    expect(paths["/api/auth/user"].get.security).toBeUndefined();
    // Never with a token (api-token-auth.ts).
    expect(paths["/api/tokens"].post.security).toEqual([{ session: [] }]);
    expect(paths["/api/create-subscription"].post.security).toEqual([{ session: [] }]);
    expect(paths["/api/admin/test-cases"].get.security).toEqual([{ session: [] }]);
  });
});
