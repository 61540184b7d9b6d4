import { useEffect, useMemo, useState } from "react";
import {
  loadPasswordChecker,
  type PasswordChecker,
  type PasswordStrength,
  wordsOf,
} from "./password-strength";

/**
 * The strength of `password` against the user's own details, or null while it is empty or while
 * the checker is still loading (it starts loading when the field first appears). If the checker
 * cannot load, the meter simply stays away: the server still checks the password.
 */
export function usePasswordStrength(
  password: string,
  userInputs: readonly (string | null | undefined)[] = [],
): PasswordStrength | null {
  const [checker, setChecker] = useState<{ check: PasswordChecker } | null>(null);

  useEffect(() => {
    let active = true;
    loadPasswordChecker().then(
      (check) => {
        if (active) setChecker({ check });
      },
      () => {},
    );
    return () => {
      active = false;
    };
  }, []);

  const words = wordsOf(userInputs).join(" ");
  return useMemo(() => {
    if (!checker || password === "") return null;
    return checker.check(password, words ? words.split(" ") : []);
  }, [checker, password, words]);
}
