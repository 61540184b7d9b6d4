import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, prerenderedRouteLoaders } from "./app";
import { userQueryKey } from "./features/auth/use-user";
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
if (container.hasAttribute("data-signed-out") || container.firstElementChild) {
  queryClient.setQueryData(userQueryKey, null);
}
if (container.firstElementChild) {
  // The page's own chunk first, so hydration is one pass (app.tsx `preloadableRoute`).
  const loadPage = prerenderedRouteLoaders[window.location.pathname] ?? (() => Promise.resolve());
  void loadPage().finally(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
