// No zod here: the language picker and the result cards import this on every generator page.

/**
 * The languages content can be written in (issue 17): the twenty most used in online selling.
 * `code` is a BCP 47 tag (what `lang` attributes and `Intl` take); `franc` is the ISO 639-3 code
 * the language detector (franc) answers for it — Chinese simplified and traditional share `cmn`
 * and are told apart by their characters; `dir` is the writing direction.
 */
export const languages = [
  { code: "en", name: "English", native: "English", franc: "eng", dir: "ltr" },
  { code: "es", name: "Spanish", native: "Español", franc: "spa", dir: "ltr" },
  { code: "pt", name: "Portuguese", native: "Português", franc: "por", dir: "ltr" },
  { code: "fr", name: "French", native: "Français", franc: "fra", dir: "ltr" },
  { code: "de", name: "German", native: "Deutsch", franc: "deu", dir: "ltr" },
  { code: "it", name: "Italian", native: "Italiano", franc: "ita", dir: "ltr" },
  { code: "nl", name: "Dutch", native: "Nederlands", franc: "nld", dir: "ltr" },
  { code: "pl", name: "Polish", native: "Polski", franc: "pol", dir: "ltr" },
  { code: "sv", name: "Swedish", native: "Svenska", franc: "swe", dir: "ltr" },
  { code: "tr", name: "Turkish", native: "Türkçe", franc: "tur", dir: "ltr" },
  { code: "ja", name: "Japanese", native: "日本語", franc: "jpn", dir: "ltr" },
  { code: "ko", name: "Korean", native: "한국어", franc: "kor", dir: "ltr" },
  { code: "zh-Hans", name: "Chinese (Simplified)", native: "简体中文", franc: "cmn", dir: "ltr" },
  { code: "zh-Hant", name: "Chinese (Traditional)", native: "繁體中文", franc: "cmn", dir: "ltr" },
  { code: "hi", name: "Hindi", native: "हिन्दी", franc: "hin", dir: "ltr" },
  { code: "id", name: "Indonesian", native: "Bahasa Indonesia", franc: "ind", dir: "ltr" },
  { code: "vi", name: "Vietnamese", native: "Tiếng Việt", franc: "vie", dir: "ltr" },
  { code: "th", name: "Thai", native: "ไทย", franc: "tha", dir: "ltr" },
  { code: "ar", name: "Arabic", native: "العربية", franc: "arb", dir: "rtl" },
  { code: "he", name: "Hebrew", native: "עברית", franc: "heb", dir: "rtl" },
] as const;

export type Language = (typeof languages)[number];
export type LanguageCode = Language["code"];
export const languageCodes = languages.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = "en";

/**
 * What the builtin (offline) writer writes natively: English, and Spanish, French and German
 * from templates written in each language (not translated word by word). The others need a model.
 */
export const builtinLanguages = ["en", "es", "fr", "de"] as const satisfies readonly LanguageCode[];
export type BuiltinLanguage = (typeof builtinLanguages)[number];

export function isBuiltinLanguage(code: string | undefined): code is BuiltinLanguage {
  return (builtinLanguages as readonly string[]).includes(code ?? "");
}

const byCode = new Map<string, Language>(languages.map((language) => [language.code, language]));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && byCode.has(value);
}

/** The language of a code; English for anything unknown (rows written before languages existed). */
export function languageOf(code: string | null | undefined): Language {
  return byCode.get(code ?? "") ?? (byCode.get(DEFAULT_LANGUAGE) as Language);
}

/** "rtl" for Arabic and Hebrew: result cards and exports show such text right to left. */
export function directionOf(code: string | null | undefined): "ltr" | "rtl" {
  return languageOf(code).dir;
}

/** Why a language is not offered: the sentence the picker shows beside the languages it leaves out. */
export const NEEDS_AI_MODEL_MESSAGE =
  "More languages are available when this app is connected to an AI writing model: the offline writer writes only the languages it has its own templates for.";
