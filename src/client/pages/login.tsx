import { Link } from "wouter";
import { AuthShell } from "../features/auth/auth-shell";
import { LoginForm } from "../features/auth/login-form";

export function LoginPage() {
  return (
    <AuthShell
      title="Sign in"
      description="Welcome back. Sign in to keep creating content."
      footer={
        <p>
          Don't have an account?{" "}
          <Link
            href="/register"
            className="rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
          >
            Create one
          </Link>
        </p>
      }
    >
      <LoginForm />
    </AuthShell>
  );
}
