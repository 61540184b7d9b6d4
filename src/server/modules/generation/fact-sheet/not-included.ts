import type { BuiltinLanguage } from "../../../../domain/languages";
import type { FactWords } from "./fact-words";
import { withoutContained } from "./materials";
import { clausesOf, uniqueCaseless } from "./phrase-match";

/**
 * What does not come with the item, in the seller's words: "no box", "no og box", "frame not
 * included", "strap pad not included", "sin caja", "ohne OVP", "no filter no heater", "comes
 * without the box insert", "doesn't come with a remote".
 *
 * A thing the lists know may be left out ("box", "charger") is read after any "no"/"without". Any
 * other thing is read only where the sentence's shape says it is left out: "not included",
 * "comes without", "doesn't come with", or (English) a bare "no <thing>" standing as a clause
 * part of its own, whose thing is a countable object in the singular. A flaw, a smell, an
 * ingredient or a sale term said absent ("no leaks", "no smoke", "no sugar", "no returns") is
 * the item's state or the seller's terms, never a part left out.
 */
export function readNotIncluded(
  text: string,
  lists: readonly FactWords[],
  language: BuiltinLanguage = "en",
): string[] {
  const found: string[] = [...knownLeftOut(text, lists), ...saidLeftOut(text)];
  if (language === "en") found.push(...bareNoThings(text, lists));
  return withoutContained(uniqueCaseless(found)).slice(0, 4);
}

const literal = (item: string) => item.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const NEEDED = "(?!\\s+(?:needed|required|necessary|nötig|nécessaire))";

/** "no og box", "without the box insert", "charger not incl": a thing the lists know, after its negator. */
function knownLeftOut(text: string, lists: readonly FactWords[]): string[] {
  const found: string[] = [];
  for (const w of lists) {
    const item = `(?:${w.includable.map(literal).join("|")})`;
    // "box insert": a known thing naming another is one thing ("without the box insert", not "the
    // box"); a word between the negator and the thing is never another negator ("no issues no remote").
    const items = `${item}(?:\\s+${item})*`;
    const without = w.without.join("|");
    const before = new RegExp(
      `(?<![\\p{L}])(?:${without})\\s+(?:(?!(?:${without})\\s)[\\p{L}\\p{N}.'-]+\\s+){0,2}?${items}(?![\\p{L}])${NEEDED}`,
      "giu",
    );
    const after = new RegExp(
      `(?<![\\p{L}])${items}\\s+(?:not incl(?:uded|\\.|(?![\\p{L}]))|no incluid[ao]|non inclus[e]?|nicht enthalten|nicht dabei)`,
      "giu",
    );
    for (const match of text.matchAll(before)) found.push(match[0]);
    for (const match of text.matchAll(after)) found.push(match[0]);
  }
  return found;
}

