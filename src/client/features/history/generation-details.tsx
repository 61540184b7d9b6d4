import type { ReactNode } from "react";
import { DEFAULT_LANGUAGE, languageOf } from "../../../domain/languages";
import { useBrandProfiles } from "../brand-profiles/use-brand-profiles";

/** The profile names by id, for history rows (a deleted profile is simply not there). */
export function useProfileNames(): ReadonlyMap<string, string> {
  const profiles = useBrandProfiles();
  return new Map((profiles.data?.profiles ?? []).map((profile) => [profile.id, profile.name]));
}

/**
 * What a history row says about how it was written: the language by its own name when it is not
 * English ("Español"), and the brand profile's name while that profile still exists. Null when
 * there is nothing to say (English, no profile).
 */
export function generationDetails(
  { language, brandProfileId }: { language?: string | null; brandProfileId?: string | null },
  profileNames: ReadonlyMap<string, string>,
): ReactNode {
  const written = languageOf(language);
  const profileName = brandProfileId ? profileNames.get(brandProfileId) : undefined;
  const showLanguage = written.code !== DEFAULT_LANGUAGE;
  if (!showLanguage && !profileName) return null;
  return (
    <>
      {showLanguage ? (
        <span lang={written.code} data-testid="history-language">
          {written.native}
        </span>
      ) : null}
      {showLanguage && profileName ? " · " : null}
      {profileName ? <span>Profile: {profileName}</span> : null}
    </>
  );
}
