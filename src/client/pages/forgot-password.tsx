import { Link } from "wouter";
import { ForgotPasswordForm } from "../features/account/forgot-password-form";
import { AuthShell } from "../features/auth/auth-shell";

/** /forgot-password (public): an e-mail address in, a link to choose a new password out. */
export function ForgotPasswordPage() {
  return (
    <AuthShell
      title="Forgot your password?"
      description="Enter the e-mail address you signed up with and we'll send you a link to choose a new one."
      footer={
        <p>
          Remembered it?{" "}
          <Link
            href="/login"
            className="rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
          >
            Sign in
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthShell>
  );
}
