import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "react-router";
import { adminActionSchema, decideAdminAction, organisationMessages, statusFilters, type StatusFilter } from "./account-rules";
import { accountActivity, accountOrganisations, applyAdminAction, findAccount, listAccounts } from "./accounts.server";
import { areaPath } from "~/features/dashboards/areas";
import { guardDashboard } from "~/features/dashboards/guard.server";
import { assignCaseworker, caseworkerAssignment } from "~/features/candidates/assignment.server";
import { organisationChoices, organisationToJoin, type OrganisationKind } from "~/features/organisations/organisation-names.server";
import { readForm } from "~/lib/read-form.server";
import { hasRole } from "~/features/auth/roles";
import { isUuid } from "~/lib/uuid-pattern";

/** Account ids are uuid v7 strings; anything else cannot be an account. */
const ACCOUNT_ID = /^[0-9a-f-]{16,64}$/i;

function parseFilter(url: URL): { status: StatusFilter; search: string } {
  const status = url.searchParams.get("status");
  return {
    status: statusFilters.includes(status as StatusFilter) ? (status as StatusFilter) : "all",
    search: (url.searchParams.get("q") ?? "").slice(0, 200),
  };
}

export async function adminListLoader(context: AppLoadContext, request: Request) {
  await guardDashboard(context, request);
  const filter = parseFilter(new URL(request.url));
  const result = await listAccounts(context.database.db, filter);
  return { ...result, filter };
}

async function loadTarget(context: AppLoadContext, userId: string | undefined) {
  const account = userId && ACCOUNT_ID.test(userId) ? await findAccount(context.database.db, userId) : null;
  if (!account) throw data("There is no account with this address.", { status: 404 });
  return account;
}

export async function adminAccountLoader(context: AppLoadContext, request: Request, userId: string | undefined) {
  const { user } = await guardDashboard(context, request);
  const account = await loadTarget(context, userId);
  const { banned: _banned, accountStatus: _accountStatus, ...shown } = account;
  const url = new URL(request.url);
  const [activity, organisations, assignment, organisationFinder] = await Promise.all([
    accountActivity(context.database.db, account.id),
    accountOrganisations(context.database.db, account.id),
    // A candidate's caseworker is chosen here.
    hasRole(account, "candidate") ? caseworkerAssignment(context.database.db, account.id) : null,
    hasRole(account, "employer", "partner") ? findOrganisation(context.database.db, account.role, url) : null,
  ]);
  return { account: shown, activity, organisations, isSelf: user.id === account.id, done: url.searchParams.get("done"), assignment, organisationFinder };
}

/**
 * The organisation finder on an employer's or partner's page, all in the address so it works without
 * JavaScript: `find` searches organisations of the account's kind by name, `organisation` (an id) shows one
 * with its members and the "Join this organisation" button.
 */
async function findOrganisation(db: AppLoadContext["database"]["db"], kind: OrganisationKind, url: URL) {
  const search = (url.searchParams.get("find") ?? "").slice(0, 200);
  const chosenId = url.searchParams.get("organisation");
  const [choices, chosen] = await Promise.all([
    organisationChoices(db, kind, search),
    chosenId && isUuid(chosenId) ? organisationToJoin(db, kind, chosenId) : null,
  ]);
  return { search, choices, chosen, chosenMissing: Boolean(chosenId) && !chosen };
}

/**
 * Every admin action: guarded (admin with two-step sign-in) before the form is even read, checked against the
 * rules, confirmed where it takes access away, then applied with its audit record in one transaction.
 */
