/**
 * The public jobs board's queries. Only live roles: real (never demonstration), open, not past their closing
 * date, from an approved employer. Every filter is a bound parameter. Words are found with PostgreSQL's full-text
 * search on the role's title, employer, sector and description (`jobSearchDocument`, indexed), each word as the
 * start of a word, English stems alike (docs/decisions/0037-job-search-full-text.md).
 */
import { and, asc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { jobs, organisations } from "../../../db/schema";
import { jobSearchDocument } from "../../../db/schema/jobs";
import type { HomeArea } from "../../../db/schema/vocabulary";
import { londonDate } from "~/lib/dates";
import type { AppDb } from "~/lib/db.server";
import { boundingBox, findPlace, milesBetween, type Place } from "./gazetteer.server";
import { PAGE_SIZE, type JobSearch } from "./search-params";

/** Annual pay in pence from the higher end of a role's range, so a salary floor keeps roles that can reach it. */
const annualPence = sql<number>`coalesce(${jobs.salaryMaxPence}, ${jobs.salaryMinPence}) * case ${jobs.salaryPeriod}
  when 'hour' then 1950 when 'week' then 52 when 'month' then 12 else 1 end`;

/** What makes a role live on the public board, on `today` (a London date). */
export function liveRole(today: string): SQL {
  return and(
    eq(jobs.demo, false),
    eq(jobs.status, "open"),
    or(isNull(jobs.closingDate), gte(jobs.closingDate, today)),
    eq(organisations.status, "approved"),
    eq(organisations.kind, "employer"),
    eq(organisations.demo, false),
  )!;
}

/** The gazetteer's nation codes as home areas. */
const nationAreas: Record<string, HomeArea> = { ENG: "england", SCT: "scotland", WLS: "wales", NIR: "northern_ireland" };

/** The most words of a search that are matched; more are ignored, as before. */
const MAX_WORDS = 8;

/**
 * The words of a search as full-text terms: runs of letters and digits, lower case. Anything else (quotes,
 * colons, ampersands, brackets) only separates words, so nothing typed can be read as the query language's syntax.
 */
export function searchTerms(words: string): string[] {
  return (words.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/**
 * Every word must be found, each as the start of a word ("bake" finds "bakery", "forkl" finds "forklift") after
 * English stemming ("cleaners" finds "cleaner"). The query text is a bound parameter made only of `searchTerms`.
 * Words English search ignores ("a", "the") ask nothing: a search of them alone lists every role, as it did.
 */
function wordsCondition(terms: string[]): SQL {
  const query = sql`to_tsquery('english'::regconfig, ${terms.map((term) => `${term}:*`).join(" & ")})`;
  return sql`(numnode(${query}) = 0 or ${jobSearchDocument(jobs)} @@ ${query})`;
}

export const listingColumns = {
  id: jobs.id,
  title: jobs.title,
  sector: jobs.sector,
  employerName: organisations.name,
  locationName: jobs.locationName,
  latitude: jobs.latitude,
  longitude: jobs.longitude,
  national: jobs.national,
  homeArea: jobs.homeArea,
  contractType: jobs.contractType,
  hours: jobs.hours,
  salaryMinPence: jobs.salaryMinPence,
  salaryMaxPence: jobs.salaryMaxPence,
  salaryPeriod: jobs.salaryPeriod,
  closingDate: jobs.closingDate,
  recordCheck: jobs.recordCheck,
  offenceExclusions: jobs.offenceExclusions,
  banTheBox: organisations.banTheBox,
  postedAt: jobs.postedAt,
};

export type JobListing = Omit<Awaited<ReturnType<typeof listingQuery>>[number], "latitude" | "longitude"> & { miles: number | null };

function listingQuery(db: AppDb, where: SQL) {
  return db.select(listingColumns).from(jobs).innerJoin(organisations, eq(organisations.id, jobs.employerId)).where(where);
}

export type JobSearchResult = {
  total: number;
  page: number;
  pages: number;
  jobs: JobListing[];
  /** The place searched from, or null; `unknownPlace` when the words given matched no town or postcode. */
  place: Place | null;
  unknownPlace: boolean;
};

/** The conditions a search adds to `liveRole`, and the place it resolved. */
export function searchConditions(search: JobSearch): { where: SQL[]; place: Place | null; unknownPlace: boolean } {
  const where: SQL[] = [];
  const terms = searchTerms(search.words);
  if (terms.length) where.push(wordsCondition(terms));
  if (search.hours.length) where.push(inArray(jobs.hours, search.hours));
  if (search.contracts.length) where.push(inArray(jobs.contractType, search.contracts));
  if (search.sector) where.push(eq(jobs.sector, search.sector));
  if (search.salaryFloor) where.push(sql`${annualPence} >= ${search.salaryFloor * 100}`);
  if (search.signals.includes("ban-the-box")) where.push(eq(organisations.banTheBox, true));
  if (search.signals.includes("no-check")) where.push(eq(jobs.recordCheck, "none"));
  // Open to unspent convictions: the employer rules out no kind of offence for this role.
  if (search.signals.includes("unspent")) where.push(sql`${jobs.offenceExclusions} = '["none"]'::jsonb`);

  const place = search.place ? (findPlace(search.place) ?? null) : null;
  if (place) {
    const box = boundingBox(place, search.miles);
    // The box lets the index narrow the rows; the exact distance is checked below. Roles done from home match
    // every place in their area: the whole UK (national), or the nation the place is in.
    const nation = place.nation ? nationAreas[place.nation] : undefined;
    where.push(
      or(
        eq(jobs.national, true),
        ...(nation ? [eq(jobs.homeArea, nation)] : []),
        and(gte(jobs.latitude, box.minLat), lte(jobs.latitude, box.maxLat), gte(jobs.longitude, box.minLon), lte(jobs.longitude, box.maxLon), sql`${distanceMiles(place)} <= ${search.miles}`),
      )!,
    );
  }
  return { where, place, unknownPlace: Boolean(search.place) && !place };
}

function distanceMiles(place: Place): SQL<number> {
  // Haversine in SQL, so the distance can both filter and sort.
  return sql<number>`(7917.6 * asin(least(1, sqrt(
    power(sin(radians(${jobs.latitude} - ${place.latitude}) / 2), 2) +
    cos(radians(${place.latitude})) * cos(radians(${jobs.latitude})) * power(sin(radians(${jobs.longitude} - ${place.longitude}) / 2), 2)))))`;
}

/** One key of a search's order: an expression over the role, its direction, and where nulls go. */
type OrderKey = { value: SQL; direction: "asc" | "desc"; nullsLast?: boolean };

export function orderKeys(search: JobSearch, place: Place | null): OrderKey[] {
  if (search.sort === "newest") return [{ value: sql`${jobs.postedAt}`, direction: "desc" }, { value: sql`${jobs.id}`, direction: "asc" }];
  if (search.sort === "distance" && place)
    return [
      { value: sql`${jobs.homeArea} is not null`, direction: "asc" },
      { value: distanceMiles(place), direction: "asc", nullsLast: true },
      { value: sql`${jobs.closingDate}`, direction: "asc" },
      { value: sql`${jobs.id}`, direction: "asc" },
    ];
  return [
    { value: sql`${jobs.closingDate}`, direction: "asc", nullsLast: true },
    { value: sql`${jobs.postedAt}`, direction: "desc" },
    { value: sql`${jobs.id}`, direction: "asc" },
  ];
}

/**
 * The count and the ids of one page in a single statement. The matching roles are read once (with words, from the
 * word index) into `matches`, which is then both counted and sorted for the page (a top-N sort of a few keys), so
 * the table's pages are visited once rather than once for the count and again for the page. Two queries read
 * them twice, and the page's query, left to the planner, walked the closing-date index recomputing every role's
 * words on the way (docs/decisions/0037-job-search-full-text.md). The page beyond the last answers no ids.
 */
export function countAndPageQuery(condition: SQL, keys: OrderKey[], page: number): SQL {
  const selected = sql.join(
    keys.map((key, n) => sql`${key.value} as ${sql.raw(`k${n}`)}`),
    sql`, `,
  );
  const ordered = sql.join(
    keys.map((key, n) => sql.raw(`k${n} ${key.direction}${key.nullsLast ? " nulls last" : ""}`)),
    sql`, `,
  );
  return sql`with matches as materialized (
    select ${jobs.id} as id, ${selected} from ${jobs} inner join ${organisations} on ${organisations.id} = ${jobs.employerId} where ${condition}
  )
  select counted.total, paged.id from (select count(*)::int as total from matches) counted
  left join lateral (select id from matches order by ${ordered} limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}) paged on true`;
}

export async function searchJobs(db: AppDb, search: JobSearch, now = new Date()): Promise<JobSearchResult> {
  const { where, place, unknownPlace } = searchConditions(search);
  const condition = and(liveRole(londonDate(now)), ...where)!;
  const keys = orderKeys(search, place);
  const read = async (page: number) => {
    const rows = (await db.execute(countAndPageQuery(condition, keys, page))) as unknown as { rows?: unknown[] } | unknown[];
    const list = (Array.isArray(rows) ? rows : (rows.rows ?? [])) as { total: number | string; id: string | null }[];
    return { total: Number(list[0]?.total ?? 0), ids: list.flatMap((row) => (row.id ? [row.id] : [])) };
  };
  let page = Math.max(1, search.page);
  const first = await read(page);
  const total = first.total;
  let ids = first.ids;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page past the last (an old link after roles closed) shows the last page, as it always has.
  if (page > pages) {
    page = pages;
    if (total) ({ ids } = await read(page));
  }
  const found = ids.length ? await listingQuery(db, inArray(jobs.id, ids)) : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return { total, page, pages, jobs: rows.map((row) => withMiles(row, place)), place, unknownPlace };
}

function withMiles<T extends { latitude: number | null; longitude: number | null; national: boolean }>(row: T, place: Place | null) {
  const { latitude, longitude, ...rest } = row;
  const miles = place && latitude !== null && longitude !== null ? milesBetween(place, { latitude, longitude }) : null;
  return { ...rest, miles };
}

/** Whether any live role exists at all (with none, the board shows its "launching soon" page). */
export async function hasLiveRoles(db: AppDb, now = new Date()): Promise<boolean> {
  const rows = await db.select({ id: jobs.id }).from(jobs).innerJoin(organisations, eq(organisations.id, jobs.employerId)).where(liveRole(londonDate(now))).limit(1);
  return rows.length > 0;
}

/** The sectors that live roles are in, for the sector filter. */
export async function liveSectors(db: AppDb, now = new Date()): Promise<string[]> {
  const rows = await db
    .selectDistinct({ sector: jobs.sector })
    .from(jobs)
    .innerJoin(organisations, eq(organisations.id, jobs.employerId))
    .where(liveRole(londonDate(now)))
    .orderBy(asc(jobs.sector));
  return rows.map((row) => row.sector);
}

/** Up to `limit` live roles like a given one: the same sector first, then the nearest. */
export async function similarRoles(db: AppDb, role: { id: string; sector: string; latitude: number | null; longitude: number | null }, limit = 3, now = new Date()) {
  const place = role.latitude !== null && role.longitude !== null ? { name: "", latitude: role.latitude, longitude: role.longitude } : null;
  const rows = await listingQuery(db, and(liveRole(londonDate(now)), ne(jobs.id, role.id), eq(jobs.sector, role.sector))!)
    .orderBy(...(place ? [sql`${distanceMiles(place)} asc nulls last`] : []), sql`${jobs.closingDate} asc nulls last`, asc(jobs.id))
    .limit(limit);
  return rows.map((row) => withMiles(row, place));
}
