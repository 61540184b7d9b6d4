import { type LanguageCode, languageOf } from "../../../domain/languages";
import { AppError } from "../../lib/app-error";
import type { GenerationProvider } from "../../providers/generation/generation-provider";

/**
 * A 400 naming `language` when the configured writer does not write it (the builtin writer
 * writes only the languages it has templates for). Checked before anything is reserved or
 * charged, and when a bulk job is created, so no photo fails for it later.
 */
export function assertWritesLanguage(
  provider: Pick<GenerationProvider, "languages">,
  language: LanguageCode | undefined,
) {
  if (!language || provider.languages.includes(language)) return;
  const offered = provider.languages.map((code) => languageOf(code).name).join(", ");
  throw new AppError(
    "bad_request",
    `${languageOf(language).name} isn't available yet: we can write in ${offered}.`,
    {
      issues: [
        { code: "custom", path: ["language"], message: `Not available yet: choose one of ${offered}` },
      ],
    },
  );
}
