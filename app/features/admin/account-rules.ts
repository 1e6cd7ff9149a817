import { z } from "zod";
import { hasRole, roleNeedsApproval } from "~/features/auth/roles";

/**
 * What an administrator may do to an account, decided without touching the database so that every rule is
 * tested on its own (admin-rules.test.ts). admin.server.ts applies the decision.
 */

export const adminRoles = ["candidate", "employer", "partner", "caseworker", "admin"] as const;
export type AdminRole = (typeof adminRoles)[number];

export const adminIntents = ["approve", "reject", "set-role", "suspend", "unsuspend", "revoke-sessions", "join-organisation", "create-organisation"] as const;
export type AdminIntent = (typeof adminIntents)[number];

export const statusFilters = ["all", "awaiting_approval", "active", "suspended"] as const;
export type StatusFilter = (typeof statusFilters)[number];

export const statusFilterLabels: Record<StatusFilter, string> = {
  all: "All accounts",
  awaiting_approval: "Awaiting approval",
  active: "Active",
  suspended: "Suspended",
};

export const ORGANISATION_NAME_MAX = 120;

export const organisationMessages = {
  missing: "Enter the organisation's name.",
  tooLong: `Organisation names are at most ${ORGANISATION_NAME_MAX} characters.`,
  taken: "Another organisation already has this name, or has asked for it. Find it in the list above, or choose a different name.",
  choose: "Choose an organisation from the list.",
  alreadyMember: "This account is already a member of that organisation. Nothing was changed.",
  hasOrganisation: "This account already belongs to another organisation. An account belongs to one organisation: ask that organisation's owner to remove it first.",
} as const;

/** Every admin form's one schema: the browser checks it before sending, and the action parses it. */
export const adminActionSchema = z
  .object({
    intent: z.enum(adminIntents),
    role: z.enum(adminRoles).optional(),
    confirmed: z.literal("yes").optional(),
    /** A new organisation's name. */
    organisation: z.string().trim().optional(),
    /** The organisation an employer or partner account joins, chosen from the list by its id (never by its name). */
    organisationId: z.uuid({ error: organisationMessages.choose }).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.intent === "join-organisation" && !input.organisationId) ctx.addIssue({ code: "custom", path: ["organisationId"], message: organisationMessages.choose });
    if (input.intent !== "create-organisation") return;
    if (!input.organisation) ctx.addIssue({ code: "custom", path: ["organisation"], message: organisationMessages.missing });
    else if (input.organisation.length > ORGANISATION_NAME_MAX) ctx.addIssue({ code: "custom", path: ["organisation"], message: organisationMessages.tooLong });
  });
export type AdminActionInput = z.infer<typeof adminActionSchema>;

/** One account as the admin list shows it. */
export type AccountRow = {
  id: string;
  name: string;
  email: string;
  role: string;
  status: "active" | "awaiting_approval" | "suspended";
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
};

/** The account an action is about, as the rules need it. */
export type Target = {
  id: string;
  name: string;
  role: string;
  accountStatus: string;
  banned: boolean;
};

export type Actor = { id: string };

export type Decision =
  | { kind: "refuse"; message: string }
  | { kind: "confirm"; question: string; consequence: string; confirmLabel: string }
  | { kind: "apply"; intent: AdminIntent; role?: AdminRole; organisation?: string; organisationId?: string };

/** Actions that change or take away access, and so are confirmed first. */
const confirmed: Record<AdminIntent, boolean> = {
  approve: false,
  unsuspend: false,
  reject: true,
  "set-role": true,
  suspend: true,
  "revoke-sessions": true,
  "join-organisation": false,
  "create-organisation": false,
};

export function effectiveStatus(target: Pick<Target, "accountStatus" | "banned">): "active" | "awaiting_approval" | "suspended" {
  if (target.banned) return "suspended";
  return target.accountStatus === "awaiting_approval" ? "awaiting_approval" : "active";
}

