import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";

/** The generator page's top: the way back home, its heading and what it makes. */
export function SocialContentIntro() {
  return (
    <>
      <Link
        href="/"
        className="inline-flex min-h-8 items-center gap-1.5 rounded-md font-medium text-indigo-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Home
      </Link>
      <h1 className="mt-2 font-bold text-2xl tracking-tight sm:text-3xl">Social Media Content</h1>
      <p className="mt-1 text-slate-600">
        One product photo, ready-to-post captions for Instagram, Facebook, X, LinkedIn, Pinterest and TikTok.
      </p>
    </>
  );
}
