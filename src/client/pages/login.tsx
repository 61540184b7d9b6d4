import { Link } from "wouter";
import { AuthShell } from "../features/auth/auth-shell";
import { LoginForm } from "../features/auth/login-form";
import { useNextPath } from "../features/auth/use-next-path";
import { authPageHref, SIGNED_IN_HOME } from "../lib/page-access";

/** /login: after signing in, on to the page the visitor was heading for (`?next=`), else home. */
export function LoginPage() {
  const next = useNextPath();
  return (
    <AuthShell
      title="Sign in"
      description="Welcome back. Sign in to keep creating content."
      footer={
        <p>
          Don't have an account?{" "}
          <Link
            href={authPageHref("/register", next)}
            className="rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
          >
            Create one
          </Link>
        </p>
      }
    >
      <LoginForm destination={next ?? SIGNED_IN_HOME} />
    </AuthShell>
  );
}
