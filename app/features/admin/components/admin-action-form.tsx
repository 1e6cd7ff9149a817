import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { adminActionSchema, type AdminIntent, type AdminRole } from "../account-rules";
import { Button } from "~/components/ui/button";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { SchemaForm } from "~/components/ui/schema-form";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { areaPath } from "~/features/dashboards/areas";

/** A change that cannot be undone, asked about before it is made. */
export type Confirmation = {
  intent: AdminIntent;
  role?: AdminRole;
  question: string;
  consequence: string;
  confirmLabel: string;
};

type ButtonVariant = "primary" | "secondary" | "outline" | "danger" | "danger-outline";

/**
 * One admin action on the form kit: the browser checks adminActionSchema, as the action does, before sending.
 * `children` gets Conform's fields, for a form with something to type.
 */
export function ActionForm({
  id,
  intent,
  className,
  label,
  variant = "primary",
  busy,
  lastResult,
  hidden,
  children,
}: {
  id: string;
  intent: AdminIntent;
  className?: string;
  label: string;
  variant?: ButtonVariant;
  busy: boolean;
  lastResult?: SubmissionResult<string[]>;
  /** Further hidden values sent with the intent (a confirmed change and its role). */
  hidden?: Record<string, string>;
  children?: (fields: ReturnType<typeof useSchemaForm>["fields"]) => ReactNode;
}) {
  const kit = useSchemaForm({ id, schema: adminActionSchema, lastResult });
  return (
    <SchemaForm kit={kit} summary={["organisation"]} formErrors={[]} summaryClassName="mb-4 w-full" method="post" aria-label={label} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children?.(kit.fields)}
      <Button ref={kit.submitButton} type="submit" data-submitting-label="Saving..." variant={variant} disabled={busy}>
        {label}
      </Button>
    </SchemaForm>
  );
}

export function ConfirmAdminAction({ confirmation, busy, accountId }: { confirmation: Confirmation; busy: boolean; accountId: string }) {
  return (
    <div className="bg-white">
      <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
        <ConfirmPanel
          id="confirm-heading"
          level="h2"
          question={confirmation.question}
          consequence={confirmation.consequence}
          cancelTo={areaPath("adminAccount", { userId: accountId })}
          focusOn={confirmation}
          className="max-w-3xl p-5 sm:p-6"
        >
          <ActionForm
            id="admin-confirm"
            intent={confirmation.intent}
            hidden={{ ...(confirmation.role ? { role: confirmation.role } : {}), confirmed: "yes" }}
            label={confirmation.confirmLabel}
            variant="danger"
            busy={busy}
          />
        </ConfirmPanel>
      </div>
    </div>
  );
}
