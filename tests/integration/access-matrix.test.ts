import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE_PASSWORD_WRONG_MESSAGE } from "../../src/domain/account";
import type { BrandProfile, BrandProfileList } from "../../src/domain/brand-profiles";
import type { ErrorCode } from "../../src/domain/errors";
import type { StoredListingGeneration } from "../../src/domain/listings";
import type { StoredSocialPost } from "../../src/domain/social";
import { apiTokens, productListings, sessions, socialMediaPosts, users } from "../../src/server/db/schema";
import {
  INVALID_UPLOAD_LINK_MESSAGE,
  USED_UPLOAD_LINK_MESSAGE,
} from "../../src/server/modules/uploads/local-upload";
import {
  type AccessWorld,
  ADMIN_EMAIL,
  cookieOf,
  createAccessWorld,
  freshAddress,
  injectAs,
  type Role,
  roles,
  secondSession,
  setPlan,
  sha256,
} from "../support/access-fixtures";
import { makeJpeg } from "../support/images";
import { encodedSpellings, otherSpellings, resolvedByInject } from "../support/path-spellings";
import { createTestApp, signUp, type TestApp, uniqueEmail } from "../support/test-app";

/**
 * The access-control matrix (DESIGN.md §5): every operation the app documents in its OpenAPI
 * document × {anonymous, another user, owner, admin}, each cell its own test. Id-taking operations
 * also answer 404 to an unknown and a malformed id. A refused request changes nothing the owner or
 * anyone else can see; an error reply is `{message, code}` only and never carries the owner's data.
 */

let t: TestApp;
let w: AccessWorld;

beforeAll(async () => {
  // A generous per-token limit: every row is also tried with a token only, in many spellings.
  t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, API_RATE_LIMIT_PER_MINUTE: "100000" });
  w = await createAccessWorld(t);
  callerTokens.owner = (await apiTokenOf("owner")).token;
  callerTokens.admin = (await apiTokenOf("admin")).token;
  labImageBase64 = (await makeJpeg({ width: 400, height: 300 })).toString("base64");
  ownerProfileId = (await createOwnerBrandProfile(OWNER_PROFILE_NAME)).id;
  w.secrets.push(OWNER_PROFILE_NAME, ownerProfileId);
});
afterAll(() => t?.close());

// ---------------------------------------------------------------------------------------------
// The table's vocabulary

interface Call {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  /** Overrides the role's session cookie; null sends none. */
  cookie?: string | null;
  remoteAddress?: string;
}

type Check = (reply: LightMyRequestResponse, role: Role, call: Call) => void | Promise<void>;

interface Cell {
  status: number;
  /** The error code of a 4xx reply. */
  code?: ErrorCode;
  /** Its exact message, where the reason matters (a signature refused, not some other check). */
  message?: string;
  check?: Check;
  /** An admin reading an owner's resource on purpose (DESIGN.md §5 "owner or admin"): it may show their data. */
  mayShowOwnerData?: true;
}

interface Operation {
  /** `METHOD /path` exactly as the OpenAPI document names it. */
  op: string;
  /** false for routes the document hides on purpose (the document itself). */
  documented?: boolean;
  call(role: Role): Call | Promise<Call>;
  cells: Record<Role, Cell>;
  /** Puts the caller in the state the operation needs (a subscriber to cancel, ...). */
  before?(role: Role): Promise<void>;
  after?(role: Role): Promise<void>;
  /**
   * Id-taking operations: the same request naming `id` instead of the owner's resource. A route
   * with the id in its path puts `segment` there (the id as it appears in a URL).
   */
  withId?(id: string, segment: string): Call;
  /**
   * Admin-only operations on a resource nobody owns (a lab test case): the same request naming
   * `id`, which an admin must be answered 404 for.
   */
  adminOnlyId?(id: string, segment: string): Call;
  /**
   * What a caller with only the owner's API token gets, when it is not what the owner's browser
   * gets (the default) nor a cookie-only operation's 403 (COOKIE_ONLY_OPERATIONS).
   */
  tokenOnly?: Cell;
}

const ok = (status: number, check?: Check): Cell => ({ status, check });
const refused = (status: number, code: ErrorCode): Cell => ({ status, code });
const unauthorized = refused(401, "unauthorized");
const notFound = refused(404, "not_found");

const everyone = (cell: Cell): Record<Role, Cell> => ({
  anonymous: cell,
  other: cell,
  owner: cell,
  admin: cell,
});
/** Any signed-in user, each on their own account. */
const signedIn = (cell: Cell): Record<Role, Cell> => ({
  anonymous: unauthorized,
  other: cell,
  owner: cell,
  admin: cell,
});
/** Admin-only: 401 signed out, 403 to every other account. */
const adminOnly = (cell: Cell): Record<Role, Cell> => ({
  anonymous: unauthorized,
  other: refused(403, "forbidden"),
  owner: refused(403, "forbidden"),
  admin: cell,
});

/** The owner's resource: 404 to every other account, admins included ("404 missing or not yours"). */
const ownerOnly = (cell: Cell): Record<Role, Cell> => ({
  anonymous: unauthorized,
  other: notFound,
  owner: cell,
  admin: notFound,
});

const idOf = (role: Role): string => (role === "anonymous" ? w.users.spare.id : w.users[role].id);
const json = (reply: LightMyRequestResponse) => reply.json() as Record<string, unknown>;
const idsIn = (reply: LightMyRequestResponse) => (reply.json() as { id: string }[]).map((item) => item.id);

/** The owner's signed upload URL with its signature changed where it counts (its first character). */
function tamperedSignature(path: string): string {
  const url = new URL(path, "http://localhost");
  const sig = url.searchParams.get("sig") ?? "";
  url.searchParams.set("sig", `${sig.startsWith("A") ? "B" : "A"}${sig.slice(1)}`);
  return `${url.pathname}${url.search}`;
}

/** Log-in and log-out routes end the session they are called with: signed-in roles use a spare one. */
async function disposableCookie(role: Role): Promise<string | null> {
  return role === "anonymous" ? null : secondSession(t, w.users[role]);
}

async function expectSessionEnded(role: Role, call: Call) {
  if (role === "anonymous" || !call.cookie) return;
  const ended = await injectAs(w, call.cookie, { method: "GET", url: "/api/auth/user" });
  expect(ended.statusCode).toBe(401);
  const primary = await injectAs(w, cookieOf(w, role), { method: "GET", url: "/api/auth/user" });
  expect(primary.statusCode, "only the session the request came with ends").toBe(200);
}

const ownerImage = () => w.owner.upload;

/** A fresh API token of the owner's (made with their browser session). */
const ownerApiToken = () => apiTokenOf("owner");
async function apiTokenOf(role: "owner" | "admin"): Promise<{ id: string; token: string }> {
  const reply = await injectAs(w, w.users[role].cookie, {
    method: "POST",
    url: "/api/tokens",
    payload: { name: "Matrix spare" },
  });
  if (reply.statusCode !== 201) throw new Error(`token failed: ${reply.statusCode} ${reply.body}`);
  const body = reply.json() as { token: string; apiToken: { id: string } };
  return { id: body.apiToken.id, token: body.token };
}
/** The token-only callers' tokens (made once, in beforeAll). */
const callerTokens = { owner: "", admin: "" };
async function apiTokenWorks(token: string): Promise<boolean> {
  const reply = await t.app.inject({
    method: "GET",
    url: "/api/usage-status",
    headers: { authorization: `Bearer ${token}` },
  });
  return reply.statusCode === 200;
}

/** The session id a cookie carries: the secret no reply may ever show. */
function sidOf(cookie: string): string {
  const unsigned = t.app.unsignCookie(decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)));
  if (!unsigned.valid || !unsigned.value) throw new Error(`not a signed session cookie: ${cookie}`);
  return unsigned.value;
}
/** The public id /account shows for the session a cookie carries. */
async function sessionIdOf(cookie: string): Promise<string> {
  const reply = await injectAs(w, cookie, { method: "GET", url: "/api/account/sessions" });
  const current = (json(reply).sessions as { id: string; current: boolean }[]).find((s) => s.current);
  if (!current) throw new Error(`no current session: ${reply.statusCode} ${reply.body}`);
  return current.id;
}
const isSignedIn = async (cookie: string) =>
  (await injectAs(w, cookie, { method: "GET", url: "/api/auth/user" })).statusCode === 200;
/** A session made for one cell (the owner's device another role tries to end, a device signed out). */
let spareSession: string | null = null;
/** The owner's API token a DELETE /api/tokens/{id} cell is about. */
let spareToken: { id: string; token: string } | null = null;

/** The lab's test case the admin-only id rows act on (made on first use, re-made after a delete). */
let labCaseId: string | undefined;
const labCaseBody = (name: string) => ({
  name,
  description: "An access-matrix case",
  category: "ui-ux",
  steps: ["Look at the page"],
  expectedResult: "It looks right",
});
async function createLabCase(name: string): Promise<string> {
  const reply = await injectAs(w, cookieOf(w, "admin"), {
    method: "POST",
    url: "/api/admin/test-cases",
    payload: labCaseBody(name),
  });
  if (reply.statusCode !== 201) throw new Error(`lab case failed: ${reply.statusCode} ${reply.body}`);
  return (reply.json() as { id: string }).id;
}
let labImageBase64 = "";

