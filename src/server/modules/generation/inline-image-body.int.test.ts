import { Readable } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { makeJpeg } from "../../../../tests/support/images";
import {
  confirmEmailOf,
  createTestApp,
  type SignedUpUser,
  signUp,
  type TestApp,
} from "../../../../tests/support/test-app";
import { INVALID_API_TOKEN_MESSAGE } from "../../plugins/auth-guard";
import {
  JSON_BUDGET_BYTES,
  JSON_BUDGET_MESSAGE,
  LARGE_BODY_SLOTS,
  largeBodySlots,
  TOO_MANY_BODIES_MESSAGE,
} from "../../plugins/image-body";

/**
 * Issue 29, finding A: the routes that take a photo inline read, parsed and validated ~13 MB
 * before asking who was calling, and 13 MB of `{"x":[{},{},…]}` held the event loop for seconds.
 */
let t: TestApp;
let photoBase64: string;

beforeAll(async () => {
  t = await createTestApp();
  photoBase64 = (await makeJpeg()).toString("base64");
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const ROUTES = ["/api/social-media/generate", "/api/product-listings/generate", "/api/ai/analyze-image"];
const BODY_BYTES = 13 * 1024 * 1024;

/** `{"x":[{},{},…]}` of `bytes` bytes, made only as the server reads it. */
function nestedObjects(bytes: number, options: { holdAfter?: number } = {}) {
  const chunk = Buffer.from("{},".repeat(21_845)); // 65,535 bytes
  let sent = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reading = false;
  let startedReading!: () => void;
  const started = new Promise<void>((resolve) => (startedReading = resolve));
  const stream = new Readable({
    read() {
      if (!reading) {
        reading = true;
        startedReading();
      }
      const push = () => {
        if (sent === 0) {
          sent += 6;
          this.push('{"x":[');
        } else if (sent + chunk.length + 3 < bytes) {
          sent += chunk.length;
          this.push(chunk);
        } else {
          const tail = Buffer.from(`${"{},".repeat(Math.max(0, Math.floor((bytes - sent - 4) / 3)))}{}]}`);
          sent += tail.length;
          this.push(tail);
          this.push(null);
        }
      };
      if (options.holdAfter !== undefined && sent >= options.holdAfter) void released.then(push);
      else push();
    },
  });
  return { stream, bytesRead: () => sent, release, started, length: bytes };
}

function postStream(
  url: string,
  body: { stream: Readable; length: number },
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: "POST",
    url,
    payload: body.stream,
    headers: { "content-type": "application/json", "content-length": String(body.length), ...headers },
  });
}

/** JSON.parse calls on texts over 1 MB (Fastify's parser ends in JSON.parse). */
function watchLargeParses(): () => number {
  const parse = JSON.parse;
  let large = 0;
  vi.spyOn(JSON, "parse").mockImplementation((text: string, reviver?: Parameters<typeof JSON.parse>[1]) => {
    if (typeof text === "string" && text.length > JSON_BUDGET_BYTES) large += 1;
    return parse(text, reviver);
  });
  return () => large;
}

