import { type FactWords, joinedWords } from "./fact-words";
import { clausesOf, findPhrases, hasPhrase, uniqueCaseless } from "./phrase-match";

/**
 * How and when the buyer gets it, in the seller's words: a clause part with a delivery word
 * ("ships in 3-5 days", "local pickup only"), or one that dates or places it: an order-by or
 * start date, a class's day, opening hours ("order by Feb 8", "starts Jan 13!", "Sat March 8",
 * "we're at 5th & Main Fri-Sat 11am-9pm", "Vorbestellen bis 20.11."). A dated part that is the
 * offer's ("15% off thru May 12") or carries a price ("early bird $79 til Jan 5") is the offer's.
 */
export function readDelivery(text: string, lists: readonly FactWords[], offerText = ""): string[] {
  const words = joinedWords(lists, "delivery", (w) => w.delivery);
  const parts = partsOf(text).filter((part) => part.length <= 120);
  const said = parts.filter((part) => hasPhrase(part, words));
  const dated = parts.filter(
    (part) =>
      !said.includes(part) &&
      !offerText.includes(part) &&
      !/[$€£%]|\d\s?(?:€|eur|euros?)\b/iu.test(part) &&
      isDated(part, lists),
  );
  return uniqueCaseless([...said, ...dated]).slice(0, 6);
}

function partsOf(text: string): string[] {
  return clausesOf(text).flatMap((clause) => clause.split(/,\s+(?=\p{L})/u));
}

/** "11am-9pm", "2–4pm", "9h-18h", "um 15 Uhr"; not a duration ("40h", "48h"). */
const TIME =
  /(?<![\p{L}\p{N}])(?:\d{1,2}(?::\d{2})?\s?(?:[-–]\s?\d{1,2}(?::\d{2})?\s?)?(?:am|pm|uhr)|\d{1,2}h\d{0,2}\s?[-–]\s?\d{1,2}h\d{0,2})(?![\p{L}])/iu;
const SHORT_DAY =
  /(?<![\p{L}])(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?=\s*[-–+&/]\s*\p{Lu}|\s+\d|\s+\p{Lu}\p{Ll}+\s\d)/u;
const DAY_MONTH = /(?<![\p{L}\p{N}])\d{1,2}\.\d{1,2}\.(?:\d{2,4})?(?![\p{N}])/u;

/** A weekday, a month with its day ("Feb 8", "8 mars", "5 de enero", "13. Januar"), a dd.mm. date or a time. */
function isDated(part: string, lists: readonly FactWords[]): boolean {
  if (TIME.test(part) || SHORT_DAY.test(part) || DAY_MONTH.test(part)) return true;
  if (lists.some((w) => hasPhrase(part, w.weekdays))) return true;
  return lists.some((w) =>
    findPhrases(part, w.months).some((hit) => {
      const after = part.slice(hit.index + hit.text.length);
      const before = part.slice(0, hit.index);
      return (
        /^\.?\s\d{1,2}(?:st|nd|rd|th)?(?![\p{N}])/u.test(after) ||
        /\d{1,2}(?:st|nd|rd|th|\.)?\s(?:de\s)?$/u.test(before)
      );
    }),
  );
}

/**
 * Safety notes, whole: an allergen list stays one note ("contains milk, peanuts, wheat, soy");
 * a long clause is cut at its commas.
 */
export function readSafety(text: string, lists: readonly FactWords[]): string[] {
  const phrases = joinedWords(lists, "safety", (w) => w.safety);
  const notes = clausesOf(text).flatMap((clause) =>
    clause.length <= 120 ? [clause] : clause.split(/,\s+(?=\p{L})/u),
  );
  return uniqueCaseless(notes.filter((note) => note.length <= 120 && hasPhrase(note, phrases))).slice(0, 4);
}
