import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan, uploadAs } from "../../../../tests/support/access-fixtures";
import { makeJpeg } from "../../../../tests/support/images";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import { type BrandProfile, MAX_BRAND_PROFILES } from "../../../domain/brand-profiles";
import type { BulkJob } from "../../../domain/bulk";
import type { ListingGenerationResult, StoredListingGeneration } from "../../../domain/listings";
import { UNSAFE_CHARACTERS_MESSAGE } from "../../../domain/safe-text";
import type { StoredSocialPost } from "../../../domain/social";
import { brandProfiles } from "../../db/schema";
import { BRAND_PROFILE_NOT_FOUND, FREE_PROFILE_LIMIT_MESSAGE, MAX_PROFILES_MESSAGE } from "./service";

let t: TestApp;
let photoBase64: string;
beforeAll(async () => {
  t = await createTestApp();
  photoBase64 = (await makeJpeg()).toString("base64");
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PATCH" | "DELETE";
function call(user: SignedUpUser | undefined, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: user ? { cookie: user.cookie } : {},
  });
}

/** The profile a seller would save: every field set, in English (other writers are in progress). */
const studio = {
  name: "Owlbrook studio",
  businessType: "E-commerce",
  brand: "Owlbrook Atelier",
  targetAudience: "Gift buyers who love handmade things",
  tone: "Playful",
  campaignGoal: "Launch the winter glaze",
  productUrl: "https://owlbrook.example/shop",
  hashtags: ["#OwlbrookMade", "slowcraft"],
  language: "en",
  about: "Two potters in a converted barn.",
  alwaysWords: ["small-batch"],
  neverWords: ["cheap"],
  // Medium length (150–600 characters): short examples would make the writer's captions short too.
  examplePosts: [
    "Fresh from the kiln this morning! The winter glaze came out deeper than we hoped, with little flecks where the iron broke through. Each mug is thrown by hand in our barn. Which one is yours? — Ana",
  ],
};

async function create(user: SignedUpUser, body: object = studio): Promise<BrandProfile> {
  const reply = await call(user, "POST", "/api/brand-profiles", body);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json();
}

async function list(user: SignedUpUser): Promise<{ profiles: BrandProfile[]; limit: number | null }> {
  const reply = await call(user, "GET", "/api/brand-profiles");
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}

async function proUser(): Promise<SignedUpUser> {
  const user = await signUp(t.app);
  await setPlan(t, user.id, "pro");
  return user;
}

const defaults = async (user: SignedUpUser) =>
  (await list(user)).profiles.filter((profile) => profile.isDefault).map((profile) => profile.name);