describe("inline-image routes decide who is asking before reading the body (issue 29 A)", () => {
  it("answers an anonymous 13 MB body with 401 and closes the connection, without reading the body", async () => {
    for (const url of ROUTES) {
      const body = nestedObjects(BODY_BYTES);
      const reply = await postStream(url, body);
      expect(reply.statusCode, url).toBe(401);
      expect(reply.json()).toEqual({ message: "Not signed in", code: "unauthorized" });
      expect(reply.headers.connection, url).toBe("close");
      // At most what a stream buffers ahead; the whole body would be 13 MB.
      expect(body.bytesRead(), url).toBeLessThan(256 * 1024);
    }
  });

  it("gives a refused API token its own 401 before the body, and lets a live token's owner in", async () => {
    const body = nestedObjects(BODY_BYTES);
    const refused = await postStream("/api/ai/analyze-image", body, { authorization: "Bearer scs_nope" });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: INVALID_API_TOKEN_MESSAGE, code: "unauthorized" });
    expect(body.bytesRead()).toBeLessThan(256 * 1024);

    // The token hook (plugins/api-token-auth.ts) runs before the route's own check.
    const user = await signUp(t.app);
    await confirmEmailOf(t, user.email);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/tokens",
      headers: { cookie: user.cookie },
      payload: { name: "script" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const analysed = await t.app.inject({
      method: "POST",
      url: "/api/ai/analyze-image",
      headers: { authorization: `Bearer ${created.json().token}` },
      payload: { imageBase64: photoBase64 },
    });
    expect(analysed.statusCode, analysed.body).toBe(200);
  });

  it("refuses the admin test generator's large body from anyone but an admin before reading it", async () => {
    const user = await signUp(t.app);
    for (const [who, status] of [
      [undefined, 401],
      [user, 403],
    ] as const) {
      const body = nestedObjects(BODY_BYTES);
      const reply = await postStream(
        "/api/test/generate-content",
        body,
        who ? { cookie: (who as SignedUpUser).cookie } : {},
      );
      expect(reply.statusCode).toBe(status);
      expect(body.bytesRead()).toBeLessThan(256 * 1024);
    }
  });
});

describe("a signed-in account's large bodies stay cheap (issue 29 A)", () => {
  it("refuses 13 MB of nested objects with 413 without ever parsing it", async () => {
    const user = await signUp(t.app);
    const largeParses = watchLargeParses();
    for (const url of ROUTES) {
      const reply = await postStream(url, nestedObjects(BODY_BYTES), { cookie: user.cookie });
      expect(reply.statusCode, url).toBe(413);
      expect(reply.json()).toEqual({ message: JSON_BUDGET_MESSAGE, code: "payload_too_large" });
    }
    expect(largeParses()).toBe(0);
    expect(largeBodySlots.inUse).toBe(0);
  });

  it("lets only imageBase64 be large: a 2 MB string anywhere else is refused with 413", async () => {
    const user = await signUp(t.app);
    const big = "x".repeat(2 * 1024 * 1024);
    for (const payload of [
      { imageBase64: photoBase64, additionalContext: big },
      { imageBase64: photoBase64, nested: { imageBase64x: big } },
      { imageBase64: [big] },
    ]) {
      const reply = await t.app.inject({
        method: "POST",
        url: "/api/ai/analyze-image",
        headers: { cookie: user.cookie },
        payload,
      });
      expect(reply.statusCode).toBe(413);
      expect(reply.json().code).toBe("payload_too_large");
    }
    // A photo of ~2 MB of base64 with the usual fields still goes through.
    const photo = `${photoBase64}${" ".repeat(2 * 1024 * 1024)}`;
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/ai/analyze-image",
      headers: { cookie: user.cookie },
      payload: { imageBase64: photo },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("reads at most two large bodies of one account at once: the next gets 429 with Retry-After, unread, and another account still gets in", async () => {
    const [user, other] = [await signUp(t.app), await signUp(t.app)];
    const held = Array.from({ length: LARGE_BODY_SLOTS.perAccount }, () =>
      nestedObjects(4 * 1024 * 1024, { holdAfter: 64 * 1024 }),
    );
    const pending = held.map((body) => postStream("/api/ai/analyze-image", body, { cookie: user.cookie }));
    await Promise.all(held.map((body) => body.started));
    expect(largeBodySlots.inUseBy(user.id)).toBe(LARGE_BODY_SLOTS.perAccount);

    const third = nestedObjects(4 * 1024 * 1024);
    const refused = await postStream("/api/ai/analyze-image", third, { cookie: user.cookie });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_BODIES_MESSAGE, code: "rate_limited" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers.connection).toBe("close");
    expect(third.bytesRead()).toBeLessThan(256 * 1024);

    const others = await postStream("/api/ai/analyze-image", nestedObjects(4 * 1024 * 1024), {
      cookie: other.cookie,
    });
    expect(others.statusCode).toBe(413);

    for (const body of held) body.release();
    for (const reply of await Promise.all(pending)) expect(reply.statusCode).toBe(413);
    expect(largeBodySlots.inUse).toBe(0);
  });
});