export async function adminAccountAction(context: AppLoadContext, request: Request, userId: string | undefined) {
  const { user, session } = await guardDashboard(context, request);
  const target = await loadTarget(context, userId);
  const form = await readForm(request);
  if (form.get("intent") === "assign-caseworker") {
    const audit = { actorUserId: user.id, sessionId: session.id, clientHash: context.rateLimiter.clientKey(context.clientIp) ?? null };
    return assignCaseworkerAction(context.database.db, target, form.get("caseworker"), audit);
  }
  // The same parse as the browser's check (useSchemaForm), so both refuse a name with the same words.
  const submission = parseWithZod(form, { schema: adminActionSchema });
  if (submission.status !== "success") {
    const organisationError = submission.error?.organisation?.[0];
    const chooseError = submission.error?.organisationId?.[0];
    if (chooseError) return data({ error: chooseError, confirmation: null }, { status: 400 });
    if (organisationError) {
      const typed = form.get("organisation");
      return data({ error: organisationError, confirmation: null, organisation: typeof typed === "string" ? typed : "" }, { status: 400 });
    }
    return data({ error: "That action was not recognised. Choose one of the buttons on this page.", confirmation: null }, { status: 400 });
  }
  const parsed = { data: submission.value };

  const decision = decideAdminAction({ id: user.id }, target, parsed.data);
  if (decision.kind === "refuse") {
    // A missing or too long name is the form's fault (400); anything else conflicts with the account's state.
    const organisationIntent = parsed.data.intent === "create-organisation" || parsed.data.intent === "join-organisation";
    const formFault = organisationIntent && hasRole(target, "employer", "partner");
    const status = formFault ? 400 : 409;
    // Only a refused link comes back with the name typed, so only then does the organisation form show the refusal.
    const typed = parsed.data.intent === "create-organisation" ? { organisation: parsed.data.organisation ?? "" } : {};
    return data({ error: decision.message, confirmation: null, ...typed }, { status });
  }
  if (decision.kind === "confirm") {
    const { kind: _kind, ...question } = decision;
    return { error: null, confirmation: { intent: parsed.data.intent, role: parsed.data.role, ...question } };
  }

  const applied = await applyAdminAction(
    context.database.db,
    target,
    { intent: decision.intent, role: decision.role, organisation: decision.organisation, organisationId: decision.organisationId },
    { actorUserId: user.id, sessionId: session.id, clientHash: context.rateLimiter.clientKey(context.clientIp) },
    context.env.publicUrl,
    context.env.organisation,
  );
  if (applied === "name-taken") {
    return data({ error: organisationMessages.taken, confirmation: null, organisation: decision.organisation ?? "" }, { status: 409 });
  }
  if (applied === "already-member" || applied === "has-organisation") {
    const message = applied === "already-member" ? organisationMessages.alreadyMember : organisationMessages.hasOrganisation;
    return data({ error: message, confirmation: null, ...(decision.intent === "create-organisation" ? { organisation: decision.organisation ?? "" } : {}) }, { status: 409 });
  }
  if (applied === "no-organisation") {
    return data({ error: "There is no such organisation of this account's kind. Choose one from the list.", confirmation: null }, { status: 404 });
  }
  if (!applied) {
    return data(
      { error: "Someone has just changed this account, so nothing was done. Check what it shows now before trying again.", confirmation: null },
      { status: 409 },
    );
  }
  if (decision.intent === "approve" || decision.intent === "reject") context.mailWorker.wake();
  context.logger.info({ intent: decision.intent, subjectUserId: target.id }, "admin action");

  // Signing yourself out everywhere ends this session too.
  if (decision.intent === "revoke-sessions" && target.id === user.id) throw redirect("/sign-in");
  throw redirect(`${areaPath("adminAccount", { userId: target.id })}?done=${decision.intent}`);
}

/** The list page has nothing to post; a POST is guarded first all the same. */
export async function adminListAction(context: AppLoadContext, request: Request): Promise<never> {
  await guardDashboard(context, request);
  throw data("This page does not accept form submissions.", { status: 405, headers: { Allow: "GET, HEAD" } });
}

async function assignCaseworkerAction(
  db: AppLoadContext["database"]["db"],
  target: { id: string; name: string; role: string },
  caseworker: FormDataEntryValue | null,
  audit: { actorUserId: string; sessionId: string; clientHash: string | null },
) {
  const refuse = (error: string) => data({ error, confirmation: null }, { status: 400 });
  if (!hasRole(target, "candidate")) return refuse("Only a candidate account has a caseworker.");
  if (typeof caseworker !== "string" || !ACCOUNT_ID.test(caseworker)) return refuse("Choose a caseworker.");
  const outcome = await assignCaseworker(db, { candidateUserId: target.id, candidateName: target.name, caseworkerUserId: caseworker }, audit);
  if (outcome === "not-a-caseworker") return refuse("Choose a caseworker from the list: that account is not an active caseworker.");
  throw redirect(`${areaPath("adminAccount", { userId: target.id })}?done=assign-caseworker`);
}
