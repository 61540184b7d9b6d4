import { BackToHomeLink } from "../../components/layout/back-to-home-link";

/** The generator page's top: the way back home, its heading and what it makes. */
export function SocialContentIntro() {
  return (
    <>
      <BackToHomeLink className="min-h-8" />
      <h1 className="mt-2 font-bold text-2xl tracking-tight sm:text-3xl">Social Media Content</h1>
      <p className="mt-1 text-slate-600">
        One product photo, ready-to-post captions for Instagram, Facebook, X, LinkedIn, Pinterest and TikTok.
      </p>
    </>
  );
}
