import { Link } from "wouter";
import { AuthShell } from "../features/auth/auth-shell";
import { RegisterForm } from "../features/auth/register-form";

export function RegisterPage() {
  return (
    <AuthShell
      title="Create your account"
      description="Start free with 2 social posts and 2 product listings."
      footer={
        <p>
          Already have an account?{" "}
          <Link
            href="/login"
            className="rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
          >
            Sign in
          </Link>
        </p>
      }
    >
      <RegisterForm />
    </AuthShell>
  );
}
