/**
 * A seller's note as a phrase that can stand in copy. Sellers type notes as labels ("ojo: NO
 * aptas para exterior", "NB: no box", "Enthält: Weizen"); the marker is not a fact, and a label
 * colon would read as a robotic "Label: value" line once written into a caption.
 */
const NOTE_MARKERS =
  /^(?:ojo|ojito|nota|note|nb|n\.b\.|ps|p\.s\.|psst|attention|achtung|hinweis|wichtig|important|importante|aviso|heads up)\s*[:!-]\s*/iu;
/** "Enthält: Weizen" → "Enthält Weizen". */
const LABEL_COLON = /^([\p{L}'’ ]{2,30}?)\s*:\s+/u;

export function asPhrase(text: string): string {
  return text.trim().replace(NOTE_MARKERS, "").replace(LABEL_COLON, "$1 ").trim();
}
