/**
 * The server-side entry used only at build time (scripts/prerender.ts): renders a public page to
 * HTML as a signed-out visitor's first render sees it, so the page's text is in the first HTML
 * (Largest Contentful Paint without waiting for JavaScript). main.tsx hydrates it.
 */
import { PassThrough } from "node:stream";
import { type ReactNode, StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import type { PromoBanner } from "../domain/promo-banner";
import { App } from "./app";
import { userQueryKey } from "./features/auth/use-user";
import { queryClient } from "./lib/query-client";
import { setPrerenderBanner } from "./lib/served-banner";
import { memberPagePreviews } from "./pages/member-previews";

/** `banner`: the banner to write into the page (the server's placeholders; null for none). */
export async function renderPage(path: string, banner: PromoBanner | null = null): Promise<string> {
  // Sent only to requests without a session cookie: the visitor is signed out (main.tsx agrees).
  queryClient.setQueryData(userQueryKey, null);
  setPrerenderBanner(banner);
  return htmlOf(
    <StrictMode>
      <Router ssrPath={path} ssrSearch="">
        <App />
      </Router>
    </StrictMode>,
  );
}

/** A members' page's preview (pages/member-previews.tsx), for the inside of the shell's #root. */
export async function renderMemberPreview(path: string): Promise<string> {
  const preview = memberPagePreviews[path];
  if (!preview) throw new Error(`${path} has no member preview`);
  return htmlOf(
    <Router ssrPath={path} ssrSearch="">
      {preview()}
    </Router>,
  );
}

async function htmlOf(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
