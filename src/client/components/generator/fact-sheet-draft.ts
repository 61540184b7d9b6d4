import {
  type FactSheet,
  factSheetSchema,
  type ProductCondition,
  productConditions,
} from "../../../domain/fact-sheet";

/**
 * "What we understood" as the seller edits it: every fact as form text (empty when the sheet does
 * not hold it), lists as lists. `draftOf` reads a reply's sheet, `validateDraft` turns the draft
 * back into a sheet the domain schema accepts, or says which fields are wrong and why.
 */

export type Currency = FactSheet["currency"];
export const currencies = ["USD", "EUR", "GBP"] as const satisfies readonly Currency[];
export const currencyLabels: Record<Currency, string> = { USD: "$ USD", EUR: "€ EUR", GBP: "£ GBP" };

export const conditionLabels: Record<ProductCondition, string> = {
  new: "New",
  used: "Used",
  refurbished: "Refurbished",
  vintage: "Vintage",
};
export { productConditions };

export const factListKeys = [
  "specs",
  "features",
  "materials",
  "packaging",
  "colours",
  "delivery",
  "notIncluded",
  "claims",
  "safety",
  "conditionWords",
] as const;
export type FactListKey = (typeof factListKeys)[number];

export const factTextKeys = [
  "product",
  "noun",
  "brand",
  "model",
  "design",
  "artist",
  "offerDiscount",
  "offerCode",
  "offerEnds",
  "offerText",
  "priceAmount",
  "audience",
  "occasion",
] as const;
export type FactTextKey = (typeof factTextKeys)[number];

export type FactDraft = Record<FactTextKey, string> &
  Record<FactListKey, string[]> & {
    condition: ProductCondition;
    /** False while the condition is only implied (nothing said, taken as new) and left alone. */
    conditionStated: boolean;
    priceCurrency: Currency;
    currency: Currency;
    photoColour: string | undefined;
  };

/** Every field of the draft that can be wrong, for messages and focus. */
export type FactField = FactTextKey | FactListKey | "condition";

/** The most characters one fact may have, and the most entries a list may hold (the domain's caps). */
export const FACT_MAX_CHARS = 200;
export const FACT_LIST_MAX = 20;

/** The sheet's amount as the seller would type it: `36`, `24.5`. */
function amountText(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : String(Math.round(amount * 100) / 100);
}