/** What the words around it say is left out, whatever the thing: "no belt included", "strap pad not included". */
function saidLeftOut(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(
    /(?<![\p{L}])(?:no\s+[\p{L}-]{3,20}(?:\s+[\p{L}-]{3,20})?\s+included|(?:[\p{L}-]{3,20}\s+)?[\p{L}-]{3,20}\s+not incl(?:uded)?)(?![\p{L}])/giu,
  )) {
    found.push(match[0].replace(/^(?:is|are|was|the|and|its|also|but|only|which)\s+/i, ""));
  }
  // "comes without the box insert", "sold w/o cushions", "doesn't come with a remote".
  for (const match of text.matchAll(
    /(?<![\p{L}])(?:(?:comes?|sold|ships?|selling)\s+(?:without|w\/o)|(?:does\s*n[o']t|do\s*n[o']t|won'?t|will not)\s+(?:come with|include))\s+((?:(?:the|a|an|any|its|their)\s+)?(?:[\p{L}-]{3,20})(?:\s+[\p{L}-]{3,20}){0,2}?)(?=\s*(?:[,.;!?)\n]|$|\s(?:and|or|but|so|just|only|no)\s))/giu,
  )) {
    if (match[1] && !isAbsence(lastWord(match[1]))) found.push(match[0]);
  }
  return found;
}

/**
 * "no filter no heater, no leaks": each bare "no <thing>" that is a clause part of its own (at a
 * comma, or one of a run of them), whose thing is a singular countable object: one or two words,
 * the last not a state said absent. Plurals are read only when the lists know the thing
 * ("no batteries"): "no scratches", "no dyes", "no returns" are the item's state or the terms.
 */
function bareNoThings(text: string, lists: readonly FactWords[]): string[] {
  const known = new Set(lists.flatMap((w) => w.includable));
  const found: string[] = [];
  for (const clause of clausesOf(text)) {
    for (const part of clause.split(/\s*,\s*|\s+(?:and|or|but|\+|&)\s+(?=no\s)/iu)) {
      const pieces = part.trim().split(/\s+(?=no\s)/iu);
      const negations = pieces.filter((piece) => /^no\s/iu.test(piece));
      // A part that starts with "no", or a run of two after the item ("camera no lens cap no
      // strap"): "works great no issues" is a verdict, not a list.
      if (!/^no\s/iu.test(pieces[0] ?? "") && negations.length < 2) continue;
      for (const piece of negations) {
        const thing = /^no\s+((?:[\p{L}-]{3,20}\s+)?[\p{L}-]{3,20})[.!]*$/iu.exec(piece.trim())?.[1];
        if (thing && isLeftOutThing(thing, known)) found.push(piece.trim().replace(/[.!]+$/u, ""));
      }
    }
  }
  return found;
}

const lastWord = (phrase: string) => phrase.trim().split(/\s+/u).pop()?.toLowerCase() ?? "";

function isLeftOutThing(thing: string, known: ReadonlySet<string>): boolean {
  const lower = thing.toLowerCase();
  // A participle says what it is not, or what it needs ("no batteries needed", "no sugar added").
  if (/\p{L}{3}ed$/u.test(lastWord(lower))) return false;
  if (known.has(lower) || known.has(lastWord(lower))) return true;
  const words = lower.split(/\s+/u);
  if (words.some(isAbsence)) return false;
  const head = lastWord(lower);
  // A plural or an "-ing" word is a state or a habit ("no scratches", "no pilling", "no smoking").
  return !/(?<![su])s$|ing$/u.test(head);
}

/** A word that says a state, a smell, an ingredient or a term is absent, not a thing left out. */
function isAbsence(word: string): boolean {
  return ABSENCES.has(word.toLowerCase().replace(/s$/u, "")) || ABSENCES.has(word.toLowerCase());
}

/**
 * Singular heads (a plural's "s" is dropped before lookup). Kinds, not a brief's words: marks and
 * faults, smells and a home's habits, what food or cosmetics are made without, sale terms, marks
 * on a design, and words that are no thing at all ("no longer", "no worries").
 */
const ABSENCES = new Set([
  // marks and faults
  "leak",
  "crack",
  "chip",
  "stain",
  "scratch",
  "scuff",
  "dent",
  "ding",
  "tear",
  "rip",
  "hole",
  "flaw",
  "damage",
  "defect",
  "rust",
  "mold",
  "mould",
  "wear",
  "fade",
  "stretch",
  "wobble",
  "rattle",
  "noise",
  "squeak",
  "lag",
  "play",
  "residue",
  "issue",
  "problem",
  "crazing",
  "repair",
  "hair",
  "fur",
  "dust",
  "odor",
  "odour",
  "smell",
  "scent",
  "smoke",
  "smoker",
  "pet",
  "animal",
  "mark",
  "spot",
  "pixel",
  "burn-in",
  "crease",
  "pilling",
  "lint",
  "moth",
  "bug",
  "pest",
  // what it is made without
  "sugar",
  "salt",
  "gluten",
  "dairy",
  "soy",
  "nut",
  "egg",
  "meat",
  "alcohol",
  "caffeine",
  "fragrance",
  "perfume",
  "dye",
  "color",
  "colour",
  "plastic",
  "oil",
  "preservative",
  "additive",
  "filler",
  "gmo",
  "bpa",
  "paraben",
  "sulfate",
  "sulphate",
  "silicone",
  "phthalate",
  "lead",
  "nickel",
  "latex",
  "chemical",
  "toxin",
  "glue",
  "wax",
  "msg",
  "cruelty",
  "waste",
  "mess",
  // sale terms
  "return",
  "refund",
  "exchange",
  "trade",
  "swap",
  "hold",
  "lowball",
  "lowballer",
  "offer",
  "shipping",
  "delivery",
  "pickup",
  "minimum",
  "deposit",
  "fee",
  "tax",
  "reserve",
  "warranty",
  "guarantee",
  "rush",
  "hurry",
  "pressure",
  "fuss",
  "commitment",
  "subscription",
  "contract",
  "experience",
  "assembly",
  "sew",
  "scammer",
  "spam",
  // marks on a design
  "logo",
  "print",
  "text",
  "watermark",
  "branding",
  "pattern",
  "name",
  // no thing at all
  "longer",
  "more",
  "less",
  "need",
  "way",
  "one",
  "time",
  "idea",
  "reason",
  "worry",
  "doubt",
  "question",
  "joke",
  "limit",
  "matter",
  "brainer",
]);
