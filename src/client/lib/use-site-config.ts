import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteConfig } from "../../domain/site-config";
import { getQueryFn } from "./api-client";
import { useHydratedValue } from "./use-hydrated-value";

export const siteConfigQueryKey = ["/api/config"] as const;

/** GET /api/config: what this server runs with (writer, billing, banner, analytics, support e-mail). */
export const siteConfigQueryOptions = queryOptions({
  queryKey: siteConfigQueryKey,
  queryFn: getQueryFn<SiteConfig>({ on401: "throw" }),
  retry: false,
});

/**
 * The site config, or null while it loads or when it could not be read (pages then stay neutral).
 * Also null while a prerendered page hydrates, as it was when the page was written: the config
 * often arrives before a page's code does, and using it then would not match the HTML.
 */
export function useSiteConfig(): SiteConfig | null {
  const config = useQuery(siteConfigQueryOptions).data ?? null;
  return useHydratedValue(() => config, null);
}

/** One honest sentence about who writes the content on this server. */
export function describeWriter(config: SiteConfig | null): string {
  if (!config) return "Content is written from your photo and your brand details.";
  if (config.engine === "builtin") {
    return "Written by our built-in copywriter, which reads your photo's colours and shape and your brand details.";
  }
  return config.textModel
    ? `Powered by ${config.textModel}, reading your photo and your brand details.`
    : "Written by an AI model that reads your photo and your brand details.";
}
