import { z } from "zod";
import { appointmentModes, type AppointmentMode } from "../../../db/schema/vocabulary";
import { londonInstant } from "~/features/appointments/calendar";
import { isCalendarDate } from "~/lib/dates";

/** The interview forms (browser-safe): the employer's offer of times, and the candidate's answers. */

/** How many times one offer can hold: enough to choose from, few enough to fit a phone screen. */
export const TIME_SLOTS = [1, 2, 3] as const;
export type Slot = (typeof TIME_SLOTS)[number];

export const interviewLengths = ["30", "45", "60", "90", "120"] as const;

export const OFFER_FORM_ID = "interview-offer";
export const ACCEPT_FORM_ID = "interview-accept";
export const ANOTHER_FORM_ID = "interview-another";

export const interviewMessages = {
  firstTime: "Enter at least one time for the interview",
  date: "Enter the date of the interview",
  realDate: "Enter a real date, for example 27/11/2026",
  time: "Enter the time, for example 14:30",
  future: "The interview must be at a time in the future",
  mode: "Choose how you will meet",
  address: "Enter the address for an interview in person",
  addressLong: "The address must be 200 characters or fewer",
  link: "Enter the link for the video interview, starting https://",
  linkLong: "The link must be 500 characters or fewer",
  sameTime: "This time is already offered above",
  length: "Choose how long the interview lasts",
  timeChoice: "Choose one of the times offered",
  messageLong: "Use 500 characters or fewer for your message",
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const text = z.string().trim().optional();

/** The slot's field names: date1, time1, mode1, address1, link1 for the first time, and so on. */
export function slotFields(slot: Slot) {
  return { date: `date${slot}`, time: `time${slot}`, mode: `mode${slot}`, address: `address${slot}`, link: `link${slot}` } as const;
}

export const offerFieldNames = ["minutes", ...TIME_SLOTS.flatMap((slot) => Object.values(slotFields(slot)))] as const;

export type OfferedTime = { startsAt: Date; mode: AppointmentMode; address: string | null; videoLink: string | null };

function isVideoLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * The employer's offer: how long, and one to three times, each with how to meet. The first time is needed; a later
 * one left wholly blank is skipped. Every problem is reported at once, under its own field. `now` is when the form
 * is checked: a time must be after it.
 */
export function offerSchema(now: () => Date = () => new Date()) {
  const shape: Record<string, z.ZodType> = { intent: z.literal("offer"), minutes: z.enum(interviewLengths, { error: interviewMessages.length }) };
  for (const slot of TIME_SLOTS) for (const name of Object.values(slotFields(slot))) shape[name] = text;
  return z
    .object(shape)
    .superRefine((value, context) => {
      const seen = new Set<number>();
      for (const slot of TIME_SLOTS) {
        const names = slotFields(slot);
        const field = (name: string) => (typeof value[name] === "string" ? (value[name] as string) : "");
        const blank = Object.values(names).every((name) => field(name) === "");
        if (blank && slot > 1) continue;
        const problem = (name: string, message: string) => context.addIssue({ code: "custom", path: [name], message });
        if (blank) {
          problem(names.date, interviewMessages.firstTime);
          continue;
        }
        const date = field(names.date);
        const time = field(names.time);
        const dateOk = isCalendarDate(date) && date >= "2000-01-01" && date <= "2100-12-31";
        if (!date) problem(names.date, interviewMessages.date);
        else if (!dateOk) problem(names.date, interviewMessages.realDate);
        if (!TIME.test(time)) problem(names.time, interviewMessages.time);
        else if (dateOk) {
          const at = londonInstant(date, time).getTime();
          if (at <= now().getTime()) problem(names.date, interviewMessages.future);
          else if (seen.has(at)) problem(names.time, interviewMessages.sameTime);
          seen.add(at);
        }
        const mode = field(names.mode);
        if (!(appointmentModes as readonly string[]).includes(mode)) problem(names.mode, interviewMessages.mode);
        const address = field(names.address);
        if (mode === "in_person" && !address) problem(names.address, interviewMessages.address);
        if (address.length > 200) problem(names.address, interviewMessages.addressLong);
        const link = field(names.link);
        if (mode === "video" && !isVideoLink(link)) problem(names.link, interviewMessages.link);
        if (link.length > 500) problem(names.link, interviewMessages.linkLong);
      }
    })
    .transform((value) => {
      const times: OfferedTime[] = [];
      for (const slot of TIME_SLOTS) {
        const names = slotFields(slot);
        const date = value[names.date] as string | undefined;
        const time = value[names.time] as string | undefined;
        if (!date || !time) continue;
        const mode = value[names.mode] as AppointmentMode;
        times.push({
          startsAt: londonInstant(date, time),
          mode,
          // Only what the way of meeting uses is kept: an address typed before choosing "by phone" is not.
          address: mode === "in_person" ? ((value[names.address] as string) ?? null) : null,
          videoLink: mode === "video" ? ((value[names.link] as string) ?? null) : null,
        });
      }
      return { minutes: Number(value.minutes), times: times.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()) };
    });
}

export const acceptSchema = z.object({
  intent: z.literal("accept"),
  timeId: z.uuid({ error: interviewMessages.timeChoice }),
});

export const anotherTimeSchema = z.object({
  intent: z.literal("another"),
  message: z
    .string()
    .trim()
    .max(500, interviewMessages.messageLong)
    .optional()
    .transform((value) => value || null),
});

/** What the page says after a change (the action redirects with ?done=…). */
export const interviewDoneMessages = {
  offered: "The interview times were sent. The candidate can now accept one or ask for another time.",
  moved: "The new times were sent. The candidate has been asked to choose again.",
  accepted: "You accepted the interview time. It is in your diary, and the employer has been told.",
  another: "You asked for another time. The employer has been told.",
  cancelled: "The interview was cancelled. The other side has been told.",
} as const;
export type InterviewDone = keyof typeof interviewDoneMessages;

export function interviewDoneFrom(value: string | null): InterviewDone | null {
  return value && value in interviewDoneMessages ? (value as InterviewDone) : null;
}
