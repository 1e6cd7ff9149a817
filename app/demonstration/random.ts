/** The one seeded generator every demonstration choice comes from, and the small helpers built on it. */
import { addDays, DAY_MS, londonDate, londonMidnight } from "../lib/dates";
import { DEMO_EMAIL_DOMAIN } from "../lib/demonstration";

export const SEED = 0x5eed_2026;

/** mulberry32: a small, fast, seeded generator; good enough for made-up data, never for secrets. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}


const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, "0"));

export class Generator {
  private readonly random: () => number;
  constructor(seed: number) {
    this.random = mulberry32(seed);
  }
  next(): number {
    return this.random();
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }
  chance(probability: number): boolean {
    return this.random() < probability;
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }
  some<T>(list: readonly T[], min: number, max: number): T[] {
    const pool = [...list];
    const wanted = Math.min(pool.length, this.int(min, max));
    const out: T[] = [];
    for (let i = 0; i < wanted; i++) out.push(pool.splice(Math.floor(this.random() * pool.length), 1)[0]!);
    return out;
  }
  /** uuid v7 layout: the time's milliseconds, then bits from the generator, not crypto. */
  id(time: Date): string {
    const bytes = this.bytes;
    let ms = Math.max(0, time.getTime());
    for (let i = 5; i >= 0; i--) {
      bytes[i] = ms % 256;
      ms = Math.floor(ms / 256);
    }
    for (let i = 6; i < 16; i++) bytes[i] = Math.floor(this.random() * 256);
    bytes[6] = (bytes[6]! & 0x0f) | 0x70;
    bytes[8] = (bytes[8]! & 0x3f) | 0x80;
    let out = "";
    for (let i = 0; i < 16; i++) {
      if (i === 4 || i === 6 || i === 8 || i === 10) out += "-";
      out += HEX[bytes[i]!];
    }
    return out;
  }
  private readonly bytes = new Uint8Array(16);
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The latest a demonstration appointment may end, in UK wall-clock minutes after midnight (17:00). */
export const WORKING_DAY_END_MINUTES = 17 * 60;
/** The earliest one may start (09:00). */
export const WORKING_DAY_START_MINUTES = 9 * 60;

/**
 * A working-hours time (09:00 to 15:45 UK time, so an hour-long appointment ends by 17:00) on a working day
 * (Monday to Friday) near the day `days` from `base` (negative: before). A weekend day moves away from `base`:
 * back to the Friday when in the past, on to the Monday when ahead, so a past time stays past and a coming one
 * stays to come. Weekdays never change the clocks in the UK, so the hours are the same wall-clock hours all year.
 */
export function workingTime(base: Date, days: number, g: Generator): Date {
  let date = londonDate(new Date(base.getTime() + days * DAY_MS));
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (weekday === 6) date = addDays(date, days < 0 ? -1 : 2);
  else if (weekday === 0) date = addDays(date, days < 0 ? -2 : 1);
  const minutes = g.int(9, 15) * 60 + g.pick([0, 15, 30, 45]);
  return new Date(londonMidnight(date).getTime() + minutes * 60_000);
}

export function dramaPhone(n: number): string {
  return `07700 900${String(n % 1000).padStart(3, "0")}`;
}

export function emailFor(name: string, n: number): string {
  const local = name.toLowerCase().replace(/[^a-z]+/g, ".").replace(/^\.|\.$/g, "");
  return `${local}.${n}@${DEMO_EMAIL_DOMAIN}`;
}