/** A list without blanks or repeats (a repeat would say the same fact twice). */
function distinct(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function draftOf(sheet: FactSheet): FactDraft {
  return {
    product: sheet.product,
    noun: sheet.noun,
    brand: sheet.brand ?? "",
    model: sheet.model ?? "",
    design: sheet.design ?? "",
    artist: sheet.artist ?? "",
    offerDiscount: sheet.offer?.discount ?? "",
    offerCode: sheet.offer?.code ?? "",
    offerEnds: sheet.offer?.ends ?? "",
    offerText: sheet.offer?.text ?? "",
    priceAmount: sheet.price ? amountText(sheet.price.amount) : "",
    priceCurrency: sheet.price?.currency ?? sheet.currency,
    audience: sheet.audience ?? "",
    occasion: sheet.occasion ?? "",
    specs: distinct(sheet.specs),
    features: distinct(sheet.features ?? []),
    materials: distinct(sheet.materials),
    packaging: distinct(sheet.packaging),
    colours: distinct(sheet.colours),
    delivery: distinct(sheet.delivery),
    notIncluded: distinct(sheet.notIncluded),
    claims: distinct(sheet.claims),
    safety: distinct(sheet.safety),
    conditionWords: distinct(sheet.condition.words),
    condition: sheet.condition.value,
    conditionStated: sheet.condition.stated,
    currency: sheet.currency,
    photoColour: sheet.photoColour,
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `text` with `before` replaced by `after` wherever it stands as whole words ("1" is not in "10"). */
export function replaceWords(text: string, before: string, after: string): string {
  if (!before || !after || before === after) return text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(before)}(?![\\p{L}\\p{N}])`, "gu");
  return text.replace(pattern, () => after);
}

/**
 * The draft as sent: where the seller corrected the brand, model or kind of product, or a part of
 * the offer, and left their own phrase that holds it alone (the product phrase, the offer
 * sentence), the phrase follows: the old value, as whole words, gives way to the new one ("Levi's
 * 501 jeans" becomes "Levi's 505 jeans", "code SPRING20" becomes "code SPRING25"), so the two
 * never contradict. A phrase the seller edited is theirs and stays as typed.
 */
export function reconcilePhrases(baseline: FactDraft, draft: FactDraft): FactDraft {
  const follow = (phrase: "product" | "offerText", parts: readonly FactTextKey[]) => {
    if (draft[phrase] !== baseline[phrase]) return draft[phrase];
    let text = draft[phrase];
    for (const part of parts) text = replaceWords(text, baseline[part].trim(), draft[part].trim());
    return text;
  };
  return {
    ...draft,
    product: follow("product", ["brand", "model", "noun"]),
    offerText: follow("offerText", ["offerDiscount", "offerCode", "offerEnds"]),
  };
}

/** "24,50", "$24.50", "1 299", "1,299.00" → a number; undefined when it is not one. */
export function parseAmount(text: string): number | undefined {
  let cleaned = text.replace(/[\s$€£]|USD|EUR|GBP/gi, "");
  if (!cleaned) return undefined;
  // A comma followed by exactly two digits at the end is a decimal comma; other commas group thousands.
  if (/,\d{1,2}$/.test(cleaned) && !cleaned.includes("."))
    cleaned = cleaned.replace(/\./g, "").replace(",", ".");
  else cleaned = cleaned.replace(/,/g, "");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  const amount = Number(cleaned);
  return Number.isFinite(amount) ? amount : undefined;
}

const optional = (text: string) => (text.trim() ? text : undefined);

export interface DraftCheck {
  /** The sheet to send, when the draft is valid (trimmed by the schema). */
  sheet?: FactSheet;
  /** One message per wrong field. */
  errors: Partial<Record<FactField, string>>;
}

const fieldOfPath: Record<string, FactField> = {
  "offer.discount": "offerDiscount",
  "offer.code": "offerCode",
  "offer.ends": "offerEnds",
  "offer.text": "offerText",
  "condition.words": "conditionWords",
  "condition.value": "condition",
  "price.amount": "priceAmount",
  "price.currency": "priceAmount",
};

function fieldOf(path: readonly PropertyKey[]): FactField | undefined {
  const named = path.filter((part): part is string => typeof part === "string");
  const joined = named.join(".");
  const field = fieldOfPath[joined] ?? named[0];
  if ((factTextKeys as readonly string[]).includes(field ?? "")) return field as FactTextKey;
  if ((factListKeys as readonly string[]).includes(field ?? "")) return field as FactListKey;
  if (field === "condition") return "condition";
  return undefined;
}

/** The text a seller reads for a fact that is too long, or a list with too many entries. */
export function tooLongText(length: number): string {
  return `Too long: ${length} characters. Keep it to ${FACT_MAX_CHARS} or fewer.`;
}

/**
 * The draft as a fact sheet, checked by the domain schema. Blank single facts are left out, a
 * blank offer is no offer, a price needs a number; a condition the seller picked counts as stated.
 */
export function validateDraft(draft: FactDraft): DraftCheck {
  const errors: DraftCheck["errors"] = {};
  const amount = parseAmount(draft.priceAmount);
  if (draft.priceAmount.trim() && amount === undefined) {
    errors.priceAmount = "Enter the price as a number, like 36 or 24.50.";
  }
  if (!draft.product.trim()) errors.product = "Say what you're selling.";
  const hasOffer = [draft.offerDiscount, draft.offerCode, draft.offerEnds, draft.offerText].some((part) =>
    part.trim(),
  );
  const offerText =
    draft.offerText.trim() ||
    [
      draft.offerDiscount.trim(),
      draft.offerCode.trim() ? `code ${draft.offerCode.trim()}` : "",
      draft.offerEnds.trim(),
    ]
      .filter(Boolean)
      .join(", ");
  const price = amount === undefined ? undefined : { amount, currency: draft.priceCurrency };
  const candidate = {
    product: draft.product,
    noun: draft.noun,
    brand: optional(draft.brand),
    model: optional(draft.model),
    specs: draft.specs,
    features: draft.features,
    condition: { value: draft.condition, words: draft.conditionWords, stated: draft.conditionStated },
    materials: draft.materials,
    packaging: draft.packaging,
    colours: draft.colours,
    design: optional(draft.design),
    artist: optional(draft.artist),
    offer: hasOffer
      ? {
          discount: optional(draft.offerDiscount),
          code: optional(draft.offerCode),
          ends: optional(draft.offerEnds),
          text: offerText,
        }
      : undefined,
    delivery: draft.delivery,
    notIncluded: draft.notIncluded,
    claims: draft.claims,
    safety: draft.safety,
    audience: optional(draft.audience),
    occasion: optional(draft.occasion),
    price,
    // Prices are written in the currency of the seller's own price.
    currency: price ? price.currency : draft.currency,
    photoColour: draft.photoColour,
  };
  const parsed = factSheetSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      if (!field || errors[field]) continue;
      if (issue.code === "too_big" && issue.origin === "array") {
        errors[field] = `At most ${FACT_LIST_MAX} entries.`;
      } else if (issue.code === "too_big") {
        const value = valueAt(candidate, issue.path);
        errors[field] = tooLongText(typeof value === "string" ? value.length : FACT_MAX_CHARS + 1);
      } else {
        errors[field] = issue.message;
      }
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { sheet: parsed.data, errors };
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** True when the two drafts say the same. */
export function sameDraft(a: FactDraft, b: FactDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** True when the photo's colour is offered: measured, and not among the seller's colours yet. */
export function offeredPhotoColour(draft: FactDraft): string | undefined {
  const colour = draft.photoColour?.trim();
  if (!colour) return undefined;
  const known = draft.colours.some((entry) => entry.trim().toLowerCase() === colour.toLowerCase());
  return known ? undefined : colour;
}

/** `$36`, `24,50 €`, `£12.99`: a price as a seller reads it. */
export function formatPrice(amount: number, currency: Currency): string {
  try {
    return new Intl.NumberFormat(currency === "EUR" ? "de-DE" : currency === "GBP" ? "en-GB" : "en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** The facts the sheet holds, one row each, in the panel's order; empty facts are left out. */
export interface FactRow {
  key: string;
  label: string;
  /** A single value, or a list shown as chips. */
  value: string | string[];
  note?: string;
}

export function factRows(draft: FactDraft): FactRow[] {
  const rows: FactRow[] = [];
  const text = (key: string, label: string, value: string) => {
    if (value.trim()) rows.push({ key, label, value: value.trim() });
  };
  const list = (key: string, label: string, value: string[]) => {
    const entries = value.map((entry) => entry.trim()).filter(Boolean);
    if (entries.length > 0) rows.push({ key, label, value: entries });
  };
  text("product", "Product", draft.product);
  text("noun", "Kind of product", draft.noun);
  text("brand", "Brand", draft.brand);
  text("model", "Model", draft.model);
  const words = draft.conditionWords.map((word) => word.trim()).filter(Boolean);
  rows.push({
    key: "condition",
    label: "Condition",
    value: [conditionLabels[draft.condition], ...words.map((word) => `“${word}”`)].join(" · "),
    note: draft.conditionStated || words.length > 0 ? undefined : "you didn't say, so we took it as new",
  });
  list("specs", "Specs", draft.specs);
  list("features", "What sets it apart", draft.features);
  list("materials", "Materials", draft.materials);
  list("packaging", "Packaging", draft.packaging);
  list("colours", "Colours", draft.colours);
  text("design", "Design", draft.design);
  text("artist", "Artist", draft.artist);
  const offer = [
    draft.offerDiscount.trim(),
    draft.offerCode.trim() ? `code ${draft.offerCode.trim()}` : "",
    draft.offerEnds.trim() ? `ends ${draft.offerEnds.trim().replace(/^ends\s+/i, "")}` : "",
  ].filter(Boolean);
  if (offer.length > 0) rows.push({ key: "offer", label: "Offer", value: offer.join(" · ") });
  else text("offer", "Offer", draft.offerText);
  list("delivery", "Delivery", draft.delivery);
  list("notIncluded", "Not included", draft.notIncluded);
  list("claims", "Claims", draft.claims);
  list("safety", "Safety notes", draft.safety);
  const amount = parseAmount(draft.priceAmount);
  if (amount !== undefined)
    rows.push({ key: "price", label: "Your price", value: formatPrice(amount, draft.priceCurrency) });
  text("audience", "Audience", draft.audience);
  text("occasion", "Occasion", draft.occasion);
  return rows;
}
