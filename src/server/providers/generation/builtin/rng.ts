/**
 * A small seeded PRNG so the builtin writer is deterministic: the same brief and variant always
 * give the same text, another variant gives other text. mulberry32 (Tommy Ettinger, public
 * domain) seeded from a 32-bit FNV-1a hash of the seed parts.
 */

export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  /** One item of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /**
   * One item, rotated by the variant: consecutive variants never pick the same item from a list
   * of two or more, so "Regenerate" always changes what this slot says. Two slots reading the
   * same list with different offsets never collide (up to the list's length).
   */
  rotate<T>(list: readonly T[], offset?: number): T;
  chance(probability: number): boolean;
  /** A shuffled copy. */
  shuffle<T>(list: readonly T[]): T[];
}

/**
 * `seed` identifies the brief, `salt` the slot family (a platform), `variant` the regeneration.
 * Random picks depend on all three; rotations depend on the brief and the variant only, so
 * every platform rotates in step.
 */
export function createRng(seed: string, variant: number, salt = ""): Rng {
  const random = mulberry32(hashString(`${seed}#${salt}#${variant}`));
  const base = hashString(seed);
  const int = (max: number) => Math.floor(random() * max);
  const need = <T>(list: readonly T[]) => {
    if (list.length === 0) throw new Error("rng: cannot pick from an empty list");
  };
  return {
    next: random,
    int,
    pick<T>(list: readonly T[]): T {
      need(list);
      return list[int(list.length)] as T;
    },
    rotate<T>(list: readonly T[], offset = 0): T {
      need(list);
      const slot = (base + variant + offset) % list.length;
      return list[slot] as T;
    },
    chance: (probability) => random() < probability,
    shuffle<T>(list: readonly T[]): T[] {
      const copy = [...list];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = int(index + 1);
        [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
      }
      return copy;
    },
  };
}
