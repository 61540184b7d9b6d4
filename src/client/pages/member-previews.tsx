import type { ReactNode } from "react";
import { MAIN_CONTENT_ID } from "../components/layout/focus-target";
import { PageLoadingStatus } from "../components/layout/page-loader";
import { SignedInBar } from "../components/layout/signed-in-bar";
import { SocialContentIntro } from "../features/social-content/social-content-intro";

/**
 * What a members' page shows before its code has run (src/domain/site-paths.ts
 * `previewedMemberPagePaths`): written into the HTML at build time by src/client/prerender.tsx and
 * replaced by the page itself in main.tsx's first render. The same layout as the page, with its
 * fixed text and a loading indicator where the seller's part will be.
 */
function MemberPagePreview({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SignedInBar />
      <main id={MAIN_CONTENT_ID} className="flex-1">
        <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
          {children}
          <PageLoadingStatus className="mt-10 grid place-items-center" />
        </div>
      </main>
    </div>
  );
}

/** Each previewed page's preview, by path. */
export const memberPagePreviews: Record<string, () => ReactNode> = {
  "/social-content": () => (
    <MemberPagePreview>
      <SocialContentIntro />
    </MemberPagePreview>
  ),
  "/create": () => (
    <MemberPagePreview>
      <SocialContentIntro />
    </MemberPagePreview>
  ),
};
