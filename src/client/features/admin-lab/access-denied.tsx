import { ShieldAlert } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button";

/** What a signed-in non-admin sees at /admin/test-cases (spec supporting-areas §2, §6). */
export function AccessDenied() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <ShieldAlert className="size-10 text-red-600" aria-hidden="true" />
      <h1 className="font-bold text-3xl tracking-tight">Access Denied</h1>
      <p className="max-w-md text-slate-600">
        You don't have permission to view this page. The test case area is for administrators only.
      </p>
      <Link href="/" className={buttonClasses({ className: "mt-2" })}>
        Return Home
      </Link>
    </div>
  );
}
