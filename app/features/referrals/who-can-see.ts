import type { PartnerVisibility } from "../../../db/schema/vocabulary";
import type { PartnerSharing } from "./partner-sharing";

/**
 * Who may see one part of a person's account, from the same rule the partner's pages apply
 * (referred-person.server.ts): a partner sees a part only when the person ticked it on that partner's newest
 * referral of them. Pages telling the person who can read something build their sentence from this, so the
 * sentence changes the moment the person changes their settings. Browser-safe.
 */
export function partnersWhoMaySee(
  sharing: Pick<PartnerSharing, "partnerName" | "partnerMaySee">[],
  part: PartnerVisibility,
): string[] {
  return sharing
    .filter((item) => item.partnerMaySee.includes(part))
    .map((item) => item.partnerName);
}

/** "A", "A and B", "A, B and C". */
export function namesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)!}`;
}
