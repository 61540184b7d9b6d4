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

/**
 * The page's HTML, or an error. An error outside every Suspense boundary rejects by itself; one
 * inside a boundary (a page chunk that failed to load, a component that threw) only reaches
 * `onError`, and React would write the boundary's fallback with "Switched to client rendering
 * because the server rendering errored", the stack and the build's file paths in its place: a
 * shell, served to every visitor. Any error fails the build instead (issue 31).
 */
export async function htmlOf(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    onError(error) {
      errors.push(error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  if (errors.length > 0) {
    throw new AggregateError(errors, `React could not render the page: ${errors.map(String).join("; ")}`);
  }
  return Buffer.concat(chunks).toString("utf8");
}
