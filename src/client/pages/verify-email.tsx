import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { Link, useSearch } from "wouter";
import { verifyEmailRequestSchema } from "../../domain/account";
import { Button, buttonClasses } from "../components/ui/button";
import { useResendVerification, useVerifyEmail } from "../features/account/use-email-verification";
import { AuthShell } from "../features/auth/auth-shell";
import { useUser } from "../features/auth/use-user";
import { errorMessageFrom } from "../lib/api-client";

const INCOMPLETE_LINK =
  "This link is incomplete. Open the newest e-mail we sent you and use its button, or copy the whole link.";

const linkClasses =
  "rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2";

/** The token of `?token=…`, or null when there is none or it cannot be one of ours. */
function tokenFrom(search: string): string | null {
  const parsed = verifyEmailRequestSchema.safeParse({
    token: new URLSearchParams(search).get("token") ?? "",
  });
  return parsed.success ? parsed.data.token : null;
}

/**
 * /verify-email?token=… (public; the link of the verification and change-of-address e-mails): the
 * token is sent once on arrival, then the server's answer shows, with a way on.
 */
export function VerifyEmailPage() {
  const token = tokenFrom(useSearch());
  const verify = useVerifyEmail(token);
  const { isAuthenticated } = useUser();

  const footer = (
    <p>
      Need help?{" "}
      <Link href="/contact" className={linkClasses}>
        Contact us
      </Link>
    </p>
  );

  if (token !== null && verify.isPending) {
    return (
      <AuthShell title="Confirming your e-mail" description="One moment…" footer={footer}>
        <p className="flex items-center gap-2 text-slate-700 text-sm" role="status">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Confirming your e-mail address…
        </p>
      </AuthShell>
    );
  }

  if (verify.isSuccess) {
    return (
      <AuthShell title="E-mail confirmed" description="Your account is all set." footer={footer}>
        <div className="grid gap-5">
          <p className="flex items-start gap-2 text-slate-800" role="status">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
            {verify.data.message}
          </p>
          {isAuthenticated ? (
            <Link href="/home" className={buttonClasses({ className: "w-full" })}>
              Go to your dashboard
            </Link>
          ) : (
            <Link href="/login" className={buttonClasses({ className: "w-full" })}>
              Sign in
            </Link>
          )}
        </div>
      </AuthShell>
    );
  }

  const message =
    token === null
      ? INCOMPLETE_LINK
      : errorMessageFrom(verify.error, "We couldn't confirm your address. Please try again later.");
  return (
    <AuthShell title="This link didn't work" description="Your address is not confirmed yet." footer={footer}>
      <div className="grid gap-5">
        <p className="flex items-start gap-2 text-slate-800" role="alert">
          <XCircle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
          {message}
        </p>
        {isAuthenticated ? (
          <SendNewLink />
        ) : (
          <p className="text-slate-600 text-sm">
            <Link href="/login" className={linkClasses}>
              Sign in
            </Link>{" "}
            to have a new link sent to you.
          </p>
        )}
      </div>
    </AuthShell>
  );
}

function SendNewLink() {
  const resend = useResendVerification();
  return (
    <div className="grid gap-3">
      <Button
        className="w-full"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? "Sending..." : "Send a new link"}
      </Button>
      <p
        role="status"
        className={resend.isError ? "font-medium text-red-700 text-sm" : "text-slate-700 text-sm"}
      >
        {resend.isSuccess ? resend.data.message : null}
        {resend.isError
          ? errorMessageFrom(resend.error, "We couldn't send a new link. Please try again.")
          : null}
      </p>
    </div>
  );
}