/** The owner's brand profile the id rows act on: its name and id are the owner's secrets. */
const OWNER_PROFILE_NAME = "Owlbrook private profile 5e1d";
let ownerProfileId = "";
/** A spare profile of the owner's, made for each cell of the DELETE row. */
let spareProfileId = "";
async function createOwnerBrandProfile(name: string): Promise<BrandProfile> {
  const reply = await injectAs(w, w.users.owner.cookie, {
    method: "POST",
    url: "/api/brand-profiles",
    payload: { name, brand: "Owlbrook Atelier", tone: "Warm", neverWords: ["cheap"] },
  });
  if (reply.statusCode !== 201) throw new Error(`brand profile failed: ${reply.statusCode} ${reply.body}`);
  return reply.json() as BrandProfile;
}
const ownerProfileIds = async (): Promise<string[]> => {
  const reply = await injectAs(w, w.users.owner.cookie, { method: "GET", url: "/api/brand-profiles" });
  return (reply.json() as BrandProfileList).profiles.map((profile) => profile.id);
};
/** A spare post or listing generation of the owner's, made for each cell of a History DELETE row. */
let spareGenerationId = "";
async function spareOwnerPost(): Promise<string> {
  const [row] = await t.database.db
    .insert(socialMediaPosts)
    .values({
      userId: w.users.owner.id,
      product: "Spare mug",
      hashtags: [],
      engine: "builtin",
      selectedPlatforms: ["instagram"],
      instagramCaption: "A spare post.",
    })
    .returning({ id: socialMediaPosts.id });
  return row?.id ?? "";
}
async function spareOwnerListing(): Promise<string> {
  const generationId = randomUUID();
  await t.database.db.insert(productListings).values({
    generationId,
    userId: w.users.owner.id,
    platform: "etsy",
    title: "A spare listing",
    description: "Spare.",
    tags: [],
    imagePath: "inline",
    engine: "builtin",
  });
  return generationId;
}
const spareStays =
  (kind: "post" | "listing", expected: boolean): Check =>
  async () => {
    const rows =
      kind === "post"
        ? await t.database.db
            .select()
            .from(socialMediaPosts)
            .where(eq(socialMediaPosts.id, spareGenerationId))
        : await t.database.db
            .select()
            .from(productListings)
            .where(eq(productListings.generationId, spareGenerationId));
    expect(rows.length > 0).toBe(expected);
  };

/** A well-formed token no link ever carried. */
const FORGED_TOKEN = "f".repeat(43);

async function waitForBulkJob(id: string): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const reply = await injectAs(w, cookieOf(w, "owner"), { method: "GET", url: `/api/bulk-jobs/${id}` });
    if (json(reply).finishedAt) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the bulk job did not finish");
}

// ---------------------------------------------------------------------------------------------
// The matrix

