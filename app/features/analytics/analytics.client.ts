import type { PostHog } from "posthog-js";
import { analyticsAllowedOn, forgetAnalyticsStorage } from "./consent";

type Settings = { key: string; host: string; user: { id: string; role: string } | null };

let loading: Promise<PostHog | null> | null = null;
let identified: string | null = null;

/** A URL without its query string or fragment: those can hold what someone searched for or typed. */
function withoutQuery(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const cut = value.search(/[?#]/);
  return cut < 0 ? value : value.slice(0, cut);
}

/**
 * Starts PostHog (the first time) and records this page view. Page views, page leave, autocapture and session
 * recording with every input masked. Signed-in people are identified by account id and role only.
 */
export function startAnalytics(settings: Settings): void {
  loading ??= import("posthog-js/full/no-external")
    .then(({ default: posthog }) => {
      posthog.init(settings.key, {
        api_host: settings.host,
        // Page views are sent for each page the app shows (also when moving within it), page leave on leaving.
        capture_pageview: "history_change",
        capture_pageleave: true,
        autocapture: true,
        disable_session_recording: false,
        session_recording: { maskAllInputs: true },
        mask_all_element_attributes: false,
        disable_surveys: true,
        disable_external_dependency_loading: true,
        advanced_disable_toolbar_metrics: true,
        persistence: "localStorage+cookie",
        // Nothing is sent from a private page, even when someone arrives there from a public one within the app.
        before_send: (event) => {
          if (!event || !analyticsAllowedOn(window.location.pathname)) return null;
          const properties = event.properties ?? {};
          for (const key of ["$current_url", "$referrer", "$initial_referrer", "$initial_current_url", "$prev_pageview_pathname"]) {
            if (key in properties) properties[key] = withoutQuery(properties[key]);
          }
          return event;
        },
      });
      return posthog;
    })
    .catch(() => null);
  void loading
    .then((posthog) => {
      if (!posthog) return;
      if (posthog.has_opted_out_capturing()) posthog.opt_in_capturing();
      if (settings.user && identified !== settings.user.id) {
        posthog.identify(settings.user.id, { role: settings.user.role });
        identified = settings.user.id;
      } else if (!settings.user && identified) {
        posthog.reset();
        identified = null;
      }
      if (!posthog.sessionRecordingStarted()) posthog.startSessionRecording();
    })
    .catch(() => {});
}

/** On a private page: stop recording until the person is back on a public one. */
export function pauseAnalytics(): void {
  void loading
    ?.then((posthog) => {
      if (posthog?.sessionRecordingStarted()) posthog.stopSessionRecording();
    })
    .catch(() => {});
}

/** The person rejected analytics: stop, and remove what PostHog kept in this browser. */
export function stopAnalytics(): void {
  void loading
    ?.then((posthog) => {
      posthog?.opt_out_capturing();
      posthog?.reset();
    })
    .catch(() => {});
  forgetAnalyticsStorage();
}
