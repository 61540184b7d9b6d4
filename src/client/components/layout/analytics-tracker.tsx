import { useEffect } from "react";
import { useLocation } from "wouter";
import { initAnalytics, PAGE_VIEW_DELAY_MS, trackPageView } from "../../lib/analytics";
import { useSiteConfig } from "../../lib/use-site-config";

/**
 * Mount once: loads GA4 when the server has an ANALYTICS_ID and sends a page view about a second
 * after each page is shown (the first load and every client-side navigation). Renders nothing.
 */
export function AnalyticsTracker() {
  const analyticsId = useSiteConfig()?.analyticsId ?? null;
  const [path] = useLocation();

  useEffect(() => {
    if (!analyticsId) return;
    initAnalytics(analyticsId);
    const timer = setTimeout(() => trackPageView(path), PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [analyticsId, path]);

  return null;
}
