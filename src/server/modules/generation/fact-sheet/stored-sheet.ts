import { type FactSheet, factSheetSchema } from "../../../../domain/fact-sheet";

/**
 * "What we understood" as a generation keeps it (the `fact_sheet` column of its rows), so a result
 * reopened from History shows the sheet it was written from, as the seller last corrected it.
 *
 * Read leniently: a sheet stored before the schema gained a rule is left out of the reply rather
 * than failing it (the page then simply shows no sheet, as for generations written before sheets
 * were kept).
 */
export function storedFactsOf(stored: unknown): { facts?: FactSheet } {
  if (stored === null || stored === undefined) return {};
  const parsed = factSheetSchema.safeParse(stored);
  return parsed.success ? { facts: parsed.data } : {};
}
