import { z } from "zod";

/** The deliveries page (decision 0035): outbox rows newest first, 50 at a time, filtered by channel and status. Browser-safe. */
export const DELIVERIES_PAGE_SIZE = 50;
export const deliveryChannelChoices = ["email", "sms"] as const;
export const deliveryRowStatuses = ["pending", "sent", "failed", "cancelled"] as const;

const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || (values as readonly string[]).includes(value), message);

export const deliveriesFilterSchema = z.object({
  channel: oneOf(deliveryChannelChoices, "Choose email or text, or any channel"),
  status: oneOf(deliveryRowStatuses, "Choose a status from the list"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type DeliveriesFilter = z.infer<typeof deliveriesFilterSchema>;
export type DeliveriesFilterErrors = Partial<Record<"channel" | "status", string>>;

/** Reads the filter from the address; a bad value is a message for its field, never a failure. */
export function parseDeliveriesFilter(params: URLSearchParams): { filter: DeliveriesFilter; errors: DeliveriesFilterErrors; typed: Record<string, string> } {
  const typed = { channel: params.get("channel") ?? "", status: params.get("status") ?? "" };
  const parsed = deliveriesFilterSchema.safeParse({ ...typed, page: params.get("page") ?? "1" });
  if (parsed.success) return { filter: parsed.data, errors: {}, typed };
  const errors: DeliveriesFilterErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof DeliveriesFilterErrors] ??= issue.message;
  return { filter: { channel: undefined, status: undefined, page: 1 }, errors, typed };
}

/** An email address as the page shows it: its first letter and its domain. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "An address";
  return `${address.slice(0, 1)}…${address.slice(at)}`;
}

/** A phone number as the page shows it: its last three digits. */
export function maskPhone(number: string): string {
  const digits = number.replace(/\D/g, "");
  return digits.length >= 3 ? `Ending ${digits.slice(-3)}` : "A number";
}

export function maskAddress(channel: string, address: string): string {
  return channel === "sms" ? maskPhone(address) : maskEmail(address);
}

export const channelWords: Record<string, string> = { email: "Email", sms: "Text" };
export const statusWords: Record<string, string> = { pending: "Waiting", sent: "Sent", failed: "Failed", cancelled: "Cancelled" };
export const deliveryWords: Record<string, string> = {
  accepted: "Accepted",
  delivered: "Delivered",
  "permanent-failure": "Not delivered (permanent)",
  "temporary-failure": "Not delivered (temporary)",
  "technical-failure": "Not delivered (technical)",
};
