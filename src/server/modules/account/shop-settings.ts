import { eq, sql } from "drizzle-orm";
import { type ShopSettings, shopSettingsSchema } from "../../../domain/shop-settings";
import type { Database } from "../../db/client";
import { shopSettings } from "../../db/schema";

/**
 * The account's shop settings (src/domain/shop-settings.ts): one row per account, empty until the
 * seller saves them. A stored value that no longer passes the schema (a field renamed later)
 * reads as what still does, so an old row never breaks an export.
 */
export async function getShopSettings(db: Database, userId: string): Promise<ShopSettings> {
  const [row] = await db
    .select({ settings: shopSettings.settings })
    .from(shopSettings)
    .where(eq(shopSettings.userId, userId))
    .limit(1);
  return readStored(row?.settings);
}

/** PUT: the whole settings object replaces the stored one (fields left out are cleared). */
export async function saveShopSettings(
  db: Database,
  userId: string,
  settings: ShopSettings,
): Promise<ShopSettings> {
  const clean = withoutBlanks(settings);
  await db
    .insert(shopSettings)
    .values({ userId, settings: clean })
    .onConflictDoUpdate({ target: shopSettings.userId, set: { settings: clean, updatedAt: sql`now()` } });
  return clean;
}

function readStored(stored: unknown): ShopSettings {
  const parsed = shopSettingsSchema.safeParse(stored ?? {});
  if (parsed.success) return parsed.data;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((stored ?? {}) as Record<string, unknown>)) {
    const field = shopSettingsSchema.shape[key as keyof ShopSettings];
    if (field?.safeParse(value).success) kept[key] = value;
  }
  return shopSettingsSchema.parse(kept);
}

/** Empty text is "not set": kept out of the row so the files' checks read it as missing. */
function withoutBlanks(settings: ShopSettings): ShopSettings {
  const policies = settings.ebayPolicies
    ? Object.fromEntries(Object.entries(settings.ebayPolicies).filter(([, name]) => name))
    : undefined;
  const clean: ShopSettings = {
    ...settings,
    ebayPolicies: policies && Object.keys(policies).length > 0 ? policies : undefined,
  };
  for (const key of ["location", "postalCode", "country", "shopifyStore"] as const) {
    if (!clean[key]) delete clean[key];
  }
  if (!clean.ebayPolicies) delete clean.ebayPolicies;
  return clean;
}
