import { z } from "zod";
import { safeText } from "./safe-text";

/**
 * Shop settings (issue 32): what every marketplace file needs once per account rather than once
 * per listing — where items ship from, how fast, the returns policy, eBay business-policy names
 * and the currency. GET/PUT /api/account/shop-settings; the import files read them.
 */

/** eBay's handling times (DispatchTimeMax), in business days; 0 is same day. */
export const dispatchDayChoices = [0, 1, 2, 3, 4, 5, 10, 15, 20, 30] as const;
export const returnWindows = [14, 30, 60] as const;
export const returnShippingPayers = ["buyer", "seller"] as const;
export const shopCurrencies = ["USD", "EUR", "GBP"] as const;
export type ShopCurrency = (typeof shopCurrencies)[number];

/** The countries the form offers first (ISO 3166-1 alpha-2); any two-letter code is taken. */
export const commonShopCountries: ReadonlyArray<{ code: string; name: string }> = [
  { code: "US", name: "United States" },
  { code: "GB", name: "United Kingdom" },
  { code: "CA", name: "Canada" },
  { code: "AU", name: "Australia" },
  { code: "IE", name: "Ireland" },
  { code: "DE", name: "Germany" },
  { code: "FR", name: "France" },
  { code: "NL", name: "Netherlands" },
  { code: "ES", name: "Spain" },
  { code: "IT", name: "Italy" },
  { code: "NZ", name: "New Zealand" },
];

export const SHOP_SETTINGS_LIMITS = {
  /** eBay's Location holds 45 characters. */
  location: 45,
  postalCode: 20,
  /** eBay business policy names hold 50 characters. */
  policyName: 50,
} as const;

const limits = SHOP_SETTINGS_LIMITS;
const policyName = safeText(limits.policyName, {
  tooLong: `Policy names can be at most ${limits.policyName} characters`,
}).optional();

export const shopSettingsSchema = z.object({
  /** City and region items ship from ("Portland, OR"). */
  location: safeText(limits.location, {
    tooLong: `The location can be at most ${limits.location} characters`,
  }).optional(),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Pick the country as its two-letter code (for example US)")
    .optional(),
  postalCode: safeText(limits.postalCode, {
    tooLong: `The postal code can be at most ${limits.postalCode} characters`,
  }).optional(),
  /** Business days from payment to dispatch. */
  dispatchDays: z
    .number()
    .int()
    .refine((days) => (dispatchDayChoices as readonly number[]).includes(days), {
      message: `Dispatch days must be one of ${dispatchDayChoices.join(", ")}`,
    })
    .optional(),
  returns: z
    .object({
      accepted: z.boolean(),
      withinDays: z
        .number()
        .int()
        .refine((days) => (returnWindows as readonly number[]).includes(days), {
          message: "Returns are taken within 14, 30 or 60 days",
        })
        .optional(),
      paidBy: z.enum(returnShippingPayers).optional(),
    })
    .refine((returns) => !returns.accepted || (returns.withinDays && returns.paidBy), {
      message: "Say within how many days returns are taken and who pays the return postage",
    })
    .optional(),
  /** The seller's eBay business policies by name: they stand in for the shipping and returns fields. */
  ebayPolicies: z.object({ shipping: policyName, returns: policyName, payment: policyName }).optional(),
  currency: z.enum(shopCurrencies).optional(),
  /**
   * The Shopify store's own address (`my-shop.myshopify.com`): photos uploaded to its Files page
   * are served at `https://<it>/cdn/shop/files/<name>`, so "Download for import" can link them by
   * name where this server's own links would not reach (shopifyFileUrl).
   */
  shopifyStore: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z0-9][a-z0-9-]{0,60}\.myshopify\.com$/,
      "Enter your store's myshopify.com address (for example my-shop.myshopify.com)",
    )
    .optional(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;

/** GET/PUT /api/account/shop-settings reply. */
export const shopSettingsReplySchema = z.object({ settings: shopSettingsSchema });

/**
 * Where Shopify serves a file uploaded to the store's Files page (Content → Files): its CDN
 * address by file name, as Shopify's `file_url` filter gives it
 * (https://shopify.dev/docs/api/liquid/filters/file_url).
 */
export function shopifyFileUrl(store: string, filename: string): string {
  return `https://${store}/cdn/shop/files/${encodeURIComponent(filename)}`;
}
