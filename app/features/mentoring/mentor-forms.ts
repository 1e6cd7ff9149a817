import { z } from "zod";
import { appointmentModes } from "../../../db/schema/vocabulary";
import { isCalendarDate } from "~/lib/dates";

/** The caseworker's mentoring forms on a candidate's record (browser-safe): one schema each, used by the page and the action. */

export const MENTOR_REASON_MAX = 500;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const text = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || null);

export const mentorMessages = {
  mentor: "Choose a mentor",
  name: "Enter the volunteer's name",
  contact: "Enter an email address or a phone number for the volunteer",
  email: "Enter an email address in the right format, like name@example.org",
  phone: "Enter a phone number, like 07700 900123",
  reason: "Enter why the request is closed: the candidate reads this",
  date: "Enter the date of the session",
  realDate: "Enter a real date, for example 27/11/2026",
  startTime: "Enter the start time, for example 14:30",
  minutes: "Enter the length in minutes, from 15 to 240",
  mode: "Choose how they will meet",
  noRequest: "There is no open request for a mentor to answer.",
  noMatch: "They do not have a mentor at the moment.",
  already: "They already have a mentor. End that mentoring first.",
  noSession: "That session has already happened, was cancelled, or is not one of theirs.",
} as const;

/** Match with someone who agreed to mentor (from their settings). */
export const assignAgreedMentorSchema = z.object({
  intent: z.literal("mentor-assign"),
  mentorId: z.uuid({ error: mentorMessages.mentor }),
});

/** Match with a named volunteer the caseworker enters. */
export const assignVolunteerSchema = z
  .object({
    intent: z.literal("mentor-volunteer"),
    name: z.string({ error: mentorMessages.name }).trim().min(1, mentorMessages.name).max(120, "The name must be 120 characters or fewer"),
    organisation: text(120, "The organisation must be 120 characters or fewer"),
    email: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || null)
      .pipe(z.email(mentorMessages.email).max(254, mentorMessages.email).nullable()),
    phone: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || null)
      .pipe(z.string().regex(/^\+?[0-9 ()-]{7,20}$/, mentorMessages.phone).nullable()),
    livedExperience: z
      .string()
      .optional()
      .transform((value) => value === "on"),
  })
  .refine((value) => Boolean(value.email || value.phone), { path: ["email"], message: mentorMessages.contact });

/** Close an open request without matching, with a reason the candidate sees. */
export const closeMentorRequestSchema = z.object({
  intent: z.literal("mentor-close-request"),
  reason: z
    .string({ error: mentorMessages.reason })
    .trim()
    .min(1, mentorMessages.reason)
    .max(MENTOR_REASON_MAX, `The reason must be ${MENTOR_REASON_MAX} characters or fewer`),
});

/** Book a mentoring session for the current match. */
export const bookMentoringSessionSchema = z.object({
  intent: z.literal("mentor-session"),
  date: z
    .string({ error: mentorMessages.date })
    .trim()
    .min(1, mentorMessages.date)
    .refine((value) => isCalendarDate(value) && value >= "2000-01-01" && value <= "2100-12-31", mentorMessages.realDate),
  startTime: z.string({ error: mentorMessages.startTime }).trim().regex(TIME, mentorMessages.startTime),
  minutes: z.coerce.number({ error: mentorMessages.minutes }).int(mentorMessages.minutes).min(15, mentorMessages.minutes).max(240, mentorMessages.minutes),
  mode: z.enum(appointmentModes, { error: mentorMessages.mode }),
  location: text(200, "The place or link must be 200 characters or fewer"),
});

/** Move an upcoming session: a new date, time, length, way or place. */
export const moveMentoringSessionSchema = bookMentoringSessionSchema.extend({
  intent: z.literal("mentor-session-move"),
  sessionId: z.uuid(),
});

export const mentoringDoneMessages = {
  assigned: "The mentor was assigned and the request is closed. The candidate sees their mentor on their mentoring page.",
  closed: "The request was closed. The candidate sees your reason on their mentoring page.",
  booked: "The session was booked. It shows in your calendar and on the candidate's mentoring page.",
  ended: "The mentoring was ended.",
  moved: "The session was moved. The candidate sees the new time on their mentoring page and in their diary.",
  cancelled: "The session was cancelled. It no longer shows in your calendar or on the candidate's mentoring page.",
} as const;
