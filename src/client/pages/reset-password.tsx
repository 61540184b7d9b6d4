import { useSearch } from "wouter";
import { resetPasswordRequestSchema } from "../../domain/account";
import { BackToSignIn } from "../features/account/back-to-sign-in";
import { BadResetLink, ResetPasswordForm } from "../features/account/reset-password-form";
import { AuthShell } from "../features/auth/auth-shell";

const INCOMPLETE_LINK =
  "This link is incomplete. Open the newest e-mail we sent you and use its button, or copy the whole link.";

/** The token of `?token=…`, or null when there is none or it cannot be one of ours. */
function tokenFrom(search: string): string | null {
  const parsed = resetPasswordRequestSchema.shape.token.safeParse(
    new URLSearchParams(search).get("token") ?? "",
  );
  return parsed.success ? parsed.data : null;
}

/** /reset-password?token=… (public; the link of the reset e-mail): choose a new password. */
export function ResetPasswordPage() {
  const token = tokenFrom(useSearch());
  return (
    <AuthShell
      title="Choose a new password"
      description="Pick a password you don't use anywhere else. You'll be signed in, and signed out everywhere else."
      footer={<BackToSignIn />}
    >
      {token === null ? <BadResetLink message={INCOMPLETE_LINK} /> : <ResetPasswordForm token={token} />}
    </AuthShell>
  );
}
