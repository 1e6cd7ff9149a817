/**
 * Where a place is: a UK town or city name, a postcode district ("LS6") or a full postcode ("LS6 1AA").
 * Uses only the data committed beside this file (see gazetteer/LICENCE.md); never a network look-up.
 * A postcode resolves to its postcode area's post town, which is close enough for "within N miles" searches
 * of 5 miles and more; a full postcode directory would be the next step if finer distances are needed.
 */
import placesFile from "./gazetteer/uk-places.json";

export type Point = { latitude: number; longitude: number };
/** `nation` is the gazetteer's code: ENG, SCT, WLS or NIR. */
export type Place = Point & { name: string; nation?: string };

type Row = [name: string, latitude: number, longitude: number, nation: string];

/** Each postcode area's post town; a latitude where the town's name is shared by several places. */
const POSTCODE_AREAS: Record<string, string | [string, number]> = {
  AB: "Aberdeen", AL: "St Albans", B: "Birmingham", BA: "Bath", BB: "Blackburn", BD: "Bradford", BH: "Bournemouth",
  BL: "Bolton", BN: "Brighton", BR: "Bromley", BS: "Bristol", BT: "Belfast", CA: "Carlisle", CB: "Cambridge",
  CF: "Cardiff", CH: "Chester", CM: "Chelmsford", CO: "Colchester", CR: "Croydon", CT: "Canterbury", CV: "Coventry",
  CW: "Crewe", DA: "Dartford", DD: "Dundee", DE: "Derby", DG: "Dumfries", DH: "Durham", DL: "Darlington",
  DN: "Doncaster", DT: "Dorchester", DY: "Dudley", E: "London", EC: "London", EH: "Edinburgh", EN: "Enfield Town",
  EX: "Exeter", FK: "Falkirk", FY: "Blackpool", G: "Glasgow", GL: "Gloucester", GU: "Guildford", HA: "Harrow",
  HD: "Huddersfield", HG: "Harrogate", HP: "Hemel Hempstead", HR: "Hereford", HS: "Stornoway", HU: "Kingston upon Hull",
  HX: "Halifax", IG: "Ilford", IP: "Ipswich", IV: "Inverness", KA: "Kilmarnock", KT: "Kingston upon Thames",
  KW: "Kirkwall", KY: "Kirkcaldy", L: "Liverpool", LA: "Lancaster", LD: "Llandrindod Wells", LE: "Leicester",
  LL: "Llandudno", LN: "Lincoln", LS: "Leeds", LU: "Luton", M: "Manchester", ME: ["Rochester", 51.4],
  MK: "Milton Keynes", ML: "Motherwell", N: "London", NE: "Newcastle upon Tyne", NG: "Nottingham", NN: "Northampton",
  NP: ["Newport", 51.6], NR: "Norwich", NW: "London", OL: "Oldham", OX: "Oxford", PA: "Paisley", PE: "Peterborough",
  PH: "Perth", PL: "Plymouth", PO: "Portsmouth", PR: ["Preston", 53.76], RG: "Reading", RH: "Redhill", RM: "Romford",
  S: "Sheffield", SA: "Swansea", SE: "London", SG: "Stevenage", SK: "Stockport", SL: "Slough", SM: ["Sutton", 51.35],
  SN: "Swindon", SO: "Southampton", SP: "Salisbury", SR: "Sunderland", SS: "Southend-on-Sea", ST: "Stoke-on-Trent",
  SW: "London", SY: "Shrewsbury", TA: "Taunton", TD: "Galashiels", TF: "Telford", TN: "Tonbridge", TQ: "Torquay",
  TR: "Truro", TS: "Middlesbrough", TW: "Twickenham", UB: "Uxbridge", W: "London", WA: "Warrington", WC: "London",
  WD: "Watford", WF: "Wakefield", WN: "Wigan", WR: "Worcester", WS: "Walsall", WV: "Wolverhampton", YO: "York",
  ZE: "Lerwick",
};

/** Other names people type for a place in the file. */
const ALIASES: Record<string, string> = { hull: "kingston upon hull", newcastle: "newcastle upon tyne", enfield: "enfield town", stoke: "stoke-on-trent", southend: "southend-on-sea" };

