import type { LanguagePack } from "./language";
import { holds, type Subject } from "./subject";

/**
 * The product's facts as sentences in one language, most telling first: the design, the seller's
 * features, specs, materials, colours, the condition (unless an unstated new), what is not
 * included, safety notes, delivery. Each carries only the seller's words.
 */
export interface FactLines {
  /** A caption's facts: everything, the seller's price riding on the first. */
  social: string[];
  /**
   * A listing description's prose: what the item-specifics block below it does not say (the
   * design, the features, what is not included, safety notes). Specs, materials, colours, the
   * condition and delivery are in that block, so the prose does not say them twice.
   */
  listing: string[];
}

/**
 * `turn` rotates the seller's features within their sentence, so the posts and listings of one
 * generation, read side by side, do not repeat one sentence word for word.
 */
export function factSentences(subject: Subject, pack: LanguagePack, turn = 0): FactLines {
  const { facts } = pack;
  const when = <T>(items: readonly T[], write: (items: readonly T[]) => string) =>
    items.length ? write(items) : undefined;
  const present = (lines: (string | undefined)[]) => lines.filter((line): line is string => Boolean(line));
  const condition =
    subject.condition.value === "new" && !subject.condition.stated
      ? undefined
      : facts.condition(subject.condition.value, subject.condition.words);
  // A design the name already carries ("Jordan 1 'Lost & Found'") needs no "printed with" line.
  const design =
    subject.design && !holds(subject.name, subject.design)
      ? facts.design(subject.design, subject.artist)
      : undefined;
  const features = rotate(subject.features, turn);
  const notIncluded = when(subject.notIncluded, facts.notIncluded);
  const safety = when(subject.safety, facts.safety);
  // Specs ride with the features in a post ("speckled glaze, drippy rim, 12 oz"), and the seller's
  // own price with them ("… consommé for dipping, $14.").
  const figures = [...subject.specs, ...(subject.price ? [subject.price] : [])];
  const social = present([
    design,
    featuresWithFigures(features, figures, pack),
    when(subject.materials, facts.materials),
    when(subject.colours, facts.colours),
    condition,
    notIncluded,
    safety,
    when(subject.delivery, facts.delivery),
  ]);
  const listing = present([design, when(features, facts.features), notIncluded, safety]);
  return { social, listing };
}

/**
 * "Hammered texture and brushed finish, 2mm, sizes 5-9, $28.": the seller's features as a list,
 * their figures after it with commas (a figure is not one more feature: never "… and 2mm").
 */
function featuresWithFigures(
  features: readonly string[],
  figures: readonly string[],
  pack: LanguagePack,
): string | undefined {
  if (!features.length) return figures.length ? pack.facts.specs(figures) : undefined;
  const listed = pack.facts.features(features);
  if (!figures.length) return listed;
  return `${listed.replace(/[.!]$/u, "")}, ${figures.join(", ")}.`;
}

function rotate<T>(list: readonly T[], by: number): T[] {
  if (list.length < 2) return [...list];
  const shift = by % list.length;
  return [...list.slice(shift), ...list.slice(0, shift)];
}
