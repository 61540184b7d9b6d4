import { Link } from "wouter";
import { FREE_LIMITS } from "../../domain/plans";
import { AuthShell } from "../features/auth/auth-shell";
import { RegisterForm } from "../features/auth/register-form";
import { useNextPath } from "../features/auth/use-next-path";
import { authPageHref } from "../lib/page-access";

/**
 * /register: after creating the account, on to the page the visitor was heading for (`?next=`),
 * else the home screen at / (spec core-product §2), which welcomes the newcomer.
 */
export function RegisterPage() {
  const next = useNextPath();
  return (
    <AuthShell
      title="Create your account"
      description={`Start free with ${FREE_LIMITS.socialMedia} social posts and ${FREE_LIMITS.productListings} product listings.`}
      footer={
        <p>
          Already have an account?{" "}
          <Link
            href={authPageHref("/login", next)}
            className="rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
          >
            Sign in
          </Link>
        </p>
      }
    >
      <RegisterForm destination={next ?? "/"} />
    </AuthShell>
  );
}
