import { MIN_PASSWORD_SCORE } from "../../../domain/account";
import { ownWordsOf } from "../../../domain/own-words";

/** zxcvbn's 0–4 score in words: 0 and 1 are refused by the server (below MIN_PASSWORD_SCORE). */
export type StrengthLevel = "weak" | "fair" | "good" | "strong";

export type PasswordStrength = {
  score: 0 | 1 | 2 | 3 | 4;
  level: StrengthLevel;
  /** True when the server would refuse the password as too easy to guess. */
  tooWeak: boolean;
  /** zxcvbn's main warning ("This is a commonly used password."), if any. */
  warning: string | null;
  /** zxcvbn's suggestions ("Add more words that are less common."). */
  suggestions: string[];
};

export type PasswordChecker = (password: string, userInputs?: readonly string[]) => PasswordStrength;

export function levelOf(score: number): StrengthLevel {
  if (score >= 4) return "strong";
  if (score === 3) return "good";
  if (score === MIN_PASSWORD_SCORE) return "fair";
  return "weak";
}

/** The user's own details a password should not lean on, as the server's check takes them. */
export const wordsOf = ownWordsOf;

let loading: Promise<PasswordChecker> | undefined;

/**
 * zxcvbn-ts and its dictionaries (several hundred kB) load on first use, in their own chunks: never
 * part of the landing page or any page without a new-password field. The same options as the
 * server's check (src/server/modules/auth/password-strength.ts), so the meter agrees with it.
 */
export function loadPasswordChecker(): Promise<PasswordChecker> {
  loading ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ])
    .then(([core, common, en]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      });
      return (password: string, userInputs: readonly string[] = []) => {
        const result = zxcvbn.check(password, [...userInputs]);
        return {
          score: result.score,
          level: levelOf(result.score),
          tooWeak: result.score < MIN_PASSWORD_SCORE,
          warning: result.feedback.warning || null,
          suggestions: result.feedback.suggestions,
        };
      };
    })
    .catch((error: unknown) => {
      // A failed chunk load (offline, a new deploy) may succeed later: try again next time.
      loading = undefined;
      throw error;
    });
  return loading;
}
