import { MailWarning, X } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { errorMessageFrom } from "../../lib/api-client";
import { useUser } from "../auth/use-user";
import { useResendVerification } from "./use-email-verification";

const DISMISSED_KEY = "email-verification-banner-dismissed";

/** Dismissed for this browser tab's session only: the reminder comes back next time. */
function wasDismissed(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === userId;
  } catch {
    return false;
  }
}

function rememberDismissed(userId: string): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, userId);
  } catch {
    // Storage may be blocked: the banner then just stays hidden until the page reloads.
  }
}

/**
 * A gentle reminder on the signed-in pages while the user's address is unconfirmed: the account
 * works regardless. "Send again" mails a new link (the server rate-limits it and says so).
 */
export function EmailVerificationBanner() {
  const { user } = useUser();
  const resend = useResendVerification();
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);

  if (!user || user.emailVerified) return null;
  if (dismissedFor === user.id || wasDismissed(user.id)) return null;

  const dismiss = () => {
    rememberDismissed(user.id);
    setDismissedFor(user.id);
  };

  // One line and its action on every width: a phone says only what to do (the address is on
  // /account and in the e-mail itself); wider screens name the address too, cut short if it is long.
  return (
    <aside
      aria-label="Confirm your e-mail address"
      className="border-amber-200 border-b bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-x-2 px-4 py-1.5 text-sm max-[359px]:px-3 sm:gap-x-3 sm:px-6">
        <MailWarning className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="sm:truncate" title={`We sent a link to ${user.email}`}>
            <span className="sm:hidden">Confirm your e‑mail</span>
            <span className="hidden sm:inline">
              Please confirm your e-mail address — we sent a link to{" "}
              <strong className="font-semibold">{user.email}</strong>.
            </span>
          </p>
          <p
            role="status"
            className={resend.isError ? "font-medium text-red-700 text-xs" : "text-amber-900 text-xs"}
          >
            {resend.isSuccess ? resend.data.message : null}
            {resend.isError
              ? errorMessageFrom(resend.error, "We couldn't send a new link. Please try again.")
              : null}
          </p>
        </div>
        <div className="flex shrink-0 items-center">
          <Button
            variant="outline"
            size="sm"
            className="h-8 border-amber-300 bg-white px-2.5"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? "Sending..." : "Send again"}
          </Button>
          <Button variant="ghost" size="sm" className="size-8 p-0 hover:bg-amber-100" onClick={dismiss}>
            <X aria-hidden="true" />
            <span className="sr-only">Dismiss</span>
          </Button>
        </div>
      </div>
    </aside>
  );
}
