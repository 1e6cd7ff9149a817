/** The rows of the demonstration data set, table by table, as generate.ts makes them and seed.server.ts inserts them. */
import type {
  applicationStatusChanges,
  applications,
  appointments,
  candidateBarriers,
  candidates,
  caseNotes,
  caseworkerAssignments,
  caseworkers,
  diaryEntries,
  jobs,
  mentoringMatches,
  mentoringSessions,
  messages,
  messageThreads,
  organisationContacts,
  organisations,
  outcomeChecks,
  readinessChecklist,
  referralStatusChanges,
  referrals,
  supportActions,
  threadParticipants,
} from "../../db/schema";
import type { ConvictionPayload } from "../features/convictions/conviction-payload";
import type { SavedCheckPayload } from "../features/disclosure-check/saved-result";

export type DemonstrationRows = {
  organisations: (typeof organisations.$inferInsert)[];
  caseworkers: (typeof caseworkers.$inferInsert)[];
  candidates: (typeof candidates.$inferInsert)[];
  candidateBarriers: (typeof candidateBarriers.$inferInsert)[];
  readinessChecklist: (typeof readinessChecklist.$inferInsert)[];
  caseworkerAssignments: (typeof caseworkerAssignments.$inferInsert)[];
  jobs: (typeof jobs.$inferInsert)[];
  applications: (typeof applications.$inferInsert)[];
  applicationStatusChanges: (typeof applicationStatusChanges.$inferInsert)[];
  outcomeChecks: (typeof outcomeChecks.$inferInsert)[];
  appointments: (typeof appointments.$inferInsert)[];
  diaryEntries: (typeof diaryEntries.$inferInsert)[];
  mentoringMatches: (typeof mentoringMatches.$inferInsert)[];
  mentoringSessions: (typeof mentoringSessions.$inferInsert)[];
  caseNotes: (typeof caseNotes.$inferInsert)[];
  referrals: (typeof referrals.$inferInsert)[];
  referralStatusChanges: (typeof referralStatusChanges.$inferInsert)[];
  supportActions: (typeof supportActions.$inferInsert)[];
  messageThreads: (typeof messageThreads.$inferInsert)[];
  threadParticipants: (typeof threadParticipants.$inferInsert)[];
  messages: (typeof messages.$inferInsert)[];
  organisationContacts: (typeof organisationContacts.$inferInsert)[];
  /** In the clear here: the loader encrypts each payload with the configured key before it is written. */
  convictionRecords: { id: string; candidateId: string; payload: ConvictionPayload; createdAt: Date }[];
  /** The persona's saved checker result, in the clear here and encrypted by the loader like conviction records. */
  disclosureCheckResults: { id: string; candidateId: string; payload: SavedCheckPayload; createdAt: Date }[];
};
