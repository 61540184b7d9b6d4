import type { FactSheet } from "../../src/domain/fact-sheet";

/**
 * A fact sheet for writer tests: an empty one about `product` (its noun the same), with what a
 * test needs overriding the rest. One fixture for every test of the writer's parts, so a field
 * added to FactSheet is added here once.
 */
export function factSheet(overrides: Partial<FactSheet> = {}): FactSheet {
  return {
    product: "thing",
    noun: "thing",
    specs: [],
    features: [],
    condition: { value: "new", words: [], stated: false },
    materials: [],
    packaging: [],
    colours: [],
    delivery: [],
    notIncluded: [],
    claims: [],
    safety: [],
    currency: "USD",
    ...overrides,
  };
}
