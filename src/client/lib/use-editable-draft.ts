import { useCallback, useEffect, useRef, useState } from "react";

/** Flat text fields keyed by name (`caption.instagram`, `etsy.title`, …). */
export type DraftFields = Record<string, string>;

export type DraftStatus = "clean" | "dirty" | "saving" | "saved" | "error";

export function changedFields(draft: DraftFields, base: DraftFields): DraftFields {
  const changes: DraftFields = {};
  for (const [key, value] of Object.entries(draft)) if (base[key] !== value) changes[key] = value;
  return changes;
}

/**
 * Text edited in place and saved to the server. `save` gets the changed fields (and the whole
 * draft as it is being sent) and resolves with
 * every field as the server stored it (after its normaliser); a field the user has not touched
 * again since it was sent takes the server's text, one edited meanwhile keeps the newer edit.
 * Saves never overlap: a save asked for while one runs waits for it, then sends what is left.
 */
export function useEditableDraft(
  initial: DraftFields,
  save: (changes: DraftFields, draft: DraftFields) => Promise<DraftFields>,
) {
  const [draft, setDraftState] = useState(initial);
  const [base, setBaseState] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [savedOnce, setSavedOnce] = useState(false);
  const draftRef = useRef(initial);
  const baseRef = useRef(initial);
  const inFlight = useRef<Promise<void> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const setField = useCallback((key: string, value: string) => {
    draftRef.current = { ...draftRef.current, [key]: value };
    setDraftState(draftRef.current);
  }, []);

  const flush = useCallback(async (): Promise<void> => {
    while (inFlight.current) await inFlight.current.catch(() => undefined);
    const changes = changedFields(draftRef.current, baseRef.current);
    if (Object.keys(changes).length === 0) return;
    const run = (async () => {
      setSaving(true);
      setError(null);
      try {
        const stored = await saveRef.current(changes, { ...baseRef.current, ...changes });
        baseRef.current = { ...baseRef.current, ...stored };
        const merged = { ...draftRef.current };
        for (const [key, sent] of Object.entries(changes)) {
          if (merged[key] === sent && stored[key] !== undefined) merged[key] = stored[key];
        }
        draftRef.current = merged;
        setBaseState(baseRef.current);
        setDraftState(merged);
        setSavedOnce(true);
      } catch (caught) {
        setError(caught);
        throw caught;
      } finally {
        setSaving(false);
      }
    })();
    inFlight.current = run;
    try {
      await run;
    } finally {
      if (inFlight.current === run) inFlight.current = null;
    }
  }, []);

  const dirty = Object.keys(changedFields(draft, base)).length > 0;
  const status: DraftStatus = saving
    ? "saving"
    : error
      ? "error"
      : dirty
        ? "dirty"
        : savedOnce
          ? "saved"
          : "clean";

  // Nothing is lost by closing the tab with unsaved edits: the browser asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return { draft, setField, flush, dirty, status, error };
}
