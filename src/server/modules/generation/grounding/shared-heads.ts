/**
 * "microwave + dishwasher safe" says "microwave safe" too: sellers share the last word of two
 * claims. The checkers read the seller's text with each shared claim spelt out, so copy that
 * writes the two claims apart ("Microwave safe, dishwasher safe.") is still the seller's word.
 */
const SHARED_HEAD =
  /([\p{L}-]{3,})\s*(?:\+|&|\/|\band\b|\bor\b|\by\b|\bo\b|\bet\b|\bou\b|\bund\b|\boder\b)\s*[\p{L}-]{3,}\s+(safe|free|friendly|proof|resistant|approved)\b/giu;

export function withSharedHeads(text: string): string {
  const spelt: string[] = [];
  for (const match of text.matchAll(SHARED_HEAD)) spelt.push(`${match[1]} ${match[2]}`);
  return spelt.length ? `${text}\n${spelt.join("\n")}` : text;
}
