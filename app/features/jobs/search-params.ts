/**
 * The public jobs search's filters, read from the URL. Browser-safe. Anything hostile or malformed is
 * dropped or clamped, never an error: the page always answers with a normal list (and says when a salary it
 * could not read was left out).
 */
import { contractTypes, workingHours } from "../../../db/schema/vocabulary";

export const PAGE_SIZE = 20;
export const DISTANCES = [5, 10, 15, 25, 50, 100] as const;
export const SALARY_UNREAD_MESSAGE = "Enter the lowest salary as a whole number of pounds a year, for example 24000.";
export const SORTS = ["closing", "distance", "newest"] as const;
export type JobSort = (typeof SORTS)[number];
export const SIGNALS = ["ban-the-box", "no-check", "unspent"] as const;
export type FairChanceSignal = (typeof SIGNALS)[number];

export type JobSearch = {
  words: string;
  place: string;
  miles: number;
  hours: (typeof workingHours)[number][];
  contracts: (typeof contractTypes)[number][];
  sector: string;
  /** A yearly salary floor in whole pounds; 0 for none. */
  salaryFloor: number;
  /** What was typed for the salary when it could not be read as one (so it is not used, and the page says so); else "". */
  salaryUnread: string;
  signals: FairChanceSignal[];
  sort: JobSort;
  page: number;
};

const MAX_TEXT = 100;

function oneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

function manyOf<T extends string>(values: readonly T[], given: string[]): T[] {
  return values.filter((value) => given.includes(value));
}

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const text = (value: string | null) => (value ?? "").replace(/[\u0000-\u001f\u007f]/g, " ").trim().slice(0, MAX_TEXT);

export function parseJobSearch(params: URLSearchParams): JobSearch {
  const miles = Number(params.get("miles"));
  const typedSalary = text(params.get("salary"));
  const salary = Number(typedSalary.replace(/[£,\s]/g, ""));
  const salaryOk = Number.isSafeInteger(salary) && salary > 0 && salary <= 1_000_000;
  const page = Number(params.get("page"));
  const sort = params.get("sort");
  return {
    words: text(params.get("q")),
    place: text(params.get("where")),
    miles: (DISTANCES as readonly number[]).includes(miles) ? miles : 10,
    hours: manyOf(workingHours, params.getAll("hours")),
    contracts: manyOf(contractTypes, params.getAll("contract")),
    sector: text(params.get("sector")),
    salaryFloor: salaryOk ? salary : 0,
    salaryUnread: salaryOk || typedSalary === "" || salary === 0 ? "" : typedSalary,
    signals: manyOf(SIGNALS, params.getAll("signal")),
    sort: oneOf(SORTS, sort) ? sort : "closing",
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL query for a search (for paging links and the "similar roles" links); empty values left out. */
export function jobSearchQuery(search: Partial<JobSearch>): string {
  const params = new URLSearchParams();
  if (search.words) params.set("q", search.words);
  if (search.place) params.set("where", search.place);
  if (search.place && search.miles) params.set("miles", String(search.miles));
  for (const hours of search.hours ?? []) params.append("hours", hours);
  for (const contract of search.contracts ?? []) params.append("contract", contract);
  if (search.sector) params.set("sector", search.sector);
  if (search.salaryFloor) params.set("salary", String(search.salaryFloor));
  for (const signal of search.signals ?? []) params.append("signal", signal);
  if (search.sort && search.sort !== "closing") params.set("sort", search.sort);
  if (search.page && search.page > 1) params.set("page", String(search.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
