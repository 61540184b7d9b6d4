import { BackToSignIn } from "../features/account/back-to-sign-in";
import { ForgotPasswordForm } from "../features/account/forgot-password-form";
import { AuthShell } from "../features/auth/auth-shell";

/** /forgot-password (public): an e-mail address in, a link to choose a new password out. */
export function ForgotPasswordPage() {
  return (
    <AuthShell
      title="Forgot your password?"
      description="Enter the e-mail address you signed up with and we'll send you a link to choose a new one."
      footer={<BackToSignIn />}
    >
      <ForgotPasswordForm />
    </AuthShell>
  );
}
