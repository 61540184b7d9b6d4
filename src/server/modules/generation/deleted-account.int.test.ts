import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { uploadAs } from "../../../../tests/support/access-fixtures";
import { makeJpeg } from "../../../../tests/support/images";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import { ACCOUNT_DELETED_MESSAGE } from "../usage/service";

/**
 * Finding 29.9a: a generation still running when its account was deleted answered 500 (its rows'
 * foreign keys refused them). It now ends with a clear 401 and writes nothing.
 */

/** Runs just before the builtin writer writes: the test deletes the account there. */
const hooks = vi.hoisted(() => ({ beforeWrite: null as null | (() => Promise<void>) }));

vi.mock("../../providers/generation/builtin/builtin-provider", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../providers/generation/builtin/builtin-provider")>();
  return {
    ...actual,
    createBuiltinProvider: () => {
      const provider = actual.createBuiltinProvider();
      return {
        ...provider,
        async writeSocialPosts(...args: Parameters<typeof provider.writeSocialPosts>) {
          await hooks.beforeWrite?.();
          return provider.writeSocialPosts(...args);
        },
        async writeListings(...args: Parameters<typeof provider.writeListings>) {
          await hooks.beforeWrite?.();
          return provider.writeListings(...args);
        },
      };
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(() => {
  hooks.beforeWrite = null;
});

async function rowsNaming(userId: string): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select (select count(*) from social_media_posts where user_id = ${userId})
             + (select count(*) from product_listings where user_id = ${userId})
             + (select count(*) from usage_events where user_id = ${userId})
             + (select count(*) from uploads where owner_id = ${userId})
             + (select count(*) from users where id = ${userId}) as n`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n);
}

/** Deletes the seller's account while their generation is being written. */
function deleteAccountMidWrite(seller: SignedUpUser): number[] {
  const statuses: number[] = [];
  hooks.beforeWrite = async () => {
    hooks.beforeWrite = null;
    const reply = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie: seller.cookie },
      payload: { password: seller.password },
    });
    statuses.push(reply.statusCode);
  };
  return statuses;
}

const requests = {
  social: (imagePath: string) => ({
    url: "/api/social-media/generate",
    payload: { brand: "Clay & Co", product: "Stoneware mug", selectedPlatforms: ["instagram"], imagePath },
  }),
  listing: (imagePath: string) => ({
    url: "/api/product-listings/generate",
    payload: { productType: "Mug", product: "Stoneware mug", selectedPlatforms: ["etsy"], imagePath },
  }),
};

describe("a generation whose account is deleted while it runs", () => {
  for (const kind of ["social", "listing"] as const) {
    it(`answers 401 with a message and stores nothing (${kind})`, async () => {
      const seller = await signUp(t.app);
      const photo = await uploadAs(t, seller, await makeJpeg({ width: 640, height: 480 }));
      const deletions = deleteAccountMidWrite(seller);

      const { url, payload } = requests[kind](photo.objectPath);
      const reply = await t.app.inject({ method: "POST", url, payload, headers: { cookie: seller.cookie } });

      expect(deletions).toEqual([204]);
      expect(reply.statusCode, reply.body).toBe(401);
      expect(reply.json()).toEqual({ message: ACCOUNT_DELETED_MESSAGE, code: "unauthorized" });
      expect(await rowsNaming(seller.id)).toBe(0);
    });
  }

  it("still writes for an account that stays", async () => {
    const seller = await signUp(t.app);
    const photo = await uploadAs(t, seller, await makeJpeg({ width: 640, height: 480 }));
    const { url, payload } = requests.social(photo.objectPath);
    const reply = await t.app.inject({ method: "POST", url, payload, headers: { cookie: seller.cookie } });
    expect(reply.statusCode, reply.body).toBe(200);
  });
});
