import type { Rng } from "../../rng";
import type { Templates } from "./data";
import { frenchData } from "./data";
import type { NounPhrase, Register } from "./grammar";
import { render, type Slots } from "./template";

/**
 * What every piece of one French generation shares: its templates, what it has said already
 * (no sentence of three words or more twice in one generation, none twice in one text), and
 * the picking of a sentence from the first section that has a fresh one.
 */
export class Said {
  private readonly sentences = new Set<string>();

  /** The sentence keys of a text: lowercase words, one key per sentence of ≥ 3 words. */
  static keys(text: string): { all: string[]; long: string[] } {
    const all = text
      .split(/(?<=[.!?])\s+|\n+/)
      .map((sentence) =>
        (
          sentence
            .toLowerCase()
            .replace(/[’']/g, " ")
            .match(/[\p{L}\p{N}]+/gu) ?? []
        ).join(" "),
      )
      .filter(Boolean);
    return { all, long: all.filter((key) => key.split(" ").length >= 3) };
  }

  /**
   * Three-word runs with a word of five letters or more ("le cadeau parfait"): one text says
   * such a run once, or it reads as a template ("… le cadeau parfait. Et si c'était le cadeau
   * parfait …").
   */
  static runs(keys: readonly string[]): string[] {
    const runs: string[] = [];
    for (const key of keys) {
      const words = key.split(" ");
      for (let index = 0; index + 3 <= words.length; index++) {
        const run = words.slice(index, index + 3);
        if (run.some((word) => word.length >= 5)) runs.push(`run:${run.join(" ")}`);
      }
    }
    return runs;
  }

  /** The motif words a text says ("cadeau", "quotidien"): one caption says each in one line only. */
  static motifs(keys: readonly string[]): string[] {
    const text = ` ${keys.join(" ")} `;
    return frenchData()
      .words.motifs.filter((motif) => text.includes(` ${motif} `))
      .map((motif) => `motif:${motif}`);
  }

  /** True, and the text recorded, when none of its sentences was said in the generation or in `local`. */
  take(text: string, local: Set<string>): boolean {
    const { all, long } = Said.keys(text);
    if (long.some((key) => this.sentences.has(key))) return false;
    const runs = [...Said.runs(all), ...Said.motifs(all)];
    if (all.some((key) => local.has(key)) || runs.some((run) => local.has(run))) return false;
    for (const key of long) this.sentences.add(key);
    for (const key of [...all, ...runs]) local.add(key);
    return true;
  }
}

export interface Picker {
  templates: Templates;
  said: Said;
  subject: NounPhrase;
  register: Register;
  slots: Slots;
  rng: Rng;
  /** The sentences of the text being written. */
  local: Set<string>;
}

/**
 * One sentence from the first of `sections` that has a template with every slot filled, the
 * agreement it needs, and nothing said before. `rotate` draws by the variant (so "Regenerate"
 * changes the line) rather than at random.
 */
export function pick(
  picker: Picker,
  sections: string | readonly string[],
  extra: Slots = {},
  rotate = false,
): string | undefined {
  const slots = { ...picker.slots, ...extra };
  for (const section of typeof sections === "string" ? [sections] : sections) {
    const rendered = (picker.templates[section] ?? [])
      .map((template) => render(template, { subject: picker.subject, register: picker.register, slots }))
      .filter((text): text is string => Boolean(text));
    const order =
      rotate && rendered.length > 1 ? rotated(rendered, picker.rng) : picker.rng.shuffle(rendered);
    for (const text of order) {
      if (picker.said.take(text, picker.local)) return text;
    }
  }
  return undefined;
}

/** The list starting at the variant's rotation, then the rest in order. */
function rotated(list: readonly string[], rng: Rng): string[] {
  const first = rng.rotate(list.map((_, index) => index));
  return [...list.slice(first), ...list.slice(0, first)];
}

/** A sentence the code writes itself, kept only if it is fresh. */
export function own(picker: Picker, text: string | undefined): string | undefined {
  if (!text) return undefined;
  return picker.said.take(text, picker.local) ? text : undefined;
}
