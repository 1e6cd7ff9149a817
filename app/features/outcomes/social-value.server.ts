import { organisationProfile } from "~/features/organisations/organisation.server";
import type { EmployerSubject } from "~/lib/data-subject";
import type { AppDb } from "~/lib/db.server";
import { employerOutcomes } from "./outcomes.server";
import type { SocialValue } from "./social-value";

const nothing: SocialValue = { organisationName: null, hires: 0, checkpoints: [], ownRetentionPercent: null };

/** The employer's hires and in-work rates; nothing for an account with no organisation (or not this data set's). */
export async function employerSocialValue(db: AppDb, subject: EmployerSubject): Promise<SocialValue> {
  if (!subject.organisationId) return nothing;
  const known = { ...subject, organisationId: subject.organisationId };
  const [organisation, outcomes] = await Promise.all([organisationProfile(db, known), employerOutcomes(db, known)]);
  if (!organisation) return nothing;
  return { organisationName: organisation.name, hires: outcomes.starts, checkpoints: outcomes.checkpoints, ownRetentionPercent: organisation.ownRetentionPercent };
}

/** The CSV download's response: a file, never cached. */
export function socialValueDownload(csv: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="social-value.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * A file route has no page to show a refusal on, so the guard's refusals become short plain-text answers with
 * the same status and words as the pages' ("Access denied"; the demonstration notice). Redirects pass through.
 */
export async function plainTextRefusals(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (thrown) {
    if (!isDataWithInit(thrown)) throw thrown;
    const status = thrown.init?.status ?? 500;
    const reason = (thrown.data as { reason?: string } | null)?.reason;
    const text =
      reason === "forbidden"
        ? "Access denied. This file is for employer accounts only."
        : reason === "awaiting_approval"
          ? "Access denied. Your account is awaiting approval."
          : typeof thrown.data === "string"
            ? thrown.data
            : "This file cannot be given.";
    return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headersOf(thrown.init?.headers) } });
  }
}

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

function headersOf(headers: HeadersInit | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  new Headers(headers).forEach((value, key) => {
    if (key !== "content-type") result[key] = value;
  });
  return result;
}