const matrix: Operation[] = [
  {
    op: "GET /api/health",
    call: () => ({ method: "GET", url: "/api/health" }),
    cells: everyone(ok(200, (reply) => expect(json(reply)).toMatchObject({ status: "ok", db: "ok" }))),
  },
  {
    op: "GET /api/health/live",
    call: () => ({ method: "GET", url: "/api/health/live" }),
    cells: everyone(ok(200, (reply) => expect(json(reply)).toEqual({ status: "ok" }))),
  },
  {
    op: "GET /api/health/ready",
    call: () => ({ method: "GET", url: "/api/health/ready" }),
    cells: everyone(ok(200, (reply) => expect(json(reply)).toMatchObject({ status: "ok", db: "ok" }))),
  },
  {
    op: "GET /api/config",
    call: () => ({ method: "GET", url: "/api/config" }),
    cells: everyone(ok(200)),
  },
  {
    op: "GET /api/openapi.json",
    documented: false,
    call: () => ({ method: "GET", url: "/api/openapi.json" }),
    cells: everyone(ok(200, (reply) => expect(json(reply).openapi).toBe("3.1.0"))),
  },
  {
    op: "POST /api/auth/register",
    call: async (role) => ({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: uniqueEmail("matrix"), password: "another-good-password" },
      remoteAddress: freshAddress(),
      cookie: await disposableCookie(role),
    }),
    cells: everyone(
      ok(201, (reply, _role, call) => {
        // A new plain account, whoever asked: an admin's session never makes another admin.
        expect(json(reply)).toMatchObject({ email: (call.payload as { email: string }).email, role: "user" });
        expect(String(reply.headers["set-cookie"])).toMatch(/^sid=/);
      }),
    ),
  },
  {
    op: "POST /api/auth/login",
    call: async (role) => {
      const account = role === "anonymous" ? w.users.spare : w.users[role];
      return {
        method: "POST",
        url: "/api/auth/login",
        payload: { email: account.email, password: account.password },
        cookie: await disposableCookie(role),
      };
    },
    cells: everyone(
      ok(200, (reply, role) => {
        expect(json(reply)).toMatchObject({ id: idOf(role), role: role === "admin" ? "admin" : "user" });
        expect(String(reply.headers["set-cookie"])).toMatch(/^sid=/);
      }),
    ),
  },
  {
    op: "POST /api/auth/verify-email",
    // Public (the e-mailed link opens a page that posts it); a forged token is refused for anyone.
    call: () => ({ method: "POST", url: "/api/auth/verify-email", payload: { token: FORGED_TOKEN } }),
    cells: everyone(ok(400, (reply) => expect(json(reply).code).toBe("bad_request"))),
  },
  {
    op: "POST /api/auth/resend-verification",
    call: () => ({ method: "POST", url: "/api/auth/resend-verification" }),
    cells: signedIn(ok(202, (reply) => expect(json(reply).message).toMatch(/\S/))),
  },
  {
    op: "POST /api/auth/forgot-password",
    call: () => ({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: w.users.spare.email },
    }),
    cells: everyone(
      ok(202, (reply) => expect(json(reply).message).toMatch(/^If an account uses that address/)),
    ),
  },
  {
    op: "POST /api/auth/sign-in-link",
    // Public, like forgot-password: the same 202 for anyone, whether or not the address has an account.
    call: () => ({ method: "POST", url: "/api/auth/sign-in-link", payload: { email: w.users.spare.email } }),
    cells: everyone(
      ok(202, (reply) => expect(json(reply).message).toMatch(/^If an account uses that address/)),
    ),
  },
  {
    op: "POST /api/auth/sign-in-link/consume",
    // Public (the e-mailed link opens a page that posts it); a forged token is refused for anyone.
    call: () => ({ method: "POST", url: "/api/auth/sign-in-link/consume", payload: { token: FORGED_TOKEN } }),
    cells: everyone(ok(400, (reply) => expect(json(reply).code).toBe("bad_request"))),
  },
  {
    op: "POST /api/auth/reset-password",
    call: () => ({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: FORGED_TOKEN, password: "quiet-harbour-lamp-92" },
    }),
    cells: everyone(ok(400, (reply) => expect(json(reply).code).toBe("bad_request"))),
  },
  {
    op: "POST /api/account/password",
    // A wrong current password: refused for each account (nobody's password changes here).
    call: () => ({
      method: "POST",
      url: "/api/account/password",
      payload: { currentPassword: "not-my-password-at-all", newPassword: "quiet-harbour-lamp-92" },
    }),
    cells: signedIn(
      ok(400, (reply) => expect(json(reply).message).toBe("Your current password is not right")),
    ),
  },
  {
    op: "POST /api/account/email",
    call: () => ({
      method: "POST",
      url: "/api/account/email",
      payload: { newEmail: "moved.somewhere@example.com", currentPassword: "not-my-password-at-all" },
    }),
    cells: signedIn(
      ok(400, (reply) => expect(json(reply).message).toBe("Your current password is not right")),
    ),
  },
  {
    op: "PATCH /api/account/profile",
    call: () => ({ method: "PATCH", url: "/api/account/profile", payload: {} }),
    cells: signedIn(ok(200, (reply, role) => expect(json(reply).id).toBe(idOf(role)))),
  },
  {
    op: "POST /api/auth/logout",
    call: async (role) => ({ method: "POST", url: "/api/auth/logout", cookie: await disposableCookie(role) }),
    // Signing out is idempotent: a caller without a session is already where logout leads.
    cells: everyone(ok(204, (_reply, role, call) => expectSessionEnded(role, call))),
  },
  {
    op: "GET /api/logout",
    call: async (role) => ({ method: "GET", url: "/api/logout", cookie: await disposableCookie(role) }),
    cells: everyone(
      ok(302, async (reply, role, call) => {
        expect(reply.headers.location).toBe("/");
        await expectSessionEnded(role, call);
      }),
    ),
  },
  {
    op: "GET /api/auth/user",
    call: () => ({ method: "GET", url: "/api/auth/user" }),
    cells: signedIn(
      ok(200, (reply, role) => {
        expect(json(reply)).toMatchObject({ id: idOf(role), role: role === "admin" ? "admin" : "user" });
        expect(reply.body).not.toMatch(/passwordHash|stripe/i);
      }),
    ),
  },
  {
    op: "GET /api/account/sessions",
    call: () => ({ method: "GET", url: "/api/account/sessions" }),
    cells: signedIn(
      ok(200, (reply, role) => {
        const listed = json(reply).sessions as { id: string; current: boolean }[];
        expect(listed.filter((session) => session.current)).toHaveLength(1);
        for (const session of listed) expect(session.id).toMatch(/^[0-9a-f]{32}$/);
        expect(reply.body).not.toContain(sidOf(cookieOf(w, role) ?? ""));
      }),
    ),
  },
  {
    op: "GET /api/account/shop-settings",
    call: () => ({ method: "GET", url: "/api/account/shop-settings" }),
    cells: signedIn(ok(200, (reply) => expect(json(reply)).toHaveProperty("settings"))),
  },
  {
    op: "PUT /api/account/shop-settings",
    call: () => ({ method: "PUT", url: "/api/account/shop-settings", payload: { dispatchDays: 2 } }),
    cells: signedIn(ok(200, (reply) => expect(json(reply)).toEqual({ settings: { dispatchDays: 2 } }))),
  },
  {
    // The owner's resource: a spare session of theirs, signed in for each cell.
    op: "DELETE /api/account/sessions/{id}",
    call: async () => {
      spareSession = await secondSession(t, w.users.owner);
      return { method: "DELETE", url: `/api/account/sessions/${await sessionIdOf(spareSession)}` };
    },
    withId: (_id, segment) => ({ method: "DELETE", url: `/api/account/sessions/${segment}` }),
    cells: (() => {
      const survives: Check = async () => expect(await isSignedIn(spareSession ?? "")).toBe(true);
      return {
        anonymous: { ...unauthorized, check: survives },
        other: { ...notFound, check: survives },
        owner: ok(204, async () => {
          expect(await isSignedIn(spareSession ?? "")).toBe(false);
          expect(await isSignedIn(w.users.owner.cookie), "only the named session ends").toBe(true);
        }),
        admin: { ...notFound, check: survives },
      };
    })(),
  },
  {
    op: "POST /api/account/sessions/sign-out-others",
    call: async (role) => {
      spareSession = role === "anonymous" ? null : await secondSession(t, w.users[role]);
      return { method: "POST", url: "/api/account/sessions/sign-out-others" };
    },
    cells: signedIn(
      ok(204, async (_reply, role) => {
        expect(await isSignedIn(spareSession ?? "")).toBe(false);
        expect(await isSignedIn(cookieOf(w, role) ?? ""), "the caller's own session stays").toBe(true);
      }),
    ),
  },
  {
    op: "GET /api/tokens",
    call: () => ({ method: "GET", url: "/api/tokens" }),
    cells: signedIn(ok(200, (reply) => expect(Array.isArray(json(reply).tokens)).toBe(true))),
  },
  {
    op: "POST /api/tokens",
    call: () => ({ method: "POST", url: "/api/tokens", payload: { name: "Matrix script" } }),
    cells: signedIn(
      ok(201, (reply) => {
        expect(json(reply).token).toMatch(/^scs_/);
        expect(reply.headers["cache-control"]).toBe("no-store");
      }),
    ),
  },
  {
    // The owner's resource: an API token of theirs, made for each cell.
    op: "DELETE /api/tokens/{id}",
    call: async () => {
      spareToken = await ownerApiToken();
      return { method: "DELETE", url: `/api/tokens/${spareToken.id}` };
    },
    withId: (_id, segment) => ({ method: "DELETE", url: `/api/tokens/${segment}` }),
    cells: (() => {
      const works =
        (expected: boolean): Check =>
        async () =>
          expect(await apiTokenWorks(spareToken?.token ?? "")).toBe(expected);
      return {
        anonymous: { ...unauthorized, check: works(true) },
        other: { ...notFound, check: works(true) },
        owner: ok(204, works(false)),
        admin: { ...notFound, check: works(true) },
      };
    })(),
  },
  {
    // No id names an account: each caller gets a copy of their own data, never the owner's.
    op: "GET /api/account/export",
    call: () => ({ method: "GET", url: "/api/account/export" }),
    cells: signedIn(
      ok(200, (reply, role) => {
        expect(reply.headers["content-type"]).toBe("application/zip");
        const files = unzipSync(new Uint8Array(reply.rawPayload));
        const text = Object.entries(files)
          .filter(([name]) => !name.startsWith("photos/"))
          .map(([, bytes]) => Buffer.from(bytes).toString("utf8"))
          .join("\n");
        if (role === "owner") {
          expect(text).toContain(w.owner.postId);
          expect(text).toContain(w.owner.listingId);
          expect(text).toContain(w.owner.bulkJobId);
          const photo = files[`photos/${w.owner.upload.id}.jpg`];
          expect(sha256(Buffer.from(photo ?? []))).toBe(w.owner.servedSha256);
          return;
        }
        for (const secret of w.secrets)
          expect(text, `the export carries the owner's "${secret}"`).not.toContain(secret);
        expect(Object.keys(files).some((name) => name.includes(w.owner.upload.id))).toBe(false);
      }),
    ),
  },
  {
    // No id names an account: each caller can only delete their own, with its password. Others
    // sending a password that is not theirs are refused (every fixture account shares one password,
    // so theirs is not sent); the owner's cell deletes a disposable account of its own, so the
    // matrix's owner survives for the rows after this one.
    op: "DELETE /api/account",
    call: async (role) => {
      if (role !== "owner") {
        return { method: "DELETE", url: "/api/account", payload: { password: "not-the-callers-password" } };
      }
      const disposable = await signUp(t.app);
      spareSession = disposable.cookie;
      return {
        method: "DELETE",
        url: "/api/account",
        payload: { password: disposable.password },
        cookie: disposable.cookie,
      };
    },
    cells: (() => {
      const notTheirs: Cell = {
        status: 400,
        check: async (reply) => {
          expect(json(reply)).toEqual({
            message: DELETE_PASSWORD_WRONG_MESSAGE,
            code: "bad_request",
            issues: [{ code: "custom", path: ["password"], message: DELETE_PASSWORD_WRONG_MESSAGE }],
          });
          expect(await isSignedIn(w.users.owner.cookie)).toBe(true);
        },
      };
      return {
        anonymous: unauthorized,
        other: notTheirs,
        owner: ok(204, async () => {
          expect(await isSignedIn(spareSession ?? "")).toBe(false);
          expect(await isSignedIn(w.users.owner.cookie)).toBe(true);
        }),
        admin: notTheirs,
      };
    })(),
  },
  {
    op: "GET /api/usage-status",
    call: () => ({ method: "GET", url: "/api/usage-status" }),
    cells: {
      anonymous: unauthorized,
      other: ok(200, (reply) =>
        expect(json(reply)).toMatchObject({
          socialMediaUsed: 1,
          socialMediaLimit: 2,
          hasActiveSubscription: false,
        }),
      ),
      owner: ok(200, (reply) =>
        expect(json(reply)).toMatchObject({
          socialMediaLimit: null,
          productListingsLimit: null,
          hasActiveSubscription: true,
        }),
      ),
      admin: ok(200, (reply) =>
        expect(json(reply)).toMatchObject({
          socialMediaUsed: 0,
          socialMediaLimit: 2,
          hasActiveSubscription: false,
        }),
      ),
    },
  },
  {
    op: "POST /api/objects/upload",
    call: () => ({ method: "POST", url: "/api/objects/upload", payload: { contentType: "image/jpeg" } }),
    cells: signedIn(
      ok(200, (reply) => expect(json(reply).objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/)),
    ),
  },
  {
    op: "GET /objects/uploads/{id}",
    call: () => ({ method: "GET", url: ownerImage().objectPath }),
    withId: (_id, segment) => ({ method: "GET", url: `/objects/uploads/${segment}` }),
    cells: {
      // DESIGN §5: "the image; 404 for anyone else" — signed out included, so no id is confirmed to exist.
      anonymous: notFound,
      other: notFound,
      owner: ok(200, (reply) => {
        expect(reply.headers["content-type"]).toBe("image/jpeg");
        expect(sha256(reply.rawPayload)).toBe(w.owner.servedSha256);
      }),
      admin: ok(200, (reply) => {
        expect(reply.headers["content-type"]).toBe("image/jpeg");
        expect(sha256(reply.rawPayload)).toBe(w.owner.servedSha256);
      }),
    },
  },
  {
    // The matrix app has no public APP_ORIGIN, so photo links are off and every caller gets 404;
    // src/server/modules/exports/exports.int.test.ts covers signed, tampered and expired links.
    op: "GET /objects/public/{uploadId}",
    call: () => ({
      method: "GET",
      url: `/objects/public/${ownerImage().id}?expires=4000000000&signature=${"A".repeat(43)}`,
    }),
    withId: (_id, segment) => ({ method: "GET", url: `/objects/public/${segment}` }),
    cells: everyone(notFound),
  },
  {
    // Authorised by the URL's signature alone: the owner's unused link with its signature tampered is
    // refused whoever sends it, cookie or not (and stays usable: see the signature tests below).
    op: "PUT /api/objects/local/{key}",
    call: () => ({
      method: "PUT",
      url: tamperedSignature(w.owner.pending.putPath),
      payload: w.other.upload.bytes,
      headers: { "content-type": "image/jpeg" },
    }),
    cells: everyone({ status: 403, code: "forbidden", message: INVALID_UPLOAD_LINK_MESSAGE }),
  },
  {
    op: "GET /api/brand-profiles",
    call: () => ({ method: "GET", url: "/api/brand-profiles" }),
    cells: signedIn(
      ok(200, (reply, role) => {
        const list = reply.json() as BrandProfileList;
        const ids = list.profiles.map((profile) => profile.id);
        if (role === "owner") expect(ids).toContain(ownerProfileId);
        else expect(ids).not.toContain(ownerProfileId);
        // The owner is Pro (no plan limit); the other account and the admin are on Free.
        expect(list.limit).toBe(role === "owner" ? null : 1);
      }),
    ),
  },
  {
    // Each account's first (other, admin: Free accounts keep one) or another (owner: Pro).
    op: "POST /api/brand-profiles",
    call: (role) => ({
      method: "POST",
      url: "/api/brand-profiles",
      payload: { name: `Matrix ${role}`, brand: "Matrix Goods" },
    }),
    cells: signedIn(
      ok(201, (reply, role) =>
        // Never the default unasked, an account's first included (issue 33).
        expect(json(reply)).toMatchObject({ name: `Matrix ${role}`, isDefault: false }),
      ),
    ),
  },
  {
    op: "GET /api/brand-profiles/{id}",
    call: () => ({ method: "GET", url: `/api/brand-profiles/${ownerProfileId}` }),
    withId: (_id, segment) => ({ method: "GET", url: `/api/brand-profiles/${segment}` }),
    cells: ownerOnly(
      ok(200, (reply) => expect(json(reply)).toMatchObject({ id: ownerProfileId, name: OWNER_PROFILE_NAME })),
    ),
  },
  {
    op: "PATCH /api/brand-profiles/{id}",
    call: (role) => ({
      method: "PATCH",
      url: `/api/brand-profiles/${ownerProfileId}`,
      payload: { campaignGoal: `Edited by ${role}` },
    }),
    withId: (_id, segment) => ({
      method: "PATCH",
      url: `/api/brand-profiles/${segment}`,
      payload: { campaignGoal: "Edited through a bad id" },
    }),
    cells: ownerOnly(
      ok(200, (reply) =>
        expect(json(reply)).toMatchObject({ id: ownerProfileId, campaignGoal: "Edited by owner" }),
      ),
    ),
  },
  {
    op: "POST /api/brand-profiles/{id}/duplicate",
    call: () => ({ method: "POST", url: `/api/brand-profiles/${ownerProfileId}/duplicate` }),
    withId: (_id, segment) => ({ method: "POST", url: `/api/brand-profiles/${segment}/duplicate` }),
    cells: ownerOnly(
      ok(201, (reply) =>
        expect(json(reply)).toMatchObject({ name: `${OWNER_PROFILE_NAME} (copy)`, isDefault: false }),
      ),
    ),
  },
  {
    // The owner's resource: a spare profile of theirs, made for each cell.
    op: "DELETE /api/brand-profiles/{id}",
    call: async () => {
      spareProfileId = (await createOwnerBrandProfile("Matrix spare profile")).id;
      return { method: "DELETE", url: `/api/brand-profiles/${spareProfileId}` };
    },
    withId: (_id, segment) => ({ method: "DELETE", url: `/api/brand-profiles/${segment}` }),
    cells: (() => {
      const kept =
        (expected: boolean): Check =>
        async () =>
          expect((await ownerProfileIds()).includes(spareProfileId)).toBe(expected);
      return {
        anonymous: { ...unauthorized, check: kept(true) },
        other: { ...notFound, check: kept(true) },
        owner: ok(204, kept(false)),
        admin: { ...notFound, check: kept(true) },
      };
    })(),
  },
  {
    op: "POST /api/social-media/generate",
    call: () => ({
      method: "POST",
      url: "/api/social-media/generate",
      payload: {
        brand: "Matrix",
        product: "Stoneware vase",
        selectedPlatforms: ["instagram"],
        imagePath: ownerImage().objectPath,
      },
    }),
    withId: (id) => ({
      method: "POST",
      url: "/api/social-media/generate",
      payload: {
        brand: "Matrix",
        product: "Stoneware vase",
        selectedPlatforms: ["instagram"],
        imagePath: `/objects/uploads/${id}`,
      },
    }),
    // Naming someone else's upload is "not yours" (admins read images, but never feed others' to a feature).
    cells: ownerOnly(
      ok(200, (reply) =>
        expect(json(reply)).toMatchObject({ engine: "builtin", imagePath: ownerImage().objectPath }),
      ),
    ),
  },
  {
    op: "GET /api/social-media/posts",
    call: () => ({ method: "GET", url: "/api/social-media/posts" }),
    cells: {
      anonymous: unauthorized,
      other: ok(200, (reply) => {
        expect(idsIn(reply)).toContain(w.other.postId);
        expect(idsIn(reply)).not.toContain(w.owner.postId);
      }),
      owner: ok(200, (reply) => {
        expect(idsIn(reply)).toContain(w.owner.postId);
        expect(idsIn(reply)).not.toContain(w.other.postId);
      }),
      admin: ok(200, (reply) => expect(idsIn(reply)).toEqual([])),
    },
  },
  {
    op: "GET /api/social-media/posts/{id}",
    call: () => ({ method: "GET", url: `/api/social-media/posts/${w.owner.postId}` }),
    withId: (_id, segment) => ({ method: "GET", url: `/api/social-media/posts/${segment}` }),
    cells: ownerOnly(ok(200, (reply) => expect(json(reply).id).toBe(w.owner.postId))),
  },
  {
    op: "DELETE /api/social-media/posts/{id}",
    call: async () => {
      spareGenerationId = await spareOwnerPost();
      return { method: "DELETE", url: `/api/social-media/posts/${spareGenerationId}` };
    },
    withId: (_id, segment) => ({ method: "DELETE", url: `/api/social-media/posts/${segment}` }),
    cells: {
      anonymous: { ...unauthorized, check: spareStays("post", true) },
      other: { ...notFound, check: spareStays("post", true) },
      owner: ok(204, spareStays("post", false)),
      admin: { ...notFound, check: spareStays("post", true) },
    },
  },
  {
    op: "PATCH /api/social-media/posts/{id}",
    call: (role) => ({
      method: "PATCH",
      url: `/api/social-media/posts/${w.owner.postId}`,
      payload: { platforms: { instagram: { caption: `Edited by ${role}` } }, hashtags: [`by${role}`] },
    }),
    withId: (_id, segment) => ({
      method: "PATCH",
      url: `/api/social-media/posts/${segment}`,
      payload: { platforms: { instagram: { caption: "Edited through a bad id" } } },
    }),
    cells: ownerOnly(
      ok(200, async (reply) => {
        expect(json(reply).id).toBe(w.owner.postId);
        const stored = (await observe()).post;
        expect(stored?.platforms.instagram?.caption).toContain("Edited by owner");
      }),
    ),
  },
  {
    op: "POST /api/social-media/posts/{id}/regenerate",
    call: () => ({
      method: "POST",
      url: `/api/social-media/posts/${w.owner.postId}/regenerate`,
      payload: { platform: "instagram" },
    }),
    withId: (_id, segment) => ({
      method: "POST",
      url: `/api/social-media/posts/${segment}/regenerate`,
      payload: { platform: "instagram" },
    }),
    cells: ownerOnly(
      ok(200, (reply) => {
        expect(json(reply).id).toBe(w.owner.postId);
        expect(
          (json(reply).platforms as { instagram?: { caption: string } }).instagram?.caption,
        ).toBeTruthy();
      }),
    ),
  },
  {
    op: "GET /api/social-media/posts/{id}/calendar.ics",
    call: () => ({
      method: "GET",
      url: `/api/social-media/posts/${w.owner.postId}/calendar.ics?tz=America/New_York`,
    }),
    withId: (_id, segment) => ({ method: "GET", url: `/api/social-media/posts/${segment}/calendar.ics` }),
    cells: ownerOnly(
      ok(200, (reply) => {
        expect(reply.headers["content-type"]).toBe("text/calendar; charset=utf-8");
        expect(reply.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
      }),
    ),
  },
  {
    op: "GET /api/social-media/posts/{id}/download.zip",
    call: () => ({ method: "GET", url: `/api/social-media/posts/${w.owner.postId}/download.zip` }),
    withId: (_id, segment) => ({ method: "GET", url: `/api/social-media/posts/${segment}/download.zip` }),
    cells: ownerOnly(
      ok(200, (reply) => {
        expect(reply.headers["content-type"]).toBe("application/zip");
        const files = unzipSync(new Uint8Array(reply.rawPayload));
        expect(Object.keys(files)).toEqual([
          "owlbrook-atelier-photo.jpg",
          "instagram.txt",
          "facebook.txt",
          "all-captions.txt",
        ]);
        expect(sha256(Buffer.from(files["owlbrook-atelier-photo.jpg"] ?? []))).toBe(w.owner.servedSha256);
      }),
    ),
  },
  {
    op: "POST /api/product-listings/generate",
    call: () => ({
      method: "POST",
      url: "/api/product-listings/generate",
      // The same upload as a full URL, the other way a listing request may name it.
      payload: {
        productType: "Vase",
        selectedPlatforms: ["etsy"],
        imageUrl: `http://localhost${ownerImage().objectPath}`,
      },
    }),
    withId: (id) => ({
      method: "POST",
      url: "/api/product-listings/generate",
      payload: {
        productType: "Vase",
        selectedPlatforms: ["etsy"],
        imageUrl: `http://localhost/objects/uploads/${id}`,
      },
    }),
    cells: ownerOnly(
      ok(200, (reply) =>
        expect(json(reply)).toMatchObject({ engine: "builtin", imagePath: ownerImage().objectPath }),
      ),
    ),
  },
  {
    op: "GET /api/product-listings",
    call: () => ({ method: "GET", url: "/api/product-listings" }),
    cells: {
      anonymous: unauthorized,
      other: ok(200, (reply) => {
        expect(idsIn(reply)).toContain(w.other.listingId);
        expect(idsIn(reply)).not.toContain(w.owner.listingId);
      }),
      owner: ok(200, (reply) => {
        expect(idsIn(reply)).toContain(w.owner.listingId);
        expect(idsIn(reply)).not.toContain(w.other.listingId);
      }),
      admin: ok(200, (reply) => expect(idsIn(reply)).toEqual([])),
    },
  },
  {
    op: "GET /api/product-listings/{id}",
    call: () => ({ method: "GET", url: `/api/product-listings/${w.owner.listingId}` }),
    withId: (_id, segment) => ({ method: "GET", url: `/api/product-listings/${segment}` }),
    cells: ownerOnly(
      ok(200, (reply) => {
        expect(json(reply).id).toBe(w.owner.listingId);
        expect(Object.keys(json(reply).platforms as object)).toContain("etsy");
      }),
    ),
  },
  {
    op: "DELETE /api/product-listings/{id}",
    call: async () => {
      spareGenerationId = await spareOwnerListing();
      return { method: "DELETE", url: `/api/product-listings/${spareGenerationId}` };
    },
    withId: (_id, segment) => ({ method: "DELETE", url: `/api/product-listings/${segment}` }),
    cells: {
      anonymous: { ...unauthorized, check: spareStays("listing", true) },
      other: { ...notFound, check: spareStays("listing", true) },
      owner: ok(204, spareStays("listing", false)),
      admin: { ...notFound, check: spareStays("listing", true) },
    },
  },
  {
    op: "PATCH /api/product-listings/{id}",
    call: (role) => ({
      method: "PATCH",
      url: `/api/product-listings/${w.owner.listingId}`,
      payload: editedListing(`Stoneware vase edited by ${role}`),
    }),
    withId: (_id, segment) => ({
      method: "PATCH",
      url: `/api/product-listings/${segment}`,
      payload: editedListing("Stoneware vase edited through a bad id"),
    }),
    cells: ownerOnly(
      ok(200, async (reply) => {
        expect(json(reply).id).toBe(w.owner.listingId);
        const stored = (await observe()).listing;
        expect(stored?.platforms.etsy?.title).toContain("edited by owner");
      }),
    ),
  },
  {
    op: "POST /api/product-listings/{id}/regenerate",
    call: () => ({
      method: "POST",
      url: `/api/product-listings/${w.owner.listingId}/regenerate`,
      payload: { platform: "etsy" },
    }),
    withId: (_id, segment) => ({
      method: "POST",
      url: `/api/product-listings/${segment}/regenerate`,
      payload: { platform: "etsy" },
    }),
    cells: ownerOnly(ok(200, (reply) => expect(json(reply).id).toBe(w.owner.listingId))),
  },
  {
    op: "POST /api/product-listings/download-csv",
    call: () => ({
      method: "POST",
      url: "/api/product-listings/download-csv",
      payload: { id: w.owner.listingId },
    }),
    withId: (id) => ({ method: "POST", url: "/api/product-listings/download-csv", payload: { id } }),
    cells: ownerOnly(
      ok(200, (reply) => {
        expect(reply.headers["content-type"]).toMatch(/^text\/csv/);
        expect(reply.body).toMatch(/^\uFEFF?Platform,Title,Description,Tags,Price,Category,Status/);
      }),
    ),
  },
  {
    op: "POST /api/product-listings/export",
    call: () => ({
      method: "POST",
      url: "/api/product-listings/export",
      payload: { ids: [w.owner.listingId], format: "generic" },
    }),
    withId: (id) => ({
      method: "POST",
      url: "/api/product-listings/export",
      payload: { ids: [id], format: "generic" },
    }),
    cells: ownerOnly(
      ok(200, (reply) => {
        expect(reply.headers["content-type"]).toMatch(/^text\/csv/);
        expect(reply.headers["x-skipped-generations"]).toBe("0");
        expect(reply.body).toMatch(/^\uFEFF?Platform,Title,Description,Tags,Price,Category,Status/);
      }),
    ),
  },
  {
    op: "GET /api/product-listings/{id}/download.zip",
    call: () => ({ method: "GET", url: `/api/product-listings/${w.owner.listingId}/download.zip` }),
    withId: (_id, segment) => ({ method: "GET", url: `/api/product-listings/${segment}/download.zip` }),
    cells: ownerOnly(
      ok(200, (reply) => {
        expect(reply.headers["content-type"]).toBe("application/zip");
        const files = unzipSync(new Uint8Array(reply.rawPayload));
        expect(Object.keys(files)).toEqual(["ceramic-vase-photo.jpg", "etsy.txt", "ebay.txt", "read-me.txt"]);
      }),
    ),
  },
  {
    op: "GET /api/product-listings/{id}/copy-sheet/{platform}",
    call: () => ({ method: "GET", url: `/api/product-listings/${w.owner.listingId}/copy-sheet/etsy` }),
    withId: (_id, segment) => ({ method: "GET", url: `/api/product-listings/${segment}/copy-sheet/etsy` }),
    cells: ownerOnly(
      ok(200, (reply) => {
        expect(json(reply)).toMatchObject({ generationId: w.owner.listingId, marketplace: "etsy" });
      }),
    ),
  },
  {
    op: "GET /api/product-listings/{id}/import.zip",
    call: () => ({
      method: "GET",
      url: `/api/product-listings/${w.owner.listingId}/import.zip?format=ebay`,
    }),
    withId: (_id, segment) => ({
      method: "GET",
      url: `/api/product-listings/${segment}/import.zip?format=ebay`,
    }),
    cells: ownerOnly(ok(200, (reply) => expect(reply.headers["content-type"]).toBe("application/zip"))),
  },
  {
    op: "GET /api/product-listings/{id}/import-check",
    call: () => ({ method: "GET", url: `/api/product-listings/${w.owner.listingId}/import-check` }),
    withId: (_id, segment) => ({ method: "GET", url: `/api/product-listings/${segment}/import-check` }),
    cells: ownerOnly(ok(200, (reply) => expect(json(reply).generationId).toBe(w.owner.listingId))),
  },
  {
    op: "POST /api/ai/analyze-image",
    call: () => ({
      method: "POST",
      url: "/api/ai/analyze-image",
      payload: { imagePath: ownerImage().objectPath },
    }),
    withId: (id) => ({
      method: "POST",
      url: "/api/ai/analyze-image",
      payload: { imagePath: `/objects/uploads/${id}` },
    }),
    cells: ownerOnly(
      ok(200, (reply) => expect(json(reply).facts).toMatchObject({ width: 640, height: 480 })),
    ),
  },
  {
    op: "POST /api/ai/generate-product-image",
    call: () => ({
      method: "POST",
      url: "/api/ai/generate-product-image",
      payload: { productContext: { productType: "Vase" }, customPrompt: "A blue stoneware vase" },
    }),
    cells: {
      anonymous: unauthorized,
      other: refused(403, "pro_required"),
      owner: ok(200, (reply) => expect(json(reply)).toMatchObject({ canProceedWithoutImage: true })),
      // Admin is a role, not a plan: an admin on Free is refused like any Free account.
      admin: refused(403, "pro_required"),
    },
  },
  {
    op: "POST /api/bulk-jobs",
    call: () => ({
      method: "POST",
      url: "/api/bulk-jobs",
      payload: {
        kind: "social",
        context: { businessType: "ecommerce", brand: "Owlbrook Atelier", targetAudience: "Gift buyers" },
        images: [{ imagePath: ownerImage().objectPath, fileName: "vase.jpg" }],
      },
    }),
    cells: {
      anonymous: unauthorized,
      other: refused(403, "pro_required"),
      owner: ok(202, async (reply) => {
        expect(json(reply)).toMatchObject({ kind: "social", total: 1 });
        // Let the queue finish it, so it changes nothing while later cells watch for changes.
        await waitForBulkJob(json(reply).id as string);
      }),
      // Admins may run bulk jobs on any plan (the quality lab checks the queue with one), but only
      // on their own photos: the owner's upload is refused.
      admin: ok(400, (reply) =>
        expect(json(reply)).toMatchObject({
          code: "bad_request",
          message: "vase.jpg is not one of your uploads",
        }),
      ),
    },
  },
  {
    op: "GET /api/bulk-jobs",
    call: () => ({ method: "GET", url: "/api/bulk-jobs" }),
    cells: signedIn(
      ok(200, (reply, role) => {
        const ids = (json(reply).jobs as { id: string }[]).map((job) => job.id);
        if (role === "owner") expect(ids).toContain(w.owner.bulkJobId);
        else expect(ids).toEqual([]);
      }),
    ),
  },
  {
    op: "GET /api/bulk-jobs/{id}",
    call: () => ({ method: "GET", url: `/api/bulk-jobs/${w.owner.bulkJobId}` }),
    withId: (_id, segment) => ({ method: "GET", url: `/api/bulk-jobs/${segment}` }),
    // DESIGN.md §5: owner or admin.
    cells: {
      anonymous: unauthorized,
      other: notFound,
      owner: ok(200, (reply) => expect(json(reply)).toMatchObject({ id: w.owner.bulkJobId, succeeded: 1 })),
      admin: {
        ...ok(200, (reply) => expect(json(reply)).toMatchObject({ id: w.owner.bulkJobId })),
        mayShowOwnerData: true,
      },
    },
  },
  {
    op: "GET /api/bulk-jobs/{id}/events",
    call: () => ({ method: "GET", url: `/api/bulk-jobs/${w.owner.bulkJobId}/events` }),
    withId: (_id, segment) => ({ method: "GET", url: `/api/bulk-jobs/${segment}/events` }),
    cells: ownerOnly(ok(200, (reply) => expect(reply.body).toContain("event: done"))),
  },
  {
    op: "POST /api/bulk-jobs/{id}/cancel",
    call: () => ({ method: "POST", url: `/api/bulk-jobs/${w.owner.bulkJobId}/cancel` }),
    withId: (_id, segment) => ({ method: "POST", url: `/api/bulk-jobs/${segment}/cancel` }),
    // The job is finished: cancelling it changes nothing and answers the job.
    cells: ownerOnly(ok(200, (reply) => expect(json(reply)).toMatchObject({ status: "completed" }))),
  },
  {
    op: "POST /api/bulk-jobs/{id}/items/{itemId}/retry",
    call: () => ({
      method: "POST",
      url: `/api/bulk-jobs/${w.owner.bulkJobId}/items/${w.owner.bulkItemId}/retry`,
      payload: {},
    }),
    withId: (_id, segment) => ({
      method: "POST",
      url: `/api/bulk-jobs/${segment}/items/${w.owner.bulkItemId}/retry`,
      payload: {},
    }),
    // Only a failed photo is retried: the owner's succeeded one answers 409, saying why.
    cells: ownerOnly(refused(409, "conflict")),
  },
  {
    op: "GET /api/bulk-jobs/{id}/export.csv",
    call: () => ({ method: "GET", url: `/api/bulk-jobs/${w.owner.bulkJobId}/export.csv` }),
    withId: (_id, segment) => ({ method: "GET", url: `/api/bulk-jobs/${segment}/export.csv` }),
    cells: ownerOnly(ok(200, (reply) => expect(reply.body).toContain("owlbrook-vase.jpg"))),
  },
  {
    op: "GET /api/bulk-jobs/{id}/calendar.ics",
    call: () => ({ method: "GET", url: `/api/bulk-jobs/${w.owner.bulkJobId}/calendar.ics?tz=Asia/Tokyo` }),
    withId: (_id, segment) => ({ method: "GET", url: `/api/bulk-jobs/${segment}/calendar.ics` }),
    cells: ownerOnly(
      ok(200, (reply) => {
        expect(reply.headers["content-type"]).toBe("text/calendar; charset=utf-8");
        expect(reply.body).toContain("BEGIN:VEVENT");
      }),
    ),
  },
  {
    op: "GET /api/admin/test-cases",
    call: () => ({ method: "GET", url: "/api/admin/test-cases" }),
    cells: adminOnly(ok(200, (reply) => expect(Array.isArray(reply.json())).toBe(true))),
  },
  {
    op: "POST /api/admin/test-cases",
    call: () => ({ method: "POST", url: "/api/admin/test-cases", payload: labCaseBody("Matrix case") }),
    cells: adminOnly(
      ok(201, (reply) => expect(json(reply)).toMatchObject({ name: "Matrix case", status: "pending" })),
    ),
  },
  {
    op: "POST /api/admin/test-cases/{id}/run",
    before: async () => {
      labCaseId ??= await createLabCase("Matrix run case");
    },
    call: () => ({ method: "POST", url: `/api/admin/test-cases/${labCaseId}/run` }),
    adminOnlyId: (_id, segment) => ({ method: "POST", url: `/api/admin/test-cases/${segment}/run` }),
    cells: adminOnly(ok(200, (reply) => expect(json(reply).result).toMatchObject({ status: "manual" }))),
  },
  {
    op: "DELETE /api/admin/test-cases/{id}",
    before: async () => {
      labCaseId ??= await createLabCase("Matrix delete case");
    },
    after: async (role) => {
      if (role === "admin") labCaseId = undefined;
    },
    call: () => ({ method: "DELETE", url: `/api/admin/test-cases/${labCaseId}` }),
    adminOnlyId: (_id, segment) => ({ method: "DELETE", url: `/api/admin/test-cases/${segment}` }),
    cells: adminOnly(ok(204)),
  },
  {
    op: "POST /api/test/generate-content",
    call: () => ({
      method: "POST",
      url: "/api/test/generate-content",
      payload: { product: "stoneware vase", imageBase64: labImageBase64 },
    }),
    cells: adminOnly(
      ok(200, (reply) => expect(Object.keys(json(reply).platforms as object)).toHaveLength(6)),
    ),
  },
  {
    op: "GET /api/admin/quality-report",
    before: async (role) => {
      if (role === "admin")
        await injectAs(w, cookieOf(w, "admin"), { method: "POST", url: "/api/admin/quality-report" });
    },
    call: () => ({ method: "GET", url: "/api/admin/quality-report" }),
    cells: adminOnly(ok(200, (reply) => expect(json(reply)).toMatchObject({ engine: "builtin" }))),
  },
  {
    op: "POST /api/admin/quality-report",
    call: () => ({ method: "POST", url: "/api/admin/quality-report" }),
    cells: adminOnly(
      ok(201, (reply) => expect(json(reply)).toMatchObject({ engine: "builtin", passed: true })),
    ),
  },
  {
    op: "POST /api/create-subscription",
    call: () => ({ method: "POST", url: "/api/create-subscription" }),
    cells: {
      anonymous: unauthorized,
      other: ok(200, (reply) =>
        expect(json(reply)).toMatchObject({
          provider: "demo",
          clientSecret: expect.stringMatching(/^demo_/),
        }),
      ),
      owner: ok(200, (reply) => expect(json(reply)).toEqual({ alreadySubscribed: true })),
      admin: ok(200, (reply) =>
        expect(json(reply)).toMatchObject({
          provider: "demo",
          clientSecret: expect.stringMatching(/^demo_/),
        }),
      ),
    },
  },
  {
    // The owner's checkout secret: another account (admins too) cannot pay with it and stays Free.
    op: "POST /api/billing/demo/confirm",
    call: () => ({
      method: "POST",
      url: "/api/billing/demo/confirm",
      payload: { clientSecret: w.owner.clientSecret, cardNumber: "4242 4242 4242 4242" },
    }),
    cells: {
      anonymous: unauthorized,
      other: refused(400, "bad_request"),
      owner: ok(200, (reply) => expect(json(reply)).toMatchObject({ subscriptionStatus: "active" })),
      admin: refused(400, "bad_request"),
    },
  },
  {
    // Subscribers only: an account without a subscription has nothing to cancel (409).
    op: "POST /api/cancel-subscription",
    call: () => ({ method: "POST", url: "/api/cancel-subscription" }),
    cells: {
      anonymous: unauthorized,
      other: refused(409, "conflict"),
      owner: ok(200, (reply) => expect(json(reply)).toMatchObject({ subscriptionStatus: "canceling" })),
      admin: refused(409, "conflict"),
    },
    after: async (role) => {
      if (role === "owner") await setPlan(t, w.users.owner.id, "pro");
    },
  },
  {
    op: "POST /api/reactivate-subscription",
    call: () => ({ method: "POST", url: "/api/reactivate-subscription" }),
    before: async (role) => {
      if (role === "owner") await setPlan(t, w.users.owner.id, "canceling");
    },
    cells: {
      anonymous: unauthorized,
      other: refused(409, "conflict"),
      owner: ok(200, (reply) => expect(json(reply)).toMatchObject({ subscriptionStatus: "active" })),
      admin: refused(409, "conflict"),
    },
    after: async (role) => {
      if (role === "owner") await setPlan(t, w.users.owner.id, "pro");
    },
  },
  {
    op: "POST /api/contact",
    call: (role) => ({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: `Matrix ${role}`,
        email: "sender@example.com",
        category: "general",
        message: "Hello there",
      },
      remoteAddress: freshAddress(),
    }),
    cells: everyone(ok(201, (reply) => expect(json(reply).id).toEqual(expect.any(String)))),
  },
];

