/**
 * Event keys shared by the features that write a notice and those that later cancel it. An appointment's key
 * holds its start time, so a moved appointment gets a fresh reminder and the old one can be cancelled by prefix.
 */

export type AppointmentSource = "appointment" | "mentoring";

/** Everything about one appointment or mentoring session, whatever its start time: for cancelling by prefix. */
export function appointmentKeyPrefix(source: AppointmentSource, id: string): string {
  return `${source}-${id}:`;
}

export function appointmentKey(source: AppointmentSource, id: string, startsAt: Date): string {
  return `${appointmentKeyPrefix(source, id)}${startsAt.toISOString()}`;
}
