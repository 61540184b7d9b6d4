import { LogIn, XCircle } from "lucide-react";
import { Link, useSearch } from "wouter";
import { signInLinkConsumeSchema } from "../../domain/account";
import { Button } from "../components/ui/button";
import { AuthShell } from "../features/auth/auth-shell";
import { useConsumeSignInLink } from "../features/auth/use-sign-in-link";
import { errorMessageFrom } from "../lib/api-client";

const INCOMPLETE_LINK =
  "This link is incomplete. Open the newest e-mail we sent you and use its button, or copy the whole link.";

const linkClasses =
  "rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2";

/** The token of `?token=…`, or null when there is none or it cannot be one of ours. */
function tokenFrom(search: string): string | null {
  const parsed = signInLinkConsumeSchema.safeParse({ token: new URLSearchParams(search).get("token") ?? "" });
  return parsed.success ? parsed.data.token : null;
}

/**
 * /sign-in-link?token=… (public; the link of the sign-in e-mail, sent while sign-in is paused for
 * the account). The link works once, so it is spent only when the reader presses the button: a
 * mail scanner that opens links ahead of its reader doesn't use it up. Signed in, this device is
 * remembered, and its password works here from then on even while the account is throttled.
 */
export function SignInLinkPage() {
  const token = tokenFrom(useSearch());
  const consume = useConsumeSignInLink();
  const footer = (
    <p>
      Link not working?{" "}
      <Link href="/login" className={linkClasses}>
        Back to sign in
      </Link>
    </p>
  );

  if (token === null || consume.isError) {
    const message =
      token === null
        ? INCOMPLETE_LINK
        : errorMessageFrom(consume.error, "We couldn't sign you in. Please try again later.");
    return (
      <AuthShell title="This link didn't work" description="You're not signed in." footer={footer}>
        <p className="flex items-start gap-2 text-slate-800" role="alert">
          <XCircle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
          {message}
        </p>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Sign in with your link"
      description="This link signs you in on this device, once."
      footer={footer}
    >
      <Button
        className="w-full"
        disabled={consume.isPending || consume.isSuccess}
        onClick={() => consume.mutate({ token })}
      >
        <LogIn className="size-4" aria-hidden="true" />
        {consume.isPending || consume.isSuccess ? "Signing in..." : "Sign me in"}
      </Button>
    </AuthShell>
  );
}