describe("brand profile CRUD", () => {
  it("creates, reads, lists, edits part of and deletes a profile", async () => {
    const user = await signUp(t.app);
    const created = await create(user);
    expect(created).toMatchObject({
      ...studio,
      hashtags: ["OwlbrookMade", "slowcraft"],
      // Even an account's first profile is not the default unless asked (issue 33).
      isDefault: false,
    });
    expect(created.createdAt).toBe(created.updatedAt);

    const read = await call(user, "GET", `/api/brand-profiles/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
    expect(await list(user)).toEqual({ profiles: [created], limit: 1 });

    const patched = await call(user, "PATCH", `/api/brand-profiles/${created.id}`, {
      tone: "Warm",
      brand: "",
      neverWords: ["cheap", "CHEAP", "bargain"],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const edited: BrandProfile = patched.json();
    // Only what was sent changed; an empty text clears the field; updatedAt moved on.
    expect(edited).toEqual({
      ...created,
      tone: "Warm",
      brand: null,
      neverWords: ["cheap", "bargain"],
      updatedAt: edited.updatedAt,
    });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

    const deleted = await call(user, "DELETE", `/api/brand-profiles/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");
    const gone = await call(user, "GET", `/api/brand-profiles/${created.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: BRAND_PROFILE_NOT_FOUND, code: "not_found" });
    expect(await list(user)).toEqual({ profiles: [], limit: 1 });
  });

  it("keeps only a name when nothing else is given, with English as the language", async () => {
    const user = await signUp(t.app);
    const created = await create(user, { name: "Bare" });
    expect(created).toMatchObject({
      name: "Bare",
      businessType: null,
      brand: null,
      productUrl: null,
      about: null,
      hashtags: [],
      alwaysWords: [],
      neverWords: [],
      examplePosts: [],
      language: "en",
      isDefault: false,
    });
  });

  it("duplicates a profile as '<name> (copy)', never the default", async () => {
    const user = await proUser();
    const original = await create(user, { ...studio, isDefault: true });
    const reply = await call(user, "POST", `/api/brand-profiles/${original.id}/duplicate`);
    expect(reply.statusCode, reply.body).toBe(201);
    const copy: BrandProfile = reply.json();
    expect(copy).toEqual({
      ...original,
      id: copy.id,
      name: "Owlbrook studio (copy)",
      isDefault: false,
      createdAt: copy.createdAt,
      updatedAt: copy.updatedAt,
    });
    expect(copy.id).not.toBe(original.id);
    expect((await list(user)).profiles.map((profile) => profile.name)).toEqual([
      "Owlbrook studio",
      "Owlbrook studio (copy)",
    ]);
  });

  it("answers 401 to a signed-out caller", async () => {
    expect((await call(undefined, "GET", "/api/brand-profiles")).statusCode).toBe(401);
    expect((await call(undefined, "POST", "/api/brand-profiles", studio)).statusCode).toBe(401);
  });
});

describe("listing defaults", () => {
  const vintage = {
    quantity: 3,
    condition: "used-good",
    conditionNote: "Light wear on the rim",
    brand: "Denby",
    weight: { value: 450, unit: "g" },
    packageSize: { length: 20, width: 15, height: 12, unit: "cm" },
  };

  it("are stored, read, listed, changed, kept by a copy and cleared", async () => {
    const user = await proUser();
    const created = await create(user, { ...studio, listingDefaults: vintage });
    expect(created.listingDefaults).toEqual(vintage);
    expect((await call(user, "GET", `/api/brand-profiles/${created.id}`)).json().listingDefaults).toEqual(
      vintage,
    );
    expect((await list(user)).profiles[0]?.listingDefaults).toEqual(vintage);

    // A PATCH that does not name them leaves them; one that does replaces them whole.
    const renamed = await call(user, "PATCH", `/api/brand-profiles/${created.id}`, { name: "Renamed" });
    expect(renamed.json().listingDefaults).toEqual(vintage);
    const changed = await call(user, "PATCH", `/api/brand-profiles/${created.id}`, {
      listingDefaults: { quantity: 1, brand: "" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // A blank text is no default: it is not kept.
    expect(changed.json().listingDefaults).toEqual({ quantity: 1 });

    const copy = await call(user, "POST", `/api/brand-profiles/${created.id}/duplicate`);
    expect(copy.json().listingDefaults).toEqual({ quantity: 1 });

    for (const cleared of [{}, null]) {
      await call(user, "PATCH", `/api/brand-profiles/${created.id}`, { listingDefaults: { quantity: 2 } });
      const reply = await call(user, "PATCH", `/api/brand-profiles/${created.id}`, {
        listingDefaults: cleared,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().listingDefaults).toBeNull();
      const [row] = await t.database.db
        .select({ listingDefaults: brandProfiles.listingDefaults })
        .from(brandProfiles)
        .where(eq(brandProfiles.id, created.id));
      // None is stored as null, never as an empty object.
      expect(row?.listingDefaults).toBeNull();
    }
  });

  it("are null for a profile made without them, or with empty ones", async () => {
    const user = await proUser();
    expect((await create(user, { name: "Bare" })).listingDefaults).toBeNull();
    expect((await create(user, { name: "Empty", listingDefaults: {} })).listingDefaults).toBeNull();
  });

  it("are checked like a listing's details, with field messages", async () => {
    const user = await signUp(t.app);
    const reply = await call(user, "POST", "/api/brand-profiles", {
      name: "Shop",
      listingDefaults: { quantity: 2.5, condition: "mint" },
    });
    expect(reply.statusCode).toBe(400);
    const paths = (reply.json().issues as { path: string[] }[]).map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["listingDefaults.quantity", "listingDefaults.condition"]));
    expect(await list(user)).toEqual({ profiles: [], limit: 1 });
  });

  it("fill a generated listing's stored details, the request's own values winning", async () => {
    const user = await signUp(t.app);
    const profile = await create(user, { ...studio, listingDefaults: vintage });
    const reply = await call(user, "POST", "/api/product-listings/generate", {
      brandProfileId: profile.id,
      productType: "Ceramic vase",
      selectedPlatforms: ["etsy"],
      imageBase64: photoBase64,
      details: { quantity: 1, sku: "VASE-1", weight: { value: 1, unit: "kg" } },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const expected = {
      ...vintage,
      quantity: 1,
      sku: "VASE-1",
      weight: { value: 1, unit: "kg" },
    };
    expect(reply.json().details).toEqual(expected);
    const [stored]: StoredListingGeneration[] = (await call(user, "GET", "/api/product-listings")).json();
    expect(stored?.details).toEqual(expected);
  });

  it("fill every photo of a listing batch, never a social batch", async () => {
    const user = await proUser();
    const profile = await create(user, {
      ...studio,
      listingDefaults: { quantity: 3, condition: "used-good" },
    });
    const upload = await uploadAs(t, user, await makeJpeg());
    const listings = await call(user, "POST", "/api/bulk-jobs", {
      kind: "listings",
      context: { brandProfileId: profile.id, selectedPlatforms: ["etsy"] },
      images: [
        { imagePath: upload.objectPath, fileName: "vase.jpg" },
        { imagePath: upload.objectPath, fileName: "jug.jpg", details: { condition: "new", sku: "JUG" } },
      ],
    });
    expect(listings.statusCode, listings.body).toBe(202);
    const job = await finishedJob(user, listings.json().id);
    const details = job.items.map((item) => (item.result as ListingGenerationResult | null)?.details);
    expect(details).toEqual([
      { quantity: 3, condition: "used-good" },
      { quantity: 3, condition: "new", sku: "JUG" },
    ]);

    // A social batch takes no listing details: the profile's are not added (it would be a 400).
    const social = await call(user, "POST", "/api/bulk-jobs", {
      kind: "social",
      context: { brandProfileId: profile.id },
      images: [{ imagePath: upload.objectPath, fileName: "vase.jpg" }],
    });
    expect(social.statusCode, social.body).toBe(202);
  });

  it("leave a social post alone", async () => {
    const user = await signUp(t.app);
    const profile = await create(user, { ...studio, listingDefaults: vintage });
    const reply = await call(user, "POST", "/api/social-media/generate", {
      brandProfileId: profile.id,
      product: "Stoneware mug",
      selectedPlatforms: ["instagram"],
      imageBase64: photoBase64,
    });
    expect(reply.statusCode, reply.body).toBe(200);
  });
});

async function finishedJob(user: SignedUpUser, jobId: string): Promise<BulkJob> {
  const until = Date.now() + 25_000;
  for (;;) {
    const job: BulkJob = (await call(user, "GET", `/api/bulk-jobs/${jobId}`)).json();
    if (job.finishedAt !== null) return job;
    if (Date.now() > until) throw new Error(`job not finished: ${JSON.stringify(job).slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the default profile", () => {
  it("is never the account's first profile unasked, nor a later one; only isDefault: true makes one", async () => {
    const user = await proUser();
    const first = await create(user, { ...studio, name: "First" });
    expect(first.isDefault).toBe(false);
    expect(await defaults(user)).toEqual([]);
    const explicitNo = await create(user, { ...studio, name: "Explicit no", isDefault: false });
    expect(explicitNo.isDefault).toBe(false);
    expect(await defaults(user)).toEqual([]);

    const chosen = await create(user, { ...studio, name: "Chosen", isDefault: true });
    expect(chosen.isDefault).toBe(true);
    expect(await defaults(user)).toEqual(["Chosen"]);
  });

  it("stays as it was when a second profile is created (the Spanish ceramics case)", async () => {
    const user = await proUser();
    const dresses = await create(user, { ...studio, name: "Dresses", language: "en", isDefault: true });
    expect(dresses.isDefault).toBe(true);
    const ceramics = await create(user, {
      ...studio,
      name: "Cerámica",
      language: "es",
      hashtags: ["ceramica"],
    });
    expect(ceramics.isDefault).toBe(false);
    // The reply's shape is the same as ever: every field, isDefault included.
    expect(Object.keys(ceramics).sort()).toEqual(Object.keys(dresses).sort());
    expect(await defaults(user)).toEqual(["Dresses"]);
    const stillDefault = (await list(user)).profiles.find((profile) => profile.id === dresses.id);
    // The old default was not touched at all.
    expect(stillDefault?.updatedAt).toBe(dresses.updatedAt);

    // A copy is never the default either.
    expect((await call(user, "POST", `/api/brand-profiles/${ceramics.id}/duplicate`)).statusCode).toBe(201);
    expect(await defaults(user)).toEqual(["Dresses"]);

    // Asked explicitly, a new profile takes the default over in the same request.
    const wholesale = await create(user, { ...studio, name: "Wholesale", isDefault: true });
    expect(wholesale.isDefault).toBe(true);
    expect(await defaults(user)).toEqual(["Wholesale"]);
  });

  it("moves when made the default; can be unset; deleting it makes no other profile the default", async () => {
    const user = await proUser();
    const first = await create(user, { ...studio, name: "First", isDefault: true });
    const second = await create(user, { ...studio, name: "Second" });
    const third = await create(user, { ...studio, name: "Third", isDefault: true });
    // The default first, then newest first.
    expect((await list(user)).profiles.map((profile) => profile.name)).toEqual(["Third", "Second", "First"]);

    const promoted = await call(user, "PATCH", `/api/brand-profiles/${second.id}`, { isDefault: true });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ name: "Second", isDefault: true });
    expect(await defaults(user)).toEqual(["Second"]);
    const demoted = (await list(user)).profiles.find((profile) => profile.id === third.id);
    expect(Date.parse(demoted?.updatedAt ?? "")).toBeGreaterThan(Date.parse(third.updatedAt));

    // isDefault: false on a profile that is not the default changes nothing.
    const notDefault = await call(user, "PATCH", `/api/brand-profiles/${third.id}`, { isDefault: false });
    expect(notDefault.statusCode).toBe(200);
    expect(notDefault.json()).toEqual(demoted);
    expect(await defaults(user)).toEqual(["Second"]);

    // isDefault: false on the default leaves the account with none.
    const unset = await call(user, "PATCH", `/api/brand-profiles/${second.id}`, { isDefault: false });
    expect(unset.statusCode, unset.body).toBe(200);
    expect(unset.json()).toMatchObject({ name: "Second", isDefault: false });
    expect(await defaults(user)).toEqual([]);

    // Deleting the default leaves none: no profile becomes the default unasked.
    expect(
      (await call(user, "PATCH", `/api/brand-profiles/${first.id}`, { isDefault: true })).statusCode,
    ).toBe(200);
    expect((await call(user, "DELETE", `/api/brand-profiles/${first.id}`)).statusCode).toBe(204);
    expect(await defaults(user)).toEqual([]);
    expect((await list(user)).profiles.map((profile) => profile.name)).toEqual(["Third", "Second"]);
  });

  it("stays one per account when two profiles are made the default at once", async () => {
    const user = await proUser();
    await create(user, { name: "A", isDefault: true });
    const [b, c] = await Promise.all([create(user, { name: "B" }), create(user, { name: "C" })]);
    const replies = await Promise.all(
      [b, c].map((profile) => call(user, "PATCH", `/api/brand-profiles/${profile.id}`, { isDefault: true })),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(await defaults(user)).toHaveLength(1);
  });

  it("stays one per account when two profiles are created as the default at once", async () => {
    const user = await proUser();
    await Promise.all([
      create(user, { name: "D", isDefault: true }),
      create(user, { name: "E", isDefault: true }),
    ]);
    expect(await defaults(user)).toHaveLength(1);
  });
});

describe("ownership", () => {
  it("answers 404 'Brand profile not found' for someone else's profile on every route, and changes nothing", async () => {
    const owner = await signUp(t.app);
    const stranger = await proUser();
    const theirs = await create(owner);
    const attempts = [
      call(stranger, "GET", `/api/brand-profiles/${theirs.id}`),
      call(stranger, "PATCH", `/api/brand-profiles/${theirs.id}`, { name: "Taken over" }),
      call(stranger, "POST", `/api/brand-profiles/${theirs.id}/duplicate`),
      call(stranger, "DELETE", `/api/brand-profiles/${theirs.id}`),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ message: BRAND_PROFILE_NOT_FOUND, code: "not_found" });
    }
    expect((await list(owner)).profiles).toEqual([theirs]);
    expect((await list(stranger)).profiles).toEqual([]);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const user = await proUser();
    for (const id of [randomUUID(), "not-a-uuid", "1' OR '1'='1"]) {
      const segment = encodeURIComponent(id);
      for (const reply of await Promise.all([
        call(user, "GET", `/api/brand-profiles/${segment}`),
        call(user, "PATCH", `/api/brand-profiles/${segment}`, { name: "x" }),
        call(user, "POST", `/api/brand-profiles/${segment}/duplicate`),
        call(user, "DELETE", `/api/brand-profiles/${segment}`),
      ])) {
        expect(reply.statusCode, `${id}: ${reply.body}`).toBe(404);
        expect(reply.json()).toEqual({ message: BRAND_PROFILE_NOT_FOUND, code: "not_found" });
      }
    }
  });
});

describe("plan limits", () => {
  it("lets a Free account keep one profile: a second, or a copy, is 403 pro_required", async () => {
    const user = await signUp(t.app);
    const only = await create(user);
    const second = await call(user, "POST", "/api/brand-profiles", { name: "Second" });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({ message: FREE_PROFILE_LIMIT_MESSAGE, code: "pro_required" });
    const copy = await call(user, "POST", `/api/brand-profiles/${only.id}/duplicate`);
    expect(copy.statusCode).toBe(403);
    expect(copy.json()).toEqual({ message: FREE_PROFILE_LIMIT_MESSAGE, code: "pro_required" });
    expect(await list(user)).toEqual({ profiles: [only], limit: 1 });
  });

  it("lets Pro keep as many as it needs", async () => {
    const user = await proUser();
    for (const name of ["One", "Two", "Three"]) await create(user, { name });
    const first = (await list(user)).profiles[0];
    expect((await call(user, "POST", `/api/brand-profiles/${first?.id}/duplicate`)).statusCode).toBe(201);
    const listed = await list(user);
    expect(listed.limit).toBeNull();
    expect(listed.profiles).toHaveLength(4);
  });

  it("lets a former Pro keep, read, edit, use and delete its profiles, but not add one", async () => {
    const user = await proUser();
    const kept = await create(user, { name: "Kept", brand: "Former Pro Goods", isDefault: true });
    const extra = await create(user, { name: "Extra" });
    await setPlan(t, user.id, "free");

    expect(await list(user)).toMatchObject({ limit: 1, profiles: [{ name: "Kept" }, { name: "Extra" }] });
    const edited = await call(user, "PATCH", `/api/brand-profiles/${extra.id}`, { tone: "Calm" });
    expect(edited.statusCode).toBe(200);
    const refused = await call(user, "POST", "/api/brand-profiles", { name: "Third" });
    expect(refused.json()).toEqual({ message: FREE_PROFILE_LIMIT_MESSAGE, code: "pro_required" });
    const used = await call(user, "POST", "/api/social-media/generate", {
      brandProfileId: kept.id,
      product: "Linen tea towel",
      selectedPlatforms: ["instagram"],
      imageBase64: photoBase64,
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().brandProfileId).toBe(kept.id);
    expect((await call(user, "DELETE", `/api/brand-profiles/${extra.id}`)).statusCode).toBe(204);
    // Still one profile: a Free account at its limit cannot add.
    expect((await call(user, "POST", "/api/brand-profiles", { name: "Again" })).statusCode).toBe(403);
  });

  it(`caps everyone at ${MAX_BRAND_PROFILES} profiles with a clear 409`, async () => {
    const user = await proUser();
    await t.database.db.insert(brandProfiles).values(
      Array.from({ length: MAX_BRAND_PROFILES }, (_, index) => ({
        userId: user.id,
        name: `Profile ${index + 1}`,
        isDefault: index === 0,
      })),
    );
    const reply = await call(user, "POST", "/api/brand-profiles", { name: "One too many" });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ message: MAX_PROFILES_MESSAGE, code: "conflict" });
    const first = (await list(user)).profiles[0];
    expect((await call(user, "POST", `/api/brand-profiles/${first?.id}/duplicate`)).statusCode).toBe(409);
  });
});

describe("validation", () => {
  const refusedWith = async (body: object, path: string, message: string | RegExp) => {
    const user = await signUp(t.app);
    const reply = await call(user, "POST", "/api/brand-profiles", body);
    expect(reply.statusCode, reply.body).toBe(400);
    const json = reply.json() as {
      code: string;
      message: string;
      issues: { path: string[]; message: string }[];
    };
    expect(json.code).toBe("bad_request");
    expect(json.issues).toContainEqual(
      expect.objectContaining({
        path: path.split("."),
        message: typeof message === "string" ? message : expect.stringMatching(message),
      }),
    );
    expect(json.message).toMatch(new RegExp(`^${path.split(".")[0]}`));
    expect((await list(user)).profiles).toEqual([]);
  };

  it("refuses a 61-character name", () =>
    refusedWith({ name: "n".repeat(61) }, "name", "Must be at most 60 characters"));

  it("refuses an empty name", () => refusedWith({ name: "   " }, "name", "Give the profile a name"));

  it("refuses four example posts", () =>
    refusedWith(
      { name: "Posts", examplePosts: ["one", "two", "three", "four"] },
      "examplePosts",
      "At most 3 example posts",
    ));

  it("refuses unsafe characters", () =>
    refusedWith({ name: "Nul", brand: "Owl\u0000brook" }, "brand", UNSAFE_CHARACTERS_MESSAGE));

  it("refuses a link that is not http(s) and an unknown language", async () => {
    await refusedWith({ name: "Link", productUrl: "javascript:alert(1)" }, "productUrl", /http/);
    await refusedWith({ name: "Lang", language: "xx" }, "language", /./);
  });

  it("refuses a bad PATCH with field messages and keeps the profile", async () => {
    const user = await signUp(t.app);
    const profile = await create(user);
    const reply = await call(user, "PATCH", `/api/brand-profiles/${profile.id}`, { name: "n".repeat(61) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe("name: Must be at most 60 characters");
    expect((await list(user)).profiles).toEqual([profile]);
  });
});

describe("prefill through the API", () => {
  const posts = async (user: SignedUpUser): Promise<StoredSocialPost[]> =>
    (await call(user, "GET", "/api/social-media/posts")).json();
  const usage = async (user: SignedUpUser) => (await call(user, "GET", "/api/usage-status")).json();

  it("writes a social post from a profile alone: its brand, tone, hashtags and language", async () => {
    const user = await signUp(t.app);
    const profile = await create(user);
    // The product is the one thing a profile cannot say (a brief that names none is refused).
    const reply = await call(user, "POST", "/api/social-media/generate", {
      brandProfileId: profile.id,
      product: "Stoneware mug",
      selectedPlatforms: ["instagram", "facebook"],
      imageBase64: photoBase64,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const result = reply.json();
    expect(result).toMatchObject({ language: "en", brandProfileId: profile.id });
    const captions = Object.values(result.platforms as Record<string, { caption: string }>);
    expect(captions.length).toBe(2);
    expect(captions.some(({ caption }) => caption.includes("Owlbrook Atelier"))).toBe(true);
    const tags = (result.hashtags as string[]).map((tag) => tag.replace(/^#/, "").toLowerCase());
    expect(tags).toEqual(expect.arrayContaining(["owlbrookmade", "slowcraft"]));

    const [stored] = await posts(user);
    expect(stored).toMatchObject({
      id: result.id,
      language: "en",
      brandProfileId: profile.id,
      brand: "Owlbrook Atelier",
      businessType: "E-commerce",
      targetAudience: "Gift buyers who love handmade things",
      tone: "Playful",
      campaignGoal: "Launch the winter glaze",
      productUrl: "https://owlbrook.example/shop",
    });
  });

  it("lets the request's own fields win over the profile's", async () => {
    const user = await signUp(t.app);
    const profile = await create(user);
    const reply = await call(user, "POST", "/api/social-media/generate", {
      brandProfileId: profile.id,
      product: "Stoneware mug",
      brand: "Harbor Lane",
      tone: "Professional",
      campaignGoal: "",
      hashtags: ["harborlane"],
      selectedPlatforms: ["instagram"],
      imageBase64: photoBase64,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const result = reply.json();
    expect(JSON.stringify(result.platforms)).not.toContain("Owlbrook");
    const tags = (result.hashtags as string[]).map((tag) => tag.toLowerCase());
    expect(tags).toContain("#harborlane");
    expect(tags).not.toContain("#owlbrookmade");
    const [stored] = await posts(user);
    // The profile still filled what the request left out.
    expect(stored).toMatchObject({
      brand: "Harbor Lane",
      tone: "Professional",
      // An explicit empty field is the seller's choice for this run, not a gap to fill.
      campaignGoal: "",
      targetAudience: "Gift buyers who love handmade things",
      brandProfileId: profile.id,
    });
  });

  it("stores the profile with a listing generation", async () => {
    const user = await signUp(t.app);
    const profile = await create(user);
    const reply = await call(user, "POST", "/api/product-listings/generate", {
      brandProfileId: profile.id,
      productType: "Ceramic vase",
      selectedPlatforms: ["etsy"],
      imageBase64: photoBase64,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ language: "en", brandProfileId: profile.id });
    const [stored]: StoredListingGeneration[] = (await call(user, "GET", "/api/product-listings")).json();
    expect(stored).toMatchObject({
      id: reply.json().id,
      brandProfileId: profile.id,
      language: "en",
      businessType: "E-commerce",
    });
  });

  it("fills a bulk job's brand panel, with the bulk page's option values", async () => {
    const user = await proUser();
    const profile = await create(user);
    const upload = await uploadAs(t, user, await makeJpeg());
    const reply = await call(user, "POST", "/api/bulk-jobs", {
      kind: "social",
      context: { brandProfileId: profile.id, targetAudience: "Wholesale buyers" },
      images: [{ imagePath: upload.objectPath, fileName: "vase.jpg" }],
    });
    expect(reply.statusCode, reply.body).toBe(202);
    const job: BulkJob = reply.json();
    expect(job.context).toMatchObject({
      brandProfileId: profile.id,
      businessType: "ecommerce",
      tone: "playful",
      brand: "Owlbrook Atelier",
      targetAudience: "Wholesale buyers",
      campaignGoal: "Launch the winter glaze",
      language: "en",
      neverWords: ["cheap"],
    });
    expect(job.context).not.toHaveProperty("hashtags");

    const listings = await call(user, "POST", "/api/bulk-jobs", {
      kind: "listings",
      context: { brandProfileId: profile.id, selectedPlatforms: ["etsy"] },
      images: [{ imagePath: upload.objectPath, fileName: "vase.jpg" }],
    });
    expect(listings.statusCode, listings.body).toBe(202);
    expect(listings.json().context).toMatchObject({
      businessType: "ecommerce",
      brand: "Owlbrook Atelier",
      targetAudience: "Gift buyers who love handmade things",
    });
    expect(listings.json().context).not.toHaveProperty("tone");
  });

  it("refuses someone else's profile with 404 on every generator, and charges nothing", async () => {
    const owner = await signUp(t.app);
    const theirs = await create(owner);
    const stranger = await proUser();
    const upload = await uploadAs(t, stranger, await makeJpeg());
    const before = await usage(stranger);
    const replies = await Promise.all([
      call(stranger, "POST", "/api/social-media/generate", {
        brandProfileId: theirs.id,
        selectedPlatforms: ["instagram"],
        imageBase64: photoBase64,
      }),
      call(stranger, "POST", "/api/product-listings/generate", {
        brandProfileId: theirs.id,
        selectedPlatforms: ["etsy"],
        imageBase64: photoBase64,
      }),
      call(stranger, "POST", "/api/bulk-jobs", {
        kind: "social",
        context: { brandProfileId: theirs.id },
        images: [{ imagePath: upload.objectPath, fileName: "vase.jpg" }],
      }),
      call(stranger, "POST", "/api/social-media/generate", {
        brandProfileId: randomUUID(),
        selectedPlatforms: ["instagram"],
        imageBase64: photoBase64,
      }),
    ]);
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(404);
      expect(reply.json()).toEqual({ message: BRAND_PROFILE_NOT_FOUND, code: "not_found" });
    }
    expect(await usage(stranger)).toEqual(before);
    expect(await posts(stranger)).toEqual([]);
    expect((await call(stranger, "GET", "/api/product-listings")).json()).toEqual([]);
    expect((await call(stranger, "GET", "/api/bulk-jobs")).json().jobs).toEqual([]);
  });

  it("still answers 401 to a signed-out request naming a profile, and 400 to a malformed id", async () => {
    const owner = await signUp(t.app);
    const profile = await create(owner);
    const anonymous = await call(undefined, "POST", "/api/social-media/generate", {
      brandProfileId: profile.id,
      selectedPlatforms: ["instagram"],
      imageBase64: photoBase64,
    });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await call(owner, "POST", "/api/social-media/generate", {
      brandProfileId: "not-a-uuid",
      selectedPlatforms: ["instagram"],
      imageBase64: photoBase64,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(
      "brandProfileId: brandProfileId must be a brand profile's id (from GET /api/brand-profiles)",
    );
  });

  it("keeps a generation's content when its profile is deleted, naming no profile any more", async () => {
    const user = await signUp(t.app);
    const profile = await create(user);
    const generated = await call(user, "POST", "/api/social-media/generate", {
      brandProfileId: profile.id,
      product: "Stoneware mug",
      selectedPlatforms: ["instagram"],
      imageBase64: photoBase64,
    });
    expect(generated.statusCode, generated.body).toBe(200);
    expect((await call(user, "DELETE", `/api/brand-profiles/${profile.id}`)).statusCode).toBe(204);
    const [stored] = await posts(user);
    expect(stored).toMatchObject({
      id: generated.json().id,
      brandProfileId: null,
      brand: "Owlbrook Atelier",
    });
    const rows = await t.database.db.select().from(brandProfiles).where(eq(brandProfiles.userId, user.id));
    expect(rows).toEqual([]);
  });
});
