import { randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { API_TOKEN_PREFIX } from "../../../src/domain/api-tokens";
import { apiTokens, users } from "../../../src/server/db/schema";
import { hashApiToken } from "../../../src/server/modules/api-tokens/service";
import { createSession } from "../../../src/server/modules/sessions/service";
import { bombPng, disguisedHtml, disguisedSvg, makeImage, makeJpeg } from "../images";
import { confirmEmailOf, type SignedUpUser, sessionCookieFrom, signUp, type TestApp } from "../test-app";
import type { ValuePool } from "./pool";
import { type Caller, isTokenRole, type RoleName, type TokenRole } from "./request";

/**
 * The world the fuzz runs in: an anonymous caller and a Free, a Pro and an admin account, each
 * with real rows (an upload, a social generation, a listing generation) whose ids, paths and
 * links are in the value pool — so fuzzed ids hit rows the caller owns and rows it does not.
 */

export const FUZZ_PASSWORD = "a-good-password";

interface Account extends SignedUpUser {
  plan: "inactive" | "active";
}

export class FuzzWorld {
  readonly accounts = new Map<Exclude<RoleName, "anonymous" | TokenRole>, Account>();
  /** The token roles' API tokens: the Pro account's and the admin's, sent with no cookie. */
  readonly tokens = new Map<TokenRole, string>();
  private readonly tokenOwners = new Map<TokenRole, string>();
  /** Bytes that image bodies choose from: real images and things that only pretend to be. */
  images: Buffer[] = [];

  constructor(
    private readonly t: TestApp,
    readonly pool: ValuePool,
    private readonly adminEmail: string,
  ) {}

  private get app(): FastifyInstance {
    return this.t.app;
  }

  caller(role: RoleName): Caller {
    if (role === "anonymous") return { cookie: undefined, unsignedCookie: undefined };
    if (isTokenRole(role))
      return { cookie: undefined, unsignedCookie: undefined, bearer: this.tokens.get(role) };
    const account = this.accounts.get(role);
    const signed = account ? decodeURIComponent(account.cookie.slice("sid=".length)) : "";
    return {
      cookie: account?.cookie,
      unsignedCookie: signed ? encodeURIComponent(signed.slice(0, signed.lastIndexOf("."))) : undefined,
    };
  }

  async seed(): Promise<void> {
    this.pool.seeding = true;
    try {
      await this.seedRows();
    } finally {
      this.pool.seeding = false;
    }
  }

  private async seedRows(): Promise<void> {
    const free = await signUp(this.app, { firstName: "Free" });
    const pro = await signUp(this.app, { firstName: "Pro" });
    const admin = await this.register(this.adminEmail);
    // Confirmed addresses, as API tokens need; the token roles act as the Pro account and the admin.
    await confirmEmailOf(this.t, free.email);
    await confirmEmailOf(this.t, pro.email);
    this.tokens.set("pro-token", await this.apiToken(pro));
    this.tokens.set("admin-token", await this.apiToken(admin));
    this.tokenOwners.set("pro-token", pro.id);
    this.tokenOwners.set("admin-token", admin.id);
    await this.t.database.db.update(users).set({ subscriptionStatus: "active" }).where(eq(users.id, pro.id));
    this.accounts.set("free", { ...free, plan: "inactive" });
    this.accounts.set("pro", { ...pro, plan: "active" });
    this.accounts.set("admin", { ...admin, plan: "inactive" });

    const jpeg = await makeJpeg({ width: 160, height: 120 });
    const bomb = bombPng();
    this.images = [
      jpeg,
      await makeImage("png", 64, 40),
      await makeImage("webp", 64, 40),
      bomb,
      disguisedHtml,
      disguisedSvg,
    ];

    for (const account of [free, pro, admin]) {
      this.pool.add("email", account.email);
      const objectPath = await this.upload(account, jpeg);
      // A brand profile each, used by the generation so its reply pools `brandProfileId`.
      const profile = await this.post(account, "/api/brand-profiles", {
        name: "Fuzz profile",
        tone: "Friendly",
      });
      if (profile.statusCode !== 201)
        throw new Error(`seeding failed: ${profile.statusCode} ${profile.body}`);
      this.pool.harvest(profile.json(), "/api/brand-profiles");
      await this.expectOk(
        "/api/social-media/generate",
        this.post(account, "/api/social-media/generate", {
          brandProfileId: profile.json().id,
          businessType: "Handmade crafts",
          brand: "Fuzz & Co",
          product: "Speckled stoneware mug",
          imagePath: objectPath,
          selectedPlatforms: ["instagram", "twitter", "linkedin"],
        }),
      );
      await this.expectOk(
        "/api/product-listings/generate",
        this.post(account, "/api/product-listings/generate", {
          productType: "Mug",
          imagePath: objectPath,
          selectedPlatforms: ["etsy", "amazon", "ebay"],
        }),
      );
    }
    // A Pro generation on every marketplace, an upload whose bytes never came, and one that lies.
    const proPath = await this.upload(pro, jpeg);
    await this.expectOk(
      "/api/product-listings/generate",
      this.post(pro, "/api/product-listings/generate", {
        productType: "Poster",
        imagePath: proPath,
        selectedPlatforms: ["etsy", "redbubble", "amazon", "shopify", "ebay", "mercari"],
      }),
    );
    const dangling = await this.post(free, "/api/objects/upload", { contentType: "image/jpeg", size: 1000 });
    this.pool.harvest(dangling.json(), "/api/objects/upload", { only: new Set(["objectPath"]) });
    await this.upload(admin, disguisedHtml);

    this.pool.add("password", FUZZ_PASSWORD);
    for (const card of ["4242 4242 4242 4242", "4000 0000 0000 0002", "4242424242424242"]) {
      this.pool.add("cardNumber", card);
    }
    const base64 = jpeg.toString("base64");
    for (const value of [
      base64,
      `data:image/jpeg;base64,${base64}`,
      bomb.toString("base64"),
      disguisedHtml.toString("base64"),
      `data:image/svg+xml;base64,${disguisedSvg.toString("base64")}`,
      `${base64.slice(0, 200)}!!!${base64.slice(200)}`,
    ]) {
      this.pool.add("imageBase64", value);
    }
  }

  /** Files what a successful reply tells about the app's data into the pool. */
  harvest(path: string, reply: { statusCode: number; headers: Record<string, unknown>; body: string }): void {
    if (reply.statusCode < 200 || reply.statusCode >= 300) return;
    if (!/json/.test(String(reply.headers["content-type"] ?? ""))) return;
    try {
      this.pool.harvest(JSON.parse(reply.body), path);
    } catch {
      // not JSON after all: the oracle reports it
    }
  }

  /** A fresh session for a role whose session a request ended (sign-out, sign-in elsewhere). */
  async renewSession(role: RoleName): Promise<void> {
    if (role === "anonymous" || isTokenRole(role)) return;
    const account = this.accounts.get(role);
    if (!account) return;
    const { sid } = await createSession(this.t.database.db, account.id);
    account.cookie = `sid=${encodeURIComponent(this.app.signCookie(sid))}`;
  }

  /**
   * A live token for a token role: the fuzz may have revoked it (DELETE /api/tokens/{id}, a
   * password change), so a lost one is put back straight into the table (the account may also be
   * at its token limit by now).
   */
  async ensureToken(role: RoleName): Promise<void> {
    if (!isTokenRole(role)) return;
    const token = this.tokens.get(role);
    const userId = this.tokenOwners.get(role);
    if (!token || !userId) return;
    const db = this.t.database.db;
    const [live] = await db
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, hashApiToken(token)))
      .limit(1);
    if (live) return;
    const fresh = `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
    await db
      .insert(apiTokens)
      .values({ userId, name: "Fuzz script", tokenHash: hashApiToken(fresh), hint: `${fresh.slice(0, 8)}…` });
    this.tokens.set(role, fresh);
  }

  /** Puts each account back on its plan (the fuzz may subscribe the Free one or cancel the Pro one). */
  async restorePlans(): Promise<void> {
    const db = this.t.database.db;
    for (const plan of ["inactive", "active"] as const) {
      const ids = [...this.accounts.values()].filter((account) => account.plan === plan).map((a) => a.id);
      if (ids.length === 0) continue;
      await db
        .update(users)
        .set({ subscriptionStatus: plan, subscriptionEndDate: null })
        .where(inArray(users.id, ids));
    }
  }

  /**
   * A fresh start for each operation's fuzz, so success paths stay reachable: rate-limit windows
   * emptied (the whole file runs inside one generation-rate minute) and the Free-plan accounts
   * put back at one generation of each kind used (one more succeeds, the next is refused 402).
   */
  async resetAllowances(): Promise<void> {
    const db = this.t.database.db;
    await db.execute(sql`delete from rate_limit_buckets`);
    const ids = [...this.accounts.values()].filter((account) => account.plan === "inactive").map((a) => a.id);
    if (ids.length > 0) {
      await db
        .update(users)
        .set({ socialMediaGenerationsUsed: 1, productListingsUsed: 1 })
        .where(inArray(users.id, ids));
    }
  }

  /**
   * Row counts of the data tables, the users' usage counters and a hash of the generated content
   * and uploads. A refused request must leave this unchanged. Sessions and rate-limit buckets
   * are left out: they change on refusals by design.
   */
  async digest(): Promise<string> {
    const result = await this.t.database.db.execute(sql`
      select
        (select count(*) from social_media_posts)::text as posts,
        (select count(*) from product_listings)::text as listings,
        (select count(*) from uploads)::text as uploads,
        (select count(*) from users)::text as users,
        (select count(*) from usage_events)::text as usage_events,
        (select count(*) from contact_messages)::text as contact_messages,
        (select count(*) from billing_events)::text as billing_events,
        (select md5(coalesce(string_agg(id::text || ':' || social_media_generations_used || ':' ||
          product_listings_used, ',' order by id), '')) from users) as usage_counters,
        (select md5(coalesce(string_agg(md5(p::text), ',' order by p.id), '')) from social_media_posts p)
          as posts_content,
        (select md5(coalesce(string_agg(md5(l::text), ',' order by l.id), '')) from product_listings l)
          as listings_content,
        (select md5(coalesce(string_agg(id::text || ':' || coalesce(sha256, '') || ':' ||
          coalesce(size::text, ''), ',' order by id), '')) from uploads) as uploads_content
    `);
    const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
    return JSON.stringify(rows[0]);
  }

  private async register(email: string): Promise<SignedUpUser> {
    const reply = await this.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email, password: FUZZ_PASSWORD, firstName: "Admin" },
      remoteAddress: "10.199.0.1",
    });
    if (reply.statusCode !== 201) throw new Error(`admin sign-up failed: ${reply.statusCode} ${reply.body}`);
    // ADMIN_EMAILS makes an admin only once the address is confirmed.
    await confirmEmailOf(this.t, email);
    return {
      id: reply.json().id,
      email,
      password: FUZZ_PASSWORD,
      cookie: sessionCookieFrom(reply.headers["set-cookie"]),
    };
  }

  private async apiToken(account: SignedUpUser): Promise<string> {
    const reply = await this.post(account, "/api/tokens", { name: "Fuzz script", expiresAt: null });
    if (reply.statusCode !== 201) throw new Error(`token failed: ${reply.statusCode} ${reply.body}`);
    return reply.json().token;
  }

  private post(account: SignedUpUser, url: string, payload: object) {
    return this.app.inject({ method: "POST", url, payload, headers: { cookie: account.cookie } });
  }

  private async expectOk(path: string, pending: ReturnType<FuzzWorld["post"]>): Promise<void> {
    const reply = await pending;
    if (reply.statusCode !== 200) throw new Error(`seeding failed: ${reply.statusCode} ${reply.body}`);
    this.pool.harvest(reply.json(), path);
  }

  /** An upload through the real flow; only its object path is pooled, so its bytes stay intact. */
  private async upload(account: SignedUpUser, bytes: Buffer): Promise<string> {
    const reply = await this.post(account, "/api/objects/upload", {
      contentType: "image/jpeg",
      size: bytes.length,
    });
    if (reply.statusCode !== 200) throw new Error(`upload URL failed: ${reply.statusCode} ${reply.body}`);
    const { uploadURL, objectPath } = reply.json() as { uploadURL: string; objectPath: string };
    const url = new URL(uploadURL);
    const put = await this.app.inject({
      method: "PUT",
      url: `${url.pathname}${url.search}`,
      payload: bytes,
      headers: { "content-type": "image/jpeg" },
    });
    if (put.statusCode !== 200) throw new Error(`upload PUT failed: ${put.statusCode} ${put.body}`);
    this.pool.harvest({ objectPath }, "/api/objects/upload");
    return objectPath;
  }
}
