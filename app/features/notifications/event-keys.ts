/**
 * Event keys shared by the features that write a notice and those that later cancel it. An appointment's key
 * holds its version (one more at each move) and its start time: each move is its own event, even back to a time
 * it had before (A to B, B to A, A to B again), and a moved appointment gets a fresh reminder; the old one can be
 * cancelled by prefix. A retry of the same change finds the same version and writes nothing.
 */

export type AppointmentSource = "appointment" | "mentoring";

/** Everything about one appointment or mentoring session, whatever its version or start time: for cancelling by prefix. */
export function appointmentKeyPrefix(source: AppointmentSource, id: string): string {
  return `${source}-${id}:`;
}

/** Version 0 (as booked) keeps the key's first form, so reminders written before versions existed are not written again. */
export function appointmentKey(source: AppointmentSource, id: string, startsAt: Date, version = 0): string {
  return `${appointmentKeyPrefix(source, id)}${version > 0 ? `v${version}:` : ""}${startsAt.toISOString()}`;
}