const key = (name: string) => name.normalize("NFKC").trim().toLocaleLowerCase("en-GB").replace(/\s+/g, " ");

const byName = new Map<string, Row[]>();
for (const row of placesFile.places as Row[]) {
  const rows = byName.get(key(row[0])) ?? [];
  rows.push(row);
  byName.set(key(row[0]), rows);
}

function pick(name: string, nearLatitude?: number): Row | undefined {
  const rows = byName.get(key(name));
  if (!rows?.length) return undefined;
  if (nearLatitude === undefined) return rows[0];
  return rows.reduce((best, row) => (Math.abs(row[1] - nearLatitude) < Math.abs(best[1] - nearLatitude) ? row : best));
}

const areaTowns = new Map<string, Row>();
for (const [area, town] of Object.entries(POSTCODE_AREAS)) {
  const row = typeof town === "string" ? pick(town) : pick(town[0], town[1]);
  if (row) areaTowns.set(area, row);
}
/** When a typed town name is shared by several places, the one that is a post town wins (Newport, Wales). */
const postTownByName = new Map([...areaTowns.values()].map((row) => [key(row[0]), row]));

/** "LS6", "LS6 1AA", "ls61aa", "SW1A" and "SW1A 1AA" all give the area (letters) of a UK postcode. */
const POSTCODE = /^([A-Z]{1,2})[0-9][0-9A-Z]?(?:\s*[0-9][A-Z]{2})?$/;

export function postcodeArea(text: string): string | undefined {
  const match = POSTCODE.exec(text.trim().toUpperCase().replace(/\s+/g, " "));
  return match && areaTowns.has(match[1]!) ? match[1] : undefined;
}

const toPlace = (row: Row, name = row[0]): Place => ({ name, latitude: row[1], longitude: row[2], ...(row[3] ? { nation: row[3] } : {}) });

/** The place a person typed, or undefined if the gazetteer does not know it. */
export function findPlace(text: string): Place | undefined {
  const trimmed = text.trim().slice(0, 100);
  if (!trimmed) return undefined;
  const area = postcodeArea(trimmed);
  if (area) return toPlace(areaTowns.get(area)!, trimmed.toUpperCase());
  const name = ALIASES[key(trimmed)] ?? key(trimmed);
  const row = postTownByName.get(name) ?? pick(name);
  return row ? toPlace(row) : undefined;
}

/** Where a role is, from what an employer typed: the town, the postcode (when a full one was typed) and its map position. */
export type RolePlace = Point & { town: string; postcode: string | null; district: string | null; nation: string | null };

const FULL_POSTCODE = /^([A-Z]{1,2}[0-9][0-9A-Z]?)\s*([0-9][A-Z]{2})$/;
const DISTRICT = /^[A-Z]{1,2}[0-9][0-9A-Z]?$/;

/**
 * A role's place: "LS11 5QN" gives Leeds, postcode "LS11 5QN", district "LS11"; "Leeds" gives Leeds alone.
 * Undefined when the gazetteer knows neither the town nor the postcode's area.
 */
export function findRolePlace(text: string): RolePlace | undefined {
  const typed = text.trim().toUpperCase().replace(/\s+/g, " ");
  const area = postcodeArea(typed);
  if (area) {
    const row = areaTowns.get(area)!;
    const full = FULL_POSTCODE.exec(typed);
    const district = full ? full[1]! : DISTRICT.test(typed) ? typed : null;
    return { town: row[0], postcode: full ? `${full[1]} ${full[2]}` : null, district, nation: row[3] || null, latitude: row[1], longitude: row[2] };
  }
  const place = findPlace(text);
  return place ? { town: place.name, postcode: null, district: null, nation: place.nation ?? null, latitude: place.latitude, longitude: place.longitude } : undefined;
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles. */
export function milesBetween(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A latitude/longitude box holding every point within `miles` of `centre`: lets an index narrow the search. */
export function boundingBox(centre: Point, miles: number) {
  const dLat = miles / 69.0;
  const dLon = miles / (69.0 * Math.max(0.01, Math.cos(radians(centre.latitude))));
  return { minLat: centre.latitude - dLat, maxLat: centre.latitude + dLat, minLon: centre.longitude - dLon, maxLon: centre.longitude + dLon };
}
