import { ArrowRight, Upload } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button-classes";

export function LandingCallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="bg-slate-900">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="cta-heading" className="font-bold text-2xl text-white tracking-tight sm:text-3xl">
          Your next product deserves better than a blank page
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-slate-300">
          Create a free account and generate your first 2 posts and 2 listings today.
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link href="/register" className={buttonClasses({ size: "lg" })}>
            Start Creating Content
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link
            href="/register"
            className={buttonClasses({
              variant: "outline",
              size: "lg",
              className: "border-slate-600 bg-transparent text-white hover:bg-slate-800",
            })}
          >
            <Upload aria-hidden="true" />
            Try Bulk Upload
          </Link>
        </div>
      </div>
    </section>
  );
}
