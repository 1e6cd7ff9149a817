import type { AppLoadContext } from "react-router";
import { requireUser } from "~/features/auth/guard.server";
import { accountStatusLabels, needsSecondFactor, roleLabels } from "~/features/auth/roles";
import type { CurrentSession } from "~/features/auth/session.server";
import { formatRelativeDay } from "~/lib/dates";
import { requestAfterAction } from "./request-cookies.server";
import type { AccountView, DeviceView, TwoFactorView } from "./types";
import { describeDevice } from "./user-agent";

type StoredSession = {
  id: string;
  token: string;
  userAgent?: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  expiresAt: Date | string;
};

/**
 * The person's live sessions, read through better-auth's own adapter. (Its list-sessions endpoint refuses
 * sessions older than a day, which would hide the list from anyone who stays signed in.)
 */
export async function liveSessions(context: AppLoadContext, userId: string): Promise<StoredSession[]> {
  const auth = await context.auth.$context;
  const sessions = (await auth.internalAdapter.listSessions(userId)) as StoredSession[];
  const now = Date.now();
  return sessions.filter((session) => new Date(session.expiresAt).getTime() > now);
}

export function toDeviceViews(sessions: StoredSession[], currentSessionId: string, now = new Date()): DeviceView[] {
  return sessions
    .map((session) => {
      const device = describeDevice(session.userAgent);
      return {
        id: session.id,
        label: device.label,
        kind: device.kind,
        signedInAt: formatRelativeDay(new Date(session.createdAt), now),
        lastActiveAt: session.id === currentSessionId ? "Now" : formatRelativeDay(new Date(session.updatedAt), now),
        current: session.id === currentSessionId,
        sortKey: new Date(session.updatedAt).getTime(),
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current) || b.sortKey - a.sortKey)
    .map(({ sortKey: _sortKey, ...device }) => device);
}

type TwoFactorRow = { verified?: boolean | null };

/** The authenticator record, if any: `verified` is false while a set-up waits for its first code. */
export async function authenticatorRecord(context: AppLoadContext, userId: string): Promise<TwoFactorRow | null> {
  const auth = await context.auth.$context;
  return auth.adapter.findOne<TwoFactorRow>({ model: "twoFactor", where: [{ field: "userId", value: userId }] });
}

function emailCodeSettings(context: AppLoadContext): { available: boolean; minutes: number } {
  const plugin = context.auth.options.plugins?.find((candidate) => candidate.id === "two-factor") as
    { options?: { otpOptions?: { sendOTP?: unknown; period?: number } } } | undefined;
  const otp = plugin?.options?.otpOptions;
  return { available: Boolean(otp?.sendOTP), minutes: otp?.period ?? 3 };
}

async function twoFactorView(context: AppLoadContext, current: CurrentSession): Promise<TwoFactorView> {
  const { user } = current;
  const record = user.twoFactorEnabled ? await authenticatorRecord(context, user.id) : null;
  const authenticator = Boolean(record && record.verified !== false);
  let backupCodesLeft: number | null = null;
  if (authenticator) {
    try {
      const { backupCodes } = await context.auth.api.viewBackupCodes({ body: { userId: user.id } });
      backupCodesLeft = backupCodes.length;
    } catch (error) {
      context.logger.warn({ err: error }, "account: could not count backup codes");
    }
  }
  const email = emailCodeSettings(context);
  return {
    enabled: user.twoFactorEnabled,
    authenticator,
    emailCodesAvailable: email.available,
    emailCodeMinutes: email.minutes,
    backupCodesLeft,
    required: needsSecondFactor(user),
  };
}

/** Everything the account page shows. Any signed-in person may open it, whatever their role or status. */
export async function loadAccountView(context: AppLoadContext, request: Request): Promise<AccountView> {
  const current = await requireUser(context, requestAfterAction(context, request));
  const { user, session } = current;
  const [twoFactor, sessions] = await Promise.all([twoFactorView(context, current), liveSessions(context, user.id)]);
  const url = new URL(request.url);
  return {
    user: {
      name: user.name,
      email: user.email,
      roleLabel: roleLabels[user.role],
      statusLabel: accountStatusLabels[user.accountStatus],
    },
    setupRequested: url.searchParams.get("setup") === "two-factor",
    twoFactor,
    devices: toDeviceViews(sessions, session.id),
  };
}
