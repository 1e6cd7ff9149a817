import { z } from "zod";
import { applicationStatuses, type ApplicationStatus } from "../../../db/schema/vocabulary";

/** The employer's applications list: its query, read from the address (browser-safe). */
export const APPLICATIONS_PAGE_SIZE = 25;

export const applicationSorts = ["newest", "oldest"] as const;
export type ApplicationSort = (typeof applicationSorts)[number];

export const applicationListMessages = {
  job: "Choose a role from the list",
  status: "Choose a status from the list",
  sort: "Choose newest first or oldest first",
  name: "Use 80 characters or fewer for the name",
} as const;

const chosen = <T extends string>(values: readonly T[], message: string) =>
  z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || (values as readonly string[]).includes(value), message)
    .transform((value) => value as T | undefined);

const schema = z.object({
  // Which of the employer's roles is checked against its own roles by the server, which knows them.
  job: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || z.uuid().safeParse(value).success, applicationListMessages.job),
  status: chosen<ApplicationStatus>(applicationStatuses, applicationListMessages.status),
  sort: chosen<ApplicationSort>(applicationSorts, applicationListMessages.sort),
  name: z
    .string()
    .optional()
    .transform((value) => value?.trim().replace(/\s+/g, " ") || undefined)
    .refine((value) => value === undefined || value.length <= 80, applicationListMessages.name),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type ApplicationListQuery = { job?: string; status?: ApplicationStatus; sort: ApplicationSort; name?: string; page: number };
export type ApplicationListField = "job" | "status" | "sort" | "name";
export type ApplicationListErrors = Partial<Record<ApplicationListField, string>>;

const FIELDS: ApplicationListField[] = ["job", "status", "sort", "name"];

/**
 * Reads the list's query from the address. A bad value is a message for its field and is left out of the query,
 * so the rest of what was asked still applies; what was typed is given back to the form as it was.
 */
export function parseApplicationListQuery(params: URLSearchParams): { query: ApplicationListQuery; errors: ApplicationListErrors; typed: Record<ApplicationListField, string> } {
  const typed = Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ""])) as Record<ApplicationListField, string>;
  const errors: ApplicationListErrors = {};
  const query: ApplicationListQuery = { sort: "newest", page: schema.shape.page.parse(params.get("page") ?? "1") };
  for (const field of FIELDS) {
    const parsed = schema.shape[field].safeParse(typed[field]);
    if (!parsed.success) errors[field] = parsed.error.issues[0]?.message ?? applicationListMessages[field];
    else if (parsed.data !== undefined) Object.assign(query, { [field]: parsed.data });
  }
  return { query, errors, typed };
}

/** The address of the list with this query: only what differs from the defaults, so links stay short. */
export function applicationListHref(base: string, query: Partial<ApplicationListQuery>): string {
  const params = new URLSearchParams();
  if (query.job) params.set("job", query.job);
  if (query.status) params.set("status", query.status);
  if (query.name) params.set("name", query.name);
  if (query.sort && query.sort !== "newest") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
