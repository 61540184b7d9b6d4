import type { BuiltinLanguage } from "../../../../../../domain/languages";
import type { LanguagePack } from "../language";
import { german } from "./de";
import { english } from "./en";
import { spanish } from "./es";
import { french } from "./fr";

/** Every language the builtin writer writes: each is data and a small grammar (../language.ts). */
export const languagePacks: Record<BuiltinLanguage, LanguagePack> = {
  en: english,
  es: spanish,
  fr: french,
  de: german,
};
