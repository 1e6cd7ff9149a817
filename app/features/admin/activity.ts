import { isRole } from "~/features/auth/roles";
import { roleWord } from "./account-rules";

/**
 * How an account's audit events read on the admin's account page. Safe for the browser: words only.
 * Events not listed here are shown by a plain fallback rather than hidden.
 */
/** Who did something to an account: the person themselves, the service, or a named member of staff. */
export type ActivityActor = { kind: "self" } | { kind: "service" } | { kind: "staff"; name: string };

const eventLabels: Record<string, string> = {
  account_created: "Account created",
  email_verified: "Email address confirmed",
  approval_requested: "Asked for approval",
  sign_in_succeeded: "Signed in",
  sign_in_failed: "Sign-in refused",
  sign_out: "Signed out",
  role_changed: "Role changed",
  approval_changed: "Approval decided",
  account_suspended: "Account suspended",
  account_unsuspended: "Account unsuspended",
  two_factor_enabled: "Two-step sign-in turned on",
  two_factor_disabled: "Two-step sign-in turned off",
  backup_codes_regenerated: "New backup codes made",
  session_revoked: "A device signed out",
  sessions_revoked: "Devices signed out",
  password_reset_requested: "Password reset asked for",
  password_reset: "Password reset",
  password_changed: "Password changed",
  email_changed: "Email address change",
  inactivity_warning_sent: "Warned the unused account will be deleted",
  organisation_linked: "Linked to an organisation",
  organisation_rename_requested: "Asked for a new organisation name",
  organisation_rename_withdrawn: "Took back a request for a new organisation name",
  organisation_rename_approved: "New organisation name approved",
  organisation_rename_refused: "New organisation name refused",
  case_note_added: "Case note added",
  readiness_item_changed: "Readiness checklist changed",
  readiness_status_changed: "Readiness status changed",
  caseworker_assigned: "Caseworker assigned",
  candidate_records_merged: "Two records of this person merged",
  case_access_granted: "Record opened, with a reason, by a caseworker it is not assigned to",
  appointment_booked: "Appointment booked",
  outcome_check_recorded: "In-work check recorded",
  caseworker_settings_changed: "Caseworker name or team changed",
};

const word = (table: Record<string, string>, key: unknown) => (typeof key === "string" && Object.hasOwn(table, key) ? table[key] : undefined);

/** One line for an event: what happened, with the few facts from its detail that help an administrator. */
export function describeActivity(event: string, detail: Record<string, unknown>): string {
  const label = word(eventLabels, event) ?? event.replaceAll("_", " ");
  if (event === "role_changed") {
    const from = isRole(detail.from) ? roleWord(detail.from) : undefined;
    const to = isRole(detail.to) ? roleWord(detail.to) : undefined;
    return from && to ? `${label} from ${from} to ${to}` : to ? `${label} to ${to}` : label;
  }
  if (event === "approval_changed") {
    if (detail.to === "active") return "Approved";
    if (detail.to === "rejected") return "Not approved: account closed";
  }
  if (event === "sign_in_failed") {
    const reasons: Record<string, string> = {
      INVALID_EMAIL_OR_PASSWORD: "wrong password",
      EMAIL_NOT_VERIFIED: "email address not confirmed",
      BANNED_USER: "account suspended",
      INVALID_CODE: "wrong code",
      INVALID_BACKUP_CODE: "wrong backup code",
      OTP_HAS_EXPIRED: "code had run out",
      TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "too many wrong codes",
      CODE_ALREADY_USED: "code already used",
    };
    const reason = word(reasons, detail.reason);
    return reason ? `${label}: ${reason}` : label;
  }
  if (event === "organisation_linked" && typeof detail.organisation === "string") return `${label}: ${detail.organisation}`;
  if (event.startsWith("organisation_rename_") && typeof detail.to === "string") return `${label}: ${detail.to}`;
  if (event === "email_changed" && detail.stage === "completed") return "Email address changed";
  if (event === "email_changed") return "Email address change asked for";
  return label;
}
