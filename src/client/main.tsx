import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, prerenderedRouteLoaders, previewedRouteLoaders } from "./app";
import { userQueryKey, userQueryOptions } from "./features/auth/use-user";
import { queryClient } from "./lib/query-client";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The server marks the page when the request had no session cookie: the visitor is signed out, so
// there is no need to ask GET /api/auth/user (and have the browser log its 401). Public pages
// arrive prerendered then (scripts/prerender.ts): React adopts that HTML instead of replacing it,
// so the text painted before any script ran stays put. Every other page is rendered here.
const memberPreview = container.hasAttribute("data-member-preview");
if (!memberPreview && (container.hasAttribute("data-signed-out") || container.firstElementChild)) {
  queryClient.setQueryData(userQueryKey, null);
}
if (memberPreview) {
  // A members' page sent with its preview (the server's page-shell.ts): the preview stays until the
  // sign-in state and the page's code are in, then the page replaces it in one render, rather than
  // giving way to a loading indicator first. Signed out after all, the app sends the visitor on.
  // That render is a transition: React yields to the browser every few milliseconds while it
  // builds the page, so the preview's links stay live and no single task blocks the main thread.
  const loadPage = previewedRouteLoaders[window.location.pathname];
  void Promise.allSettled([queryClient.prefetchQuery(userQueryOptions), loadPage?.()]).then(() => {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  });
} else if (container.firstElementChild) {
  // The page's own chunk first, so hydration is one pass (app.tsx `preloadableRoute`).
  const loadPage = prerenderedRouteLoaders[window.location.pathname] ?? (() => Promise.resolve());
  void loadPage().finally(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
