import { cn } from "../../lib/utils";
import type { StrengthLevel } from "./password-strength";
import { usePasswordStrength } from "./use-password-strength";

const looks: Record<StrengthLevel, { label: string; bar: string; text: string; filled: number }> = {
  weak: { label: "Weak", bar: "bg-red-600", text: "text-red-700", filled: 1 },
  fair: { label: "Fair", bar: "bg-amber-500", text: "text-amber-800", filled: 2 },
  good: { label: "Good", bar: "bg-emerald-500", text: "text-emerald-800", filled: 3 },
  strong: { label: "Strong", bar: "bg-emerald-700", text: "text-emerald-800", filled: 4 },
};

/**
 * How hard a new password is to guess (zxcvbn-ts, loaded on demand): four bars, the score in
 * words, and zxcvbn's own warning and suggestions. Nothing shows until something is typed.
 */
export function PasswordStrengthMeter({
  id,
  password,
  userInputs,
}: {
  id: string;
  password: string;
  /** The user's e-mail and names: a password built from them is weaker than it looks. */
  userInputs?: readonly (string | null | undefined)[];
}) {
  const strength = usePasswordStrength(password, userInputs);
  const look = strength ? looks[strength.level] : null;
  return (
    <div id={id} className="grid gap-1.5" aria-live="polite">
      {strength && look ? (
        <>
          <div className="flex items-center gap-3">
            <div className="grid flex-1 grid-cols-4 gap-1" aria-hidden="true">
              {[1, 2, 3, 4].map((bar) => (
                <span
                  key={bar}
                  className={cn("h-1.5 rounded-full", bar <= look.filled ? look.bar : "bg-slate-200")}
                />
              ))}
            </div>
            <p className={cn("font-medium text-xs", look.text)}>
              Password strength: <span data-testid="password-strength-level">{look.label}</span>
            </p>
          </div>
          {strength.tooWeak ? (
            <p className="text-slate-700 text-xs">Too easy to guess: please choose a stronger password.</p>
          ) : null}
          {strength.warning ? <p className="text-slate-700 text-xs">{strength.warning}</p> : null}
          {strength.suggestions.length > 0 ? (
            <ul className="list-disc pl-4 text-slate-600 text-xs">
              {strength.suggestions.map((suggestion) => (
                <li key={suggestion}>{suggestion}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
