import type { FactSheet } from "../../../../domain/fact-sheet";
import { type FactWords, joinedWords } from "./fact-words";
import { hasPhrase } from "./phrase-match";

type Price = NonNullable<FactSheet["price"]>;

/**
 * The seller's price: the form's ("36", "$36", "24,50 €", "EUR 12"), else one the text states
 * as the item's ("3 tacos … $14", "$350 flat", "$65/person", "15€ pro Stück"). A bare number
 * takes the currency the seller typed elsewhere ("envío 4,50€"), else USD.
 */
export function readPrice(
  typed: string | undefined,
  text: string,
  lists: readonly FactWords[],
  discount = "",
): FactSheet["price"] {
  if (!typed) return priceInText(text, lists, discount);
  const amount = amountOf(typed);
  if (amount === undefined) return undefined;
  return { amount, currency: currencyTyped(typed) ?? currencyTyped(text) ?? "USD" };
}

function amountOf(typed: string): number | undefined {
  const match = /(\d{1,7}(?:[.,]\d{3})*(?:[.,]\d{1,2})?)/.exec(typed);
  if (!match?.[1]) return undefined;
  const raw = match[1];
  const decimal = /[.,]\d{1,2}$/.test(raw) ? raw.slice(-3).replace(/^[.,]/, ".").replace(/^(\d)/, ".$1") : "";
  const whole = raw.replace(/[.,]\d{1,2}$/, "").replace(/[.,]/g, "");
  const amount = Number(`${whole}${decimal.startsWith(".") ? decimal : ""}`);
  return Number.isFinite(amount) ? amount : undefined;
}

const AMOUNT = /(?<![\p{L}\p{N}])(?:[$€£]\s?\d{1,6}(?:[.,]\d{2})?|\d{1,6}(?:[.,]\d{2})?\s?[€£])(?![\p{N}])/gu;
/** What makes an amount another's: shipping's, an extra, a threshold, a former price, a deal's. */
const NOT_THE_PRICE =
  /(?:\b(?:shipping|ship|delivery|postage|retail|reg|regular|was|worth|value|orig|original|over|above|from|under|deposit|fee|for|für|por|pour|a partir de|desde|dès|ab|plus|über|gratis|free|off|rabatt|descuento|réduction)\b[^\p{N}]{0,12}|\+\s?)$/iu;

/**
 * The first amount the text states as the item's price: not in a delivery clause, not an extra
 * ("+$8"), a threshold, a former price or the offer's discount ("3 for $33", "$10 off").
 */
function priceInText(text: string, lists: readonly FactWords[], discount: string): Price | undefined {
  const delivery = joinedWords(lists, "delivery", (w) => w.delivery);
  for (const match of text.matchAll(AMOUNT)) {
    const at = match.index ?? 0;
    const start =
      Math.max(...[",", ".", ";", "\n", "(", ":", "!", "?"].map((stop) => text.lastIndexOf(stop, at - 1))) +
      1;
    const end = /[,;\n)!?]|\.(?:\s|$)/.exec(text.slice(at + match[0].length));
    const part = text.slice(start, end ? at + match[0].length + end.index : text.length);
    const before = text.slice(start, at);
    const after = text.slice(at + match[0].length);
    if (hasPhrase(part, delivery) || NOT_THE_PRICE.test(before) || discount.includes(match[0])) continue;
    if (/^\s*(?:off|rabatt|de descuento|de réduction)\b/iu.test(after)) continue;
    const amount = amountOf(match[0]);
    if (amount !== undefined) return { amount, currency: currencyTyped(match[0]) ?? "USD" };
  }
  return undefined;
}

export function currencyTyped(text: string): "USD" | "EUR" | "GBP" | undefined {
  if (/€|\beur(?:os?)?\b/i.test(text)) return "EUR";
  if (/£|\bgbp\b/i.test(text)) return "GBP";
  if (/\$|\busd\b/i.test(text)) return "USD";
  return undefined;
}
