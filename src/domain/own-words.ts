/**
 * The account's own words that a password must not lean on: each input whole (the e-mail, the
 * names), an e-mail's local part, and the words they are made of (3 characters or more).
 * Lower-cased, as zxcvbn lower-cases the password before matching. One list for the server's
 * check (modules/auth/password-strength.ts) and the page's strength meter, so both judge alike.
 */
export function ownWordsOf(inputs: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const input of inputs) {
    const text = input?.trim().toLowerCase();
    if (!text) continue;
    words.add(text);
    const at = text.lastIndexOf("@");
    if (at > 0) words.add(text.slice(0, at));
    for (const word of text.split(/[^\p{L}\p{N}]+/u)) if (word.length >= 3) words.add(word);
  }
  return [...words];
}