function editedListing(title: string) {
  return {
    platforms: {
      etsy: {
        title,
        description: "A hand-thrown stoneware vase with a deep blue glaze, made in small batches.",
        tags: ["stoneware vase", "blue vase"],
        suggestedPrice: "$42.00",
        category: "Home & Living",
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Running a cell

function send(role: Role, call: Call): Promise<LightMyRequestResponse> {
  const cookie = call.cookie === undefined ? cookieOf(w, role) : (call.cookie ?? undefined);
  return injectAs(w, cookie, {
    method: call.method,
    url: call.url,
    ...(call.payload !== undefined ? { payload: call.payload } : {}),
    ...(call.headers ? { headers: call.headers } : {}),
    ...(call.remoteAddress ? { remoteAddress: call.remoteAddress } : {}),
  });
}

/**
 * Everything a refused request could have changed, read back through the API as its owners see
 * it: the owner's post, listing, image and brand profiles, and every account's usage and plan.
 */
async function observe() {
  const get = (role: Role, url: string) => injectAs(w, cookieOf(w, role), { method: "GET", url });
  const [posts, listings, image, pending, profiles, ...usage] = await Promise.all([
    get("owner", "/api/social-media/posts"),
    get("owner", "/api/product-listings"),
    get("owner", ownerImage().objectPath),
    get("owner", w.owner.pending.objectPath),
    get("owner", "/api/brand-profiles"),
    get("other", "/api/usage-status"),
    get("owner", "/api/usage-status"),
    get("admin", "/api/usage-status"),
  ]);
  return {
    post: (posts.json() as StoredSocialPost[]).find((post) => post.id === w.owner.postId),
    listing: (listings.json() as StoredListingGeneration[]).find(
      (listing) => listing.id === w.owner.listingId,
    ),
    image: { status: image.statusCode, sha256: sha256(image.rawPayload) },
    pendingUpload: pending.statusCode,
    brandProfiles: profiles.json(),
    usage: usage.map((reply) => reply.json()),
  };
}

/** `{message, code}` and nothing else: no stack, no internals. */
function expectErrorReply(reply: LightMyRequestResponse, code: ErrorCode) {
  expect(reply.headers["content-type"]).toMatch(/^application\/json/);
  const body = json(reply);
  expect(Object.keys(body).sort()).toEqual(["code", "message"]);
  expect(body.code).toBe(code);
  expect(body.message).toEqual(expect.stringMatching(/\S/));
  expect(reply.body).not.toMatch(/stack|node_modules|\bat \S+ \(|\.[jt]s:\d+/i);
}

function expectNoOwnerData(reply: LightMyRequestResponse) {
  for (const secret of w.secrets)
    expect(reply.body, `the reply carries the owner's "${secret}"`).not.toContain(secret);
}

async function runCell(operation: Operation, role: Role) {
  const cell = operation.cells[role];
  await operation.before?.(role);
  try {
    const call = await operation.call(role);
    const isRefusal = cell.status >= 400;
    const before = isRefusal ? await observe() : undefined;
    const reply = await send(role, call);
    expect(reply.statusCode, reply.body.slice(0, 300)).toBe(cell.status);
    if (cell.code) expectErrorReply(reply, cell.code);
    if (cell.message) expect(json(reply).message).toBe(cell.message);
    if (role !== "owner" && !cell.mayShowOwnerData) expectNoOwnerData(reply);
    await cell.check?.(reply, role, call);
    if (isRefusal) expect(await observe(), "a refused request changed something").toEqual(before);
  } finally {
    await operation.after?.(role);
  }
}

// ---------------------------------------------------------------------------------------------
// The tests

/** An operation with an id in its path (the local store's object `{key}` is not an id). */
const hasPathId = (operation: Operation) => /\{(?!key\})[^}]+\}/.test(operation.op);

const HTTP_METHODS = new Set(["get", "put", "post", "delete", "patch", "options", "head", "trace"]);

describe("the matrix covers the app", () => {
  it("has exactly one row per operation in the app's OpenAPI document, in both directions", () => {
    const document = t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
    const documented = new Set(
      Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
        Object.keys(item)
          .filter((key) => HTTP_METHODS.has(key))
          .map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const rows = matrix
      .filter((operation) => operation.documented !== false)
      .map((operation) => operation.op);
    expect(rows.length, "an operation has two rows").toBe(new Set(rows).size);
    const missing = [...documented].filter((op) => !rows.includes(op)).sort();
    const stale = rows.filter((op) => !documented.has(op)).sort();
    expect(missing, `operations without a row in the access matrix: ${missing.join(", ")}`).toEqual([]);
    expect(stale, `matrix rows for operations the app does not document: ${stale.join(", ")}`).toEqual([]);
  });

  it("has an unknown/malformed-id case for every operation with an {id} in its path", () => {
    const withoutIdCases = matrix
      .filter((operation) => hasPathId(operation) && !operation.withId && !operation.adminOnlyId)
      .map((operation) => operation.op);
    expect(withoutIdCases, `give these rows a withId: ${withoutIdCases.join(", ")}`).toEqual([]);
  });
});

describe.each(matrix)("$op", (operation) => {
  it.each(roles.map((role) => ({ role, status: operation.cells[role].status })))(
    "$role → $status",
    ({ role }) => runCell(operation, role),
  );
});

interface BadId {
  label: string;
  id: () => string;
  /** How it appears in a URL path; by default the id, percent-encoded. */
  segment?: () => string;
  /** Only routes with the id in their path (the case is about URLs). */
  pathOnly?: boolean;
}

const badIds: BadId[] = [
  { label: "an unknown id", id: () => randomUUID() },
  { label: "a malformed id", id: () => "not-a-uuid" },
  { label: "an injection-shaped id", id: () => "1' OR '1'='1" },
  // A 100-character id gets the route's clean 404; one more character must not change the answer.
  { label: "an over-long id (101 characters)", id: () => "a".repeat(101), pathOnly: true },
  { label: "a badly percent-encoded id", id: () => "%E0%A4%A", segment: () => "%E0%A4%A", pathOnly: true },
];

describe.each(matrix.filter((operation) => operation.withId))("$op naming nothing", (operation) => {
  const cases = badIds
    .filter((bad) => !bad.pathOnly || hasPathId(operation))
    .flatMap((bad) => (["owner", "admin"] as const).map((role) => ({ ...bad, role })));

  it.each(cases)("$label as $role → 404", async ({ id, segment, role }) => {
    const value = id();
    const call = operation.withId?.(value, segment?.() ?? encodeURIComponent(value));
    if (!call) throw new Error("no withId");
    const before = await observe();
    const reply = await send(role, call);
    expect(reply.statusCode, reply.body.slice(0, 300)).toBe(404);
    expectErrorReply(reply, "not_found");
    expectNoOwnerData(reply);
    expect(await observe()).toEqual(before);
  });

  it("answers another account for the owner's resource exactly as for an unknown id (no existence oracle)", async () => {
    const theirs = await send("other", await operation.call("other"));
    const unknown = randomUUID();
    const nothing = await send(
      "other",
      operation.withId?.(unknown, unknown) ?? (await operation.call("other")),
    );
    expect(theirs.statusCode).toBe(404);
    expect({ status: nothing.statusCode, body: nothing.json() }).toEqual({
      status: theirs.statusCode,
      body: theirs.json(),
    });
  });
});

describe.each(matrix.filter((operation) => operation.adminOnlyId))("$op naming nothing", (operation) => {
  it.each(badIds.filter((bad) => !bad.pathOnly || hasPathId(operation)))(
    "$label as admin → 404",
    async ({ id, segment }) => {
      const value = id();
      const call = operation.adminOnlyId?.(value, segment?.() ?? encodeURIComponent(value));
      if (!call) throw new Error("no adminOnlyId");
      const reply = await send("admin", call);
      expect(reply.statusCode, reply.body.slice(0, 300)).toBe(404);
      expectErrorReply(reply, "not_found");
    },
  );
});

describe("PUT /api/objects/local/* is authorised by its signature, never by a cookie", () => {
  const pendingKeyPath = () => `/api/objects/local/uploads/${w.owner.pending.id}`;
  const withQuery = (change: (query: URLSearchParams) => void) => () => {
    const url = new URL(w.owner.pending.putPath, "http://localhost");
    change(url.searchParams);
    return `${url.pathname}${url.search}`;
  };
  const attempts: { label: string; path: () => string; role: Role }[] = [
    { label: "the owner's cookie with no signature at all", path: pendingKeyPath, role: "owner" },
    { label: "an admin's cookie with no signature at all", path: pendingKeyPath, role: "admin" },
    {
      label: "another upload's valid signature moved onto the owner's key",
      path: () => `${pendingKeyPath()}${new URL(w.other.upload.putPath, "http://localhost").search}`,
      role: "other",
    },
    {
      label: "the owner's signature with a later expiry",
      path: withQuery((query) => query.set("expires", String(Number(query.get("expires")) + 86_400))),
      role: "anonymous",
    },
    {
      label: "the owner's signature with a larger size cap",
      path: withQuery((query) => query.set("max", String(Number(query.get("max")) * 2))),
      role: "owner",
    },
  ];

  it.each(attempts)("refuses $label (403) and changes nothing", async ({ path, role }) => {
    const before = await observe();
    const reply = await send(role, {
      method: "PUT",
      url: path(),
      payload: w.other.upload.bytes,
      headers: { "content-type": "image/jpeg" },
    });
    expect(reply.statusCode, reply.body).toBe(403);
    expectErrorReply(reply, "forbidden");
    expect(json(reply).message).toBe(INVALID_UPLOAD_LINK_MESSAGE);
    expect(await observe()).toEqual(before);
  });

  it("refuses a replay of the owner's used link, even with the owner's cookie, and keeps the image", async () => {
    const before = await observe();
    const reply = await send("owner", {
      method: "PUT",
      url: ownerImage().putPath,
      payload: w.other.upload.bytes,
      headers: { "content-type": "image/jpeg" },
    });
    expect(reply.statusCode, reply.body).toBe(403);
    expectErrorReply(reply, "forbidden");
    expect(json(reply).message).toBe(USED_UPLOAD_LINK_MESSAGE);
    expect(await observe()).toEqual(before);
  });

  it("accepts the untampered link with no cookie at all: none of the refusals above used it up", async () => {
    const bytes = await makeJpeg({ width: 200, height: 100 });
    const reply = await send("anonymous", {
      method: "PUT",
      url: w.owner.pending.putPath,
      payload: bytes,
      headers: { "content-type": "image/jpeg" },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const image = await send("owner", { method: "GET", url: w.owner.pending.objectPath });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect((await send("other", { method: "GET", url: w.owner.pending.objectPath })).statusCode).toBe(404);
  });
});

describe("a generator naming the owner's brand profile (brandProfileId) answers 404 and charges nothing", () => {
  const requests: { label: string; call: (role: "other" | "admin") => Call }[] = [
    {
      label: "POST /api/social-media/generate",
      call: (role) => ({
        method: "POST",
        url: "/api/social-media/generate",
        payload: {
          brandProfileId: ownerProfileId,
          product: "Stoneware vase",
          selectedPlatforms: ["instagram"],
          ...(role === "other" ? { imagePath: w.other.upload.objectPath } : { imageBase64: labImageBase64 }),
        },
      }),
    },
    {
      label: "POST /api/product-listings/generate",
      call: (role) => ({
        method: "POST",
        url: "/api/product-listings/generate",
        payload: {
          brandProfileId: ownerProfileId,
          productType: "Vase",
          selectedPlatforms: ["etsy"],
          ...(role === "other" ? { imagePath: w.other.upload.objectPath } : { imageBase64: labImageBase64 }),
        },
      }),
    },
    {
      label: "POST /api/bulk-jobs",
      call: () => ({
        method: "POST",
        url: "/api/bulk-jobs",
        payload: {
          kind: "social",
          context: { brandProfileId: ownerProfileId },
          images: [{ imagePath: w.other.upload.objectPath, fileName: "vase.jpg" }],
        },
      }),
    },
  ];
  const cases = requests.flatMap((request) =>
    (["other", "admin"] as const).map((role) => ({ ...request, role })),
  );

  it.each(cases)("$label as $role", async ({ call, role }) => {
    const before = await observe();
    const reply = await send(role, call(role));
    expect(reply.statusCode, reply.body.slice(0, 300)).toBe(404);
    expectErrorReply(reply, "not_found");
    expect(json(reply).message).toBe("Brand profile not found");
    expectNoOwnerData(reply);
    expect(await observe()).toEqual(before);
  });

  it("still answers 401 to a signed-out request naming it", async () => {
    const reply = await send("anonymous", requests[0]?.call("other") as Call);
    expect(reply.statusCode).toBe(401);
    expectErrorReply(reply, "unauthorized");
  });
});

describe("public routes refuse cleanly", () => {
  it("a wrong password is 401 with the generic message, naming no account", async () => {
    const reply = await send("anonymous", {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: w.users.owner.email, password: "not-the-password" },
      remoteAddress: freshAddress(),
    });
    expect(reply.statusCode).toBe(401);
    expectErrorReply(reply, "unauthorized");
    expect(json(reply).message).toBe("Invalid email or password");
    expectNoOwnerData(reply);
  });
});

// ---------------------------------------------------------------------------------------------
// A token only (issue 29): every operation with `Authorization: Bearer` and no cookie

/**
 * The operations an API token may not call (DESIGN.md §5, SECURITY.md "API tokens"): token
 * management, the account, sign-in and sign-out, billing and the admin tools. Written out here,
 * not read from api-token-auth.ts, so the code and this list must agree. Each answers a token 403
 * however its path is spelt; every other operation answers the owner's token as it answers the
 * owner's browser (or the row's `tokenOnly` cell).
 */
const COOKIE_ONLY_OPERATIONS = new Set([
  "POST /api/auth/register",
  "POST /api/auth/login",
  "POST /api/auth/verify-email",
  "POST /api/auth/resend-verification",
  "POST /api/auth/forgot-password",
  "POST /api/auth/reset-password",
  "POST /api/auth/sign-in-link",
  "POST /api/auth/sign-in-link/consume",
  "POST /api/account/password",
  "POST /api/account/email",
  "PATCH /api/account/profile",
  "POST /api/auth/logout",
  "GET /api/logout",
  "GET /api/account/sessions",
  "GET /api/account/shop-settings",
  "PUT /api/account/shop-settings",
  "DELETE /api/account/sessions/{id}",
  "POST /api/account/sessions/sign-out-others",
  "GET /api/account/export",
  "GET /api/tokens",
  "POST /api/tokens",
  "DELETE /api/tokens/{id}",
  "DELETE /api/account",
  "GET /api/admin/test-cases",
  "POST /api/admin/test-cases",
  "POST /api/admin/test-cases/{id}/run",
  "DELETE /api/admin/test-cases/{id}",
  "POST /api/test/generate-content",
  "GET /api/admin/quality-report",
  "POST /api/admin/quality-report",
  "POST /api/create-subscription",
  "POST /api/billing/demo/confirm",
  "POST /api/cancel-subscription",
  "POST /api/reactivate-subscription",
]);
const isCookieOnly = (operation: Operation) => COOKIE_ONLY_OPERATIONS.has(operation.op);
const tokenRefused = refused(403, "forbidden");

/** Credentials and account rows a token must never change on a cookie-only route (beyond observe()). */
async function credentials() {
  const ids = [w.users.owner.id, w.users.admin.id];
  const [tokenRows, sessionRows, userRows] = await Promise.all([
    t.database.db.select({ id: apiTokens.id }).from(apiTokens).where(inArray(apiTokens.userId, ids)),
    t.database.db.select({ sid: sessions.sid }).from(sessions).where(inArray(sessions.userId, ids)),
    t.database.db.select().from(users).where(inArray(users.id, ids)),
  ]);
  return {
    tokens: tokenRows.map((row) => row.id).sort(),
    sessions: sessionRows.map((row) => row.sid).sort(),
    users: userRows
      .map(({ id, email, passwordHash, firstName, lastName, role, subscriptionStatus }) => ({
        id,
        email,
        passwordHash,
        firstName,
        lastName,
        role,
        subscriptionStatus,
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  };
}

function sendWithToken(call: Call, token: string, url = call.url): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: call.method,
    url,
    headers: { ...(call.headers ?? {}), authorization: `Bearer ${token}` },
    ...(call.payload !== undefined ? { payload: call.payload } : {}),
    ...(call.remoteAddress ? { remoteAddress: call.remoteAddress } : {}),
  });
}

interface TokenCase {
  /** Whose token: the owner's for every row; the admin's too on cookie-only rows (admin tools). */
  holder: "owner" | "admin";
  status: number;
}
const tokenCasesOf = (operation: Operation): TokenCase[] =>
  isCookieOnly(operation)
    ? [
        { holder: "owner", status: 403 },
        { holder: "admin", status: 403 },
      ]
    : [{ holder: "owner", status: (operation.tokenOnly ?? operation.cells.owner).status }];

async function runTokenCell(operation: Operation, holder: "owner" | "admin") {
  const cookieOnly = isCookieOnly(operation);
  const cell = cookieOnly ? tokenRefused : (operation.tokenOnly ?? operation.cells.owner);
  // The request is the one the holder's browser would send (its cookie, if the row names one, is not sent).
  const role: Role = holder;
  await operation.before?.(role);
  try {
    const call = await operation.call(role);
    const isRefusal = cell.status >= 400;
    const before = isRefusal ? { seen: await observe(), credentials: await credentials() } : undefined;
    const reply = await sendWithToken(call, callerTokens[holder]);
    const hint = cookieOnly
      ? ""
      : ` (if a token must not call ${operation.op}, add it to COOKIE_ONLY_OPERATIONS)`;
    expect(reply.statusCode, `${reply.body.slice(0, 300)}${hint}`).toBe(cell.status);
    if (cell.code) expectErrorReply(reply, cell.code);
    if (cell.message) expect(json(reply).message).toBe(cell.message);
    if (!cookieOnly) await cell.check?.(reply, role, call);
    if (before) {
      expect(await observe(), "a refused token request changed something").toEqual(before.seen);
      expect(await credentials(), "a refused token request changed credentials").toEqual(before.credentials);
    }
  } finally {
    await operation.after?.(role);
  }
}

describe("the token-only list names operations of the app", () => {
  it("names only operations the app has (the matrix's row-per-operation test covers the rest)", () => {
    const document = t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
    const known = new Set([
      ...matrix.map((operation) => operation.op),
      ...Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    ]);
    expect([...COOKIE_ONLY_OPERATIONS].filter((op) => !known.has(op))).toEqual([]);
  });
});

describe.each(matrix)("$op with an API token only", (operation) => {
  it.each(tokenCasesOf(operation))("token of the $holder → $status", ({ holder }) =>
    runTokenCell(operation, holder),
  );
});

describe.each(matrix.filter(isCookieOnly))("$op with a token only, its path spelt otherwise", (operation) => {
  it("is refused (403) wherever the router decodes the path to it, and never reached otherwise", async () => {
    await operation.before?.("owner");
    try {
      const call = await operation.call("owner");
      const path = call.url.split("?")[0] ?? call.url;
      const before = { seen: await observe(), credentials: await credentials() };
      for (const holder of ["owner", "admin"] as const) {
        for (const spelling of encodedSpellings(path)) {
          const reply = await sendWithToken(call, callerTokens[holder], spelling.path);
          const label = `${holder}'s token, ${call.method} ${spelling.path} (${spelling.label})`;
          expect(reply.statusCode, `${label}: ${reply.body.slice(0, 200)}`).toBe(403);
          expectErrorReply(reply, "forbidden");
        }
        for (const spelling of otherSpellings(path)) {
          const reply = await sendWithToken(call, callerTokens[holder], spelling.path);
          const label = `${holder}'s token, ${call.method} ${spelling.path} (${spelling.label})`;
          expect(reply.statusCode, `${label}: ${reply.body.slice(0, 200)}`).toBe(
            resolvedByInject(spelling) ? 403 : 404,
          );
          expectErrorReply(reply, resolvedByInject(spelling) ? "forbidden" : "not_found");
        }
      }
      expect(await observe(), "a refused token request changed something").toEqual(before.seen);
      expect(await credentials(), "a refused token request changed credentials").toEqual(before.credentials);
    } finally {
      await operation.after?.("owner");
    }
  });
});
