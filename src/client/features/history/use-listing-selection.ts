import { useCallback, useMemo, useState } from "react";

/** The "Select all" box's state: ticked, empty, or the dash of a partial selection. */
export type SelectAllState = boolean | "indeterminate";

export interface SelectionSummary {
  /** Selected ids that are still in the list, in the list's order. */
  ids: string[];
  count: number;
  all: SelectAllState;
}

/**
 * What is selected out of what is shown. Ids no longer in the list (deleted elsewhere, or a list
 * refetch that dropped them) do not count, so the count and the export never include a ghost.
 */
export function summarizeSelection(
  available: readonly string[],
  selected: ReadonlySet<string>,
): SelectionSummary {
  const ids = available.filter((id) => selected.has(id));
  const all: SelectAllState =
    ids.length === 0 ? false : ids.length === available.length ? true : "indeterminate";
  return { ids, count: ids.length, all };
}

/** Ticks one id on or off. */
export function toggleSelected(selected: ReadonlySet<string>, id: string, checked: boolean): Set<string> {
  const next = new Set(selected);
  if (checked) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * "Select all" pressed: a full selection clears; an empty or partial one selects everything shown
 * (the usual checkbox-list behaviour, so one press never silently drops a partial choice).
 */
export function toggleAll(available: readonly string[], selected: ReadonlySet<string>): Set<string> {
  return summarizeSelection(available, selected).all === true ? new Set() : new Set(available);
}

/** Selection state for a list of ids (History's listing generations). */
export function useListingSelection(available: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const summary = useMemo(() => summarizeSelection(available, selected), [available, selected]);
  const isSelected = useCallback((id: string) => selected.has(id), [selected]);
  const toggle = useCallback(
    (id: string, checked: boolean) => setSelected((current) => toggleSelected(current, id, checked)),
    [],
  );
  const toggleEvery = useCallback(() => setSelected((current) => toggleAll(available, current)), [available]);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { ...summary, isSelected, toggle, toggleAll: toggleEvery, clear };
}
