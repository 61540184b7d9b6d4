import { hashString } from "../rng";
import type { LanguagePack } from "./language";

/**
 * Deterministic choices for one generation: the same brief and variant give the same text,
 * "Regenerate" (the next variant) moves every slot to its next line, and different briefs land on
 * different lines of a list (the brief's hash), so no framing line recurs across many products.
 * `slot` names the place ("instagram.hook"): two places never move in lockstep.
 */
export interface Picker {
  pick<T>(list: readonly T[], slot: string): T;
  /** An index in [0, count) for `slot`, like `pick`. */
  index(count: number, slot: string): number;
}

export function createPicker(seed: string, variant: number): Picker {
  const index = (count: number, slot: string) => {
    if (count <= 0) throw new Error(`pick: nothing to choose from for ${slot}`);
    return (hashString(`${seed}#${slot}`) + variant) % count;
  };
  // Lines already given in this generation: two platforms never get the same line of one list.
  const given = new Set<unknown>();
  return {
    index,
    pick<T>(list: readonly T[], slot: string): T {
      // A taken line is redrawn, not stepped past: stepping would pile later platforms onto the
      // lines that follow popular ones, and those would recur across products.
      for (let attempt = 0; attempt < list.length * 2; attempt++) {
        const line = list[index(list.length, attempt ? `${slot}#${attempt}` : slot)] as T;
        if (!given.has(line)) {
          given.add(line);
          return line;
        }
      }
      const free = list.find((line) => !given.has(line)) ?? (list[index(list.length, slot)] as T);
      given.add(free);
      return free;
    },
  };
}

const introIndexes = new Map<number, readonly number[]>();

/** An intro variant not yet given in this generation. */
export function introIndex(picker: Picker, pack: LanguagePack, slot: string): number {
  let indexes = introIndexes.get(pack.introCount);
  if (!indexes) {
    indexes = Array.from({ length: pack.introCount }, (_, index) => index);
    introIndexes.set(pack.introCount, indexes);
  }
  return picker.pick(indexes, slot);
}
