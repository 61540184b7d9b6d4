import type { BuiltinLanguage } from "../../../../../domain/languages";
import { germanWriter } from "./de";
import { spanishWriter } from "./es";
import { frenchWriter } from "./fr";
import type { LocaleWriter } from "./locale-writer";

/**
 * The non-English builtin writers, by language: one for every language src/domain/languages.ts
 * `builtinLanguages` lists (what GET /api/config offers on the builtin engine), so the type
 * itself keeps the two lists equal.
 */
const writers: Record<Exclude<BuiltinLanguage, "en">, LocaleWriter> = {
  es: spanishWriter,
  fr: frenchWriter,
  de: germanWriter,
};

export function localeWriterFor(language: Exclude<BuiltinLanguage, "en">): LocaleWriter | undefined {
  return writers[language];
}
