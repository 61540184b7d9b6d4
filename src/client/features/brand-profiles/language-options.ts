import { DEFAULT_LANGUAGE, type LanguageCode, languageOf, languages } from "../../../domain/languages";
import type { SiteConfig } from "../../../domain/site-config";

export interface LanguageOption {
  code: LanguageCode;
  /** "Español — Spanish"; English alone as "English". */
  label: string;
}

/** "Español — Spanish": the name a speaker looks for first, then the one everyone can read. */
export function languageLabel(code: LanguageCode): string {
  const language = languageOf(code);
  return language.native === language.name ? language.name : `${language.native} — ${language.name}`;
}

/**
 * What the "Write in" picker offers: only the languages this server's engine writes (GET /api/config),
 * in the list's order. Until the config is read, English alone, the language every engine writes.
 */
export function languageOptions(config: SiteConfig | null): LanguageOption[] {
  // `languages?.`: a server from before languages existed (a deploy in progress) answers without them.
  const available = new Set<string>(config?.languages?.available ?? [DEFAULT_LANGUAGE]);
  return languages
    .filter((language) => available.has(language.code))
    .map((language) => ({ code: language.code, label: languageLabel(language.code) }));
}

/** `code` when the picker offers it, else English (a profile saved for a language this server lacks). */
export function offeredLanguage(code: string | null | undefined, config: SiteConfig | null): LanguageCode {
  return languageOptions(config).find((option) => option.code === code)?.code ?? DEFAULT_LANGUAGE;
}

/**
 * On the builtin engine, the one short line under the picker about the languages a seller may look
 * for and not find (they need an AI model, which is the site owner's business, not the seller's):
 * the first two named, the rest counted, "Not yet on this site: Portuguese, Italian and 14 more.";
 * null when nothing is missing (or the config is not read yet).
 */
export function missingLanguagesNote(config: SiteConfig | null): string | null {
  if (config?.engine !== "builtin" || !config.languages) return null;
  const available = new Set<string>(config.languages.available);
  const names = languages
    .filter(
      (language) => config.languages.byEngine.openai.includes(language.code) && !available.has(language.code),
    )
    .map((language) => language.name);
  if (names.length === 0) return null;
  const named = names.slice(0, 2);
  const more = names.length - named.length;
  const list =
    more > 0 ? `${named.join(", ")} and ${more} more` : named.length === 2 ? named.join(" and ") : named[0];
  return `Not yet on this site: ${list}.`;
}
