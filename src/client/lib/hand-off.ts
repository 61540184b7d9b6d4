import { type FactSheet, factSheetSchema } from "../../domain/fact-sheet";
import { PRODUCT_MAX } from "../../domain/social";
import { OBJECT_PATH_PREFIX } from "../../domain/uploads";

/**
 * A hand-off between the generators ("Make listings from this photo" and back): what the seller
 * already told one generator, so the other starts from it. Kept in sessionStorage under its own
 * id, which the target page's address names (`?handoff=<id>`): a reload of that page finds it
 * again, a later visit without the id does not, and another tab never sees it. Nothing here is
 * trusted: the photo is checked to be the seller's own upload before it is used.
 */
export interface HandOff {
  /** The upload both generators write from (`/objects/uploads/<id>`). */
  imagePath: string;
  /** "What are you selling?" as the seller typed it for the generation on screen. */
  product?: string;
  /** "What we understood", with the seller's corrections. */
  facts?: FactSheet;
  /** The generator it came from, for the target page's words. */
  from?: HandOffSource;
}

export type HandOffSource = "social" | "listings";

/** The query parameter naming a stored hand-off. */
export const HAND_OFF_PARAM = "handoff";
const KEY_PREFIX = "studio:handoff:";
/** At most this many hand-offs are kept per tab; older ones give way. */
const KEPT_MAX = 10;
/** A hand-off older than this is not picked up (a tab left open for days starts afresh). */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

const OBJECT_PATH = new RegExp(`^${OBJECT_PATH_PREFIX.replace(/\//g, "\\/")}[A-Za-z0-9-]{1,100}$`);
const ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** True for an upload's path in the shape the server gives (`/objects/uploads/<id>`). */
export function isUploadPath(value: string): boolean {
  return OBJECT_PATH.test(value);
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): hand-offs carry only what the address does.
    return null;
  }
}

function newId(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

interface StoredHandOff extends HandOff {
  savedAt: number;
}

function storedEntries(store: Storage): Array<{ key: string; savedAt: number }> {
  const entries: Array<{ key: string; savedAt: number }> = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (!key?.startsWith(KEY_PREFIX)) continue;
    let savedAt = 0;
    try {
      const parsed: unknown = JSON.parse(store.getItem(key) ?? "");
      if (typeof parsed === "object" && parsed !== null && "savedAt" in parsed) {
        savedAt = typeof parsed.savedAt === "number" ? parsed.savedAt : 0;
      }
    } catch {
      // Unreadable: the oldest of all, dropped first.
    }
    entries.push({ key, savedAt });
  }
  return entries;
}

/** Keeps the newest hand-offs only, and none past their day. */
function prune(store: Storage, now: number): void {
  const entries = storedEntries(store).sort((a, b) => b.savedAt - a.savedAt);
  entries.forEach((entry, index) => {
    if (index >= KEPT_MAX || now - entry.savedAt > KEPT_FOR_MS) store.removeItem(entry.key);
  });
}

/** Stores a hand-off and returns its id (null when the browser keeps no session storage). */
export function saveHandOff(handOff: HandOff, now = Date.now()): string | null {
  const store = storage();
  if (!store) return null;
  const id = newId();
  const entry: StoredHandOff = { ...handOff, savedAt: now };
  try {
    store.setItem(`${KEY_PREFIX}${id}`, JSON.stringify(entry));
  } catch {
    return null;
  }
  prune(store, now);
  return id;
}

/** The hand-off stored under `id`, checked field by field (a bad part is left out); null if none. */
export function readHandOff(id: string | null, now = Date.now()): HandOff | null {
  if (!id || !ID_PATTERN.test(id)) return null;
  const raw = storage()?.getItem(`${KEY_PREFIX}${id}`);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const entry = parsed as Partial<Record<keyof StoredHandOff, unknown>>;
  if (typeof entry.savedAt !== "number" || now - entry.savedAt > KEPT_FOR_MS) return null;
  if (typeof entry.imagePath !== "string" || !isUploadPath(entry.imagePath)) return null;
  const handOff: HandOff = { imagePath: entry.imagePath };
  if (typeof entry.product === "string" && entry.product.trim() && entry.product.length <= PRODUCT_MAX) {
    handOff.product = entry.product;
  }
  const facts = factSheetSchema.safeParse(entry.facts);
  if (facts.success) handOff.facts = facts.data;
  if (entry.from === "social" || entry.from === "listings") handOff.from = entry.from;
  return handOff;
}

/** Forgets a hand-off once it has been used (the seller generated from it). */
export function forgetHandOff(id: string): void {
  storage()?.removeItem(`${KEY_PREFIX}${id}`);
}

/**
 * True when "What are you selling?" still says what the handed-over facts describe (spaces and
 * case aside): the facts go with a run only then. Without a handed product, any product goes.
 */
export function sameProduct(current: string | undefined, handed: string | undefined): boolean {
  if (!handed) return true;
  const normal = (text: string | undefined) => (text ?? "").trim().replace(/\s+/g, " ").toLowerCase();
  return normal(current) === normal(handed);
}
