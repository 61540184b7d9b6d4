import { Link } from "wouter";
import { SIGNED_IN_HOME } from "../../lib/page-access";
import { useUser } from "../auth/use-user";

const linkClasses =
  "rounded-sm font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2";

/**
 * The password pages' way back: to sign in, or, for a reader who is signed in already (these
 * pages open whichever account the browser holds, from an e-mailed link or a bookmark), to the
 * home screen, since a signed-in reader has no sign-in page.
 */
export function BackToSignIn() {
  const { isAuthenticated } = useUser();
  return isAuthenticated ? (
    <p>
      You're signed in.{" "}
      <Link href={SIGNED_IN_HOME} className={linkClasses}>
        Go to your home screen
      </Link>
    </p>
  ) : (
    <p>
      Remembered it?{" "}
      <Link href="/login" className={linkClasses}>
        Sign in
      </Link>
    </p>
  );
}