export function decideAdminAction(actor: Actor, target: Target, input: AdminActionInput): Decision {
  const self = actor.id === target.id;
  const status = effectiveStatus(target);

  switch (input.intent) {
    case "approve":
    case "reject":
      if (!roleNeedsApproval(target.role) || status !== "awaiting_approval") {
        return { kind: "refuse", message: "Only employer and partner accounts that are awaiting approval can be approved or rejected." };
      }
      break;
    case "set-role":
      if (!input.role) return { kind: "refuse", message: "Choose the new role." };
      if (input.role === target.role) return { kind: "refuse", message: `This account already has that role.` };
      if (self) return { kind: "refuse", message: "You cannot change your own role. Ask another administrator to do it." };
      break;
    case "suspend":
      if (self) return { kind: "refuse", message: "You cannot suspend your own account." };
      if (status === "suspended") return { kind: "refuse", message: "This account is already suspended." };
      break;
    case "unsuspend":
      if (status !== "suspended") return { kind: "refuse", message: "This account is not suspended." };
      break;
    case "revoke-sessions":
      break;
    case "join-organisation":
      if (!roleNeedsApproval(target.role)) return { kind: "refuse", message: "Only employer and partner accounts belong to an organisation." };
      if (!input.organisationId) return { kind: "refuse", message: organisationMessages.choose };
      break;
    case "create-organisation":
      if (!roleNeedsApproval(target.role)) return { kind: "refuse", message: "Only employer and partner accounts belong to an organisation." };
      if (!input.organisation) return { kind: "refuse", message: organisationMessages.missing };
      if (input.organisation.length > ORGANISATION_NAME_MAX) return { kind: "refuse", message: organisationMessages.tooLong };
      break;
  }

  if (confirmed[input.intent] && input.confirmed !== "yes") return confirmationFor(target, input, self);
  return { kind: "apply", intent: input.intent, role: input.role, organisation: input.organisation, organisationId: input.organisationId };
}

function confirmationFor(target: Target, input: AdminActionInput, self: boolean): Decision {
  const name = target.name;
  switch (input.intent) {
    case "reject":
      return {
        kind: "confirm",
        question: `Reject ${name}'s account?`,
        consequence:
          "The account will be suspended: they will be signed out and will not be able to sign in. We will email them to say it was not approved and how to contact us.",
        confirmLabel: "Yes, reject this account",
      };
    case "set-role": {
      const role = input.role ?? "";
      const raises = hasRole({ role }, "admin", "caseworker");
      return {
        kind: "confirm",
        question: `Change ${name}'s role to ${roleWord(role)}?`,
        consequence: raises
          ? `${capitalise(withArticle(role))} can see information about the people we support. They will be signed out everywhere, and will need two-step sign-in before they can open any of it.`
          : `They will be signed out everywhere, and lose anything only ${withArticle(target.role)} can see.`,
        confirmLabel: "Yes, change the role",
      };
    }
    case "suspend":
      return {
        kind: "confirm",
        question: `Suspend ${name}'s account?`,
        consequence: "They will be signed out everywhere straight away and will not be able to sign in until the account is unsuspended.",
        confirmLabel: "Yes, suspend this account",
      };
    default:
      return {
        kind: "confirm",
        question: self ? "Sign yourself out everywhere?" : `Sign ${name} out everywhere?`,
        consequence: self
          ? "Every device you are signed in on, including this one, will be signed out. You will need to sign in again."
          : "Every device they are signed in on will be signed out on its next page. They can sign in again.",
        confirmLabel: "Yes, sign out everywhere",
      };
  }
}

const roleWords: Record<string, string> = {
  candidate: "candidate",
  employer: "employer",
  partner: "partner organisation",
  caseworker: "caseworker",
  admin: "administrator",
};

export function roleWord(role: string): string {
  return (Object.hasOwn(roleWords, role) && roleWords[role]) || "account";
}

/** The account state a role change leaves: roles that never wait for approval start active. */
export function statusAfterRoleChange(newRole: AdminRole, current: string): "active" | "awaiting_approval" {
  if (!roleNeedsApproval(newRole)) return "active";
  return current === "awaiting_approval" ? "awaiting_approval" : "active";
}

function withArticle(role: string): string {
  const word = roleWord(role);
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
