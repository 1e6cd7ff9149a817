import { useEffect } from "react";
import { useLocation } from "react-router";
import type { AnalyticsSettings } from "../consent.server";
import { analyticsAllowedOn, forgetAnalyticsStorage, type AnalyticsChoice } from "../consent";

type Client = typeof import("../analytics.client");
let client: Client | null = null;

/**
 * Loads PostHog after the visitor accepted analytics cookies, on pages where analytics may run. The library is
 * its own chunk, fetched by a dynamic import the first time it is needed, so a visitor who has not accepted (or
 * who only sees private pages) never downloads it. Any failure is ignored: analytics must never break a page.
 */
export function Analytics({ settings, choice }: { settings: AnalyticsSettings | null; choice: AnalyticsChoice | null }) {
  const { pathname } = useLocation();
  const allowed = analyticsAllowedOn(pathname);
  useEffect(() => {
    if (!settings) {
      client?.stopAnalytics();
      if (choice === "reject") forgetAnalyticsStorage();
      return;
    }
    if (!allowed) {
      client?.pauseAnalytics();
      return;
    }
    let cancelled = false;
    import("../analytics.client")
      .then((loaded) => {
        client = loaded;
        if (!cancelled) loaded.startAnalytics(settings);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [settings, choice, allowed, pathname]);
  return null;
}
