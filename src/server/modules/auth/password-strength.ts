import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";
import { MIN_PASSWORD_SCORE } from "../../../domain/account";
import { AppError } from "../../lib/app-error";

/**
 * New passwords must not be among the ones attackers try first: zxcvbn-ts scores a password
 * against the common-passwords and English dictionaries, keyboard patterns, dates and the
 * account's own words (its e-mail, names). A score below MIN_PASSWORD_SCORE is refused with its
 * reason. Built once, on first use: the dictionaries take a moment to load.
 */
const PASSWORD_CHECK_LENGTH = 40;
let checker: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    // zxcvbn's matching grows steeply with length (a 128-character "abc123…" took 0.4 s of CPU):
    // the first 40 characters decide, which no real passphrase needs more of to be judged.
    maxLength: PASSWORD_CHECK_LENGTH,
  });
  return checker;
}

export function passwordWeakness(
  password: string,
  userInputs: readonly (string | null | undefined)[],
): string | null {
  const words = userInputs.flatMap((input) => (input ? input.toLowerCase().split(/[^\p{L}\p{N}]+/u) : []));
  const result = zxcvbn().check(
    password,
    words.filter((word) => word.length >= 3),
  );
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const reason = result.feedback.warning ?? result.feedback.suggestions[0] ?? "it would be guessed quickly";
  return `This password is too easy to guess: ${lowerFirst(reason.replace(/\.$/, ""))}. Try a longer phrase of unrelated words.`;
}

/** 400 naming `field` when the password is weak. */
export function requireStrongPassword(
  password: string,
  userInputs: readonly (string | null | undefined)[],
  field = "password",
): void {
  const weakness = passwordWeakness(password, userInputs);
  if (weakness) {
    throw new AppError("bad_request", weakness, {
      issues: [{ code: "custom", path: [field], message: weakness }],
    });
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
