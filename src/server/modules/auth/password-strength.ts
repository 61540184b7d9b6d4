import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { MIN_PASSWORD_SCORE } from "../../../domain/account";
import { ownWordsOf } from "../../../domain/own-words";
import { AppError } from "../../lib/app-error";

/**
 * New passwords must not be among the ones attackers try first: zxcvbn-ts scores a password
 * against the common-passwords and English dictionaries, keyboard patterns, dates and the
 * account's own words (its e-mail whole, its local part, names and the words in them). A score
 * below MIN_PASSWORD_SCORE is refused with its reason, and so is the e-mail address itself or the
 * part before its @, whatever their score (issue 29). Built once, on first use: the dictionaries
 * cost ~0.3 s of CPU to load, which a copy should not spend before it serves (main.ts warms it
 * just after).
 */
const PASSWORD_CHECK_LENGTH = 40;
let checker: Promise<ZxcvbnFactory> | undefined;
export function passwordChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
      // zxcvbn's matching grows steeply with length (a 128-character "abc123…" took 0.4 s of CPU):
      // the first 40 characters decide, which no real passphrase needs more of to be judged.
      maxLength: PASSWORD_CHECK_LENGTH,
    });
  })();
  return checker;
}

export { ownWordsOf };

export const OWN_EMAIL_PASSWORD_MESSAGE =
  "Your password can't be your e-mail address or the part before the @. Try a longer phrase of unrelated words.";

/** Whether the password is (case-insensitively, ignoring outer spaces) an e-mail among the inputs or its local part. */
function isOwnEmail(password: string, userInputs: readonly (string | null | undefined)[]): boolean {
  const typed = password.trim().toLowerCase();
  for (const input of userInputs) {
    const text = input?.trim().toLowerCase();
    const at = text?.lastIndexOf("@") ?? -1;
    if (!text || at <= 0) continue;
    if (typed === text || typed === text.slice(0, at)) return true;
  }
  return false;
}

export async function passwordWeakness(
  password: string,
  userInputs: readonly (string | null | undefined)[],
): Promise<string | null> {
  if (isOwnEmail(password, userInputs)) return OWN_EMAIL_PASSWORD_MESSAGE;
  const result = (await passwordChecker()).check(password, ownWordsOf(userInputs));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const reason = result.feedback.warning ?? result.feedback.suggestions[0] ?? "it would be guessed quickly";
  return `This password is too easy to guess: ${lowerFirst(reason.replace(/\.$/, ""))}. Try a longer phrase of unrelated words.`;
}

/** 400 naming `field` when the password is weak. */
export async function requireStrongPassword(
  password: string,
  userInputs: readonly (string | null | undefined)[],
  field = "password",
): Promise<void> {
  const weakness = await passwordWeakness(password, userInputs);
  if (weakness) {
    throw new AppError("bad_request", weakness, {
      issues: [{ code: "custom", path: [field], message: weakness }],
    });
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
