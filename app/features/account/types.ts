import type { FieldErrors, Intent } from "./schema";

/** What the /account action answers for each form. Passwords are never sent back. */
export type AccountActionResult = {
  intent: Intent;
  /** Unique per submission: forms remount on a new one, which clears any password typed. */
  id: string;
  ok: boolean;
  /** A success message, or a problem that belongs to the whole form. */
  message?: string;
  errors?: FieldErrors;
  /** What the person typed, to put back in the form after an error (never a password). */
  values?: Record<string, string>;
  /** An authenticator app set-up in progress: the QR code and the secret. */
  authenticator?: {
    totpUri: string;
    qrCodeDataUri: string;
    secretForDisplay: string;
    accountName: string;
    issuer: string;
  };
  /** New backup codes: shown in this response only. */
  backupCodes?: string[];
};

export type DeviceView = {
  id: string;
  label: string;
  kind: "phone" | "tablet" | "computer" | null;
  signedInAt: string;
  lastActiveAt: string;
  current: boolean;
};

export type TwoFactorView = {
  enabled: boolean;
  /** An authenticator app is set up and confirmed. */
  authenticator: boolean;
  /** Email codes can be chosen at sign-in whenever two-step sign-in is on. */
  emailCodesAvailable: boolean;
  /** How long an emailed code works. */
  emailCodeMinutes: number;
  backupCodesLeft: number | null;
  /** The account's role requires two-step sign-in before other people's data can be seen. */
  required: boolean;
};

export type AccountView = {
  user: { name: string; email: string; roleLabel: string; statusLabel: string };
  /** The guard sent the person here to set up two-step sign-in. */
  setupRequested: boolean;
  twoFactor: TwoFactorView;
  devices: DeviceView[];
};

/** The result if it belongs to one of these forms, so each form shows only its own messages. */
export function resultFor(result: AccountActionResult | undefined, ...intents: Intent[]): AccountActionResult | undefined {
  return result && intents.includes(result.intent) ? result : undefined;
}

/** The two-step sign-in section of /account, where its forms come back to. */
export const TWO_STEP_ANCHOR = "two-step-sign-in";
