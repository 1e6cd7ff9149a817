import { z } from "zod";
import { applicationStatuses, type ApplicationStatus } from "../../../db/schema/vocabulary";

/** The statuses an employer moves an application to; withdrawing is the candidate's alone. */
export const employerStatuses = applicationStatuses.filter((status) => status !== "withdrawn") as Exclude<ApplicationStatus, "withdrawn">[];

export const moveApplicationMessages = {
  status: "Choose the application's new status",
  note: "Use 1,000 characters or fewer for the note",
} as const;

/** The employer's "move this application" form, checked in the browser and by the action. */
export const moveApplicationSchema = z.object({
  applicationId: z.uuid(),
  status: z.enum(employerStatuses as [Exclude<ApplicationStatus, "withdrawn">, ...Exclude<ApplicationStatus, "withdrawn">[]], { error: moveApplicationMessages.status }),
  note: z.string().trim().max(1000, { error: moveApplicationMessages.note }).optional(),
});

export function moveFormId(applicationId: string): string {
  return `move-${applicationId}`;
}
