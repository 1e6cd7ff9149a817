import type { ComponentProps, ReactNode, Ref } from "react";
import { useNavigation } from "react-router";
import { Link } from "~/components/ui/router-link";

/**
 * primary: the one main action. secondary: a bright alternative. outline: a lesser action beside a primary.
 * danger: confirms something that cannot be undone; danger-outline: offers it. link: an action that reads as a
 * link (still a button, still at least 24px tall). ghost and inverse: navigation on tinted or dark bands.
 */
export type Variant = "primary" | "secondary" | "outline" | "danger" | "danger-outline" | "link" | "ghost" | "inverse";
type Size = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus " +
  "disabled:cursor-not-allowed disabled:opacity-60 min-h-11 text-center";

const variants: Record<Variant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "bg-accent-300 text-ink hover:bg-accent-400",
  outline: "border-2 border-brand-700 text-brand-800 bg-white hover:bg-brand-50",
  danger: "bg-danger text-white hover:bg-red-900",
  "danger-outline": "border-2 border-danger bg-white text-danger hover:bg-red-50",
  link: "",
  ghost: "text-brand-800 underline-offset-4 hover:underline",
  inverse: "bg-white text-brand-800 hover:bg-brand-50",
};

const sizes: Record<Size, string> = {
  md: "px-4 py-2 text-base",
  lg: "px-6 py-3 text-lg",
};

const linkLook =
  "inline-flex min-h-6 items-center font-semibold text-brand-800 underline underline-offset-4 hover:no-underline " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60";

export function buttonClasses(variant: Variant = "primary", size: Size = "md", extra = "") {
  if (variant === "link") return `${linkLook} ${extra}`.trim();
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type ButtonProps = ComponentProps<"button"> & { variant?: Variant; size?: Size };

export function Button({ variant, size, className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: Variant; size?: Size };

/** A link that looks like a button: use it for navigation, Button for actions. */
export function ButtonLink({ variant, size, className = "", ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}

/** True while a form is being sent (JavaScript only); with `intent`, only the form whose intent field matches. */
export function useSubmitting(intent?: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
}

/**
 * A form's submit button. While its form is being sent it is disabled and says what is happening
 * (`pendingLabel`, e.g. 'Signing in...'); on a page sent without React, app/lib/enhance-submit-label.js does the
 * same from `data-submitting-label`; without JavaScript it simply submits. `intent` matches the form's
 * hidden "intent" field, so on a page of several forms only the button of the form being sent changes.
 */
export function SubmitButton({
  children,
  pendingLabel,
  intent,
  variant = "primary",
  size = "md",
  className = "",
  ref,
}: {
  children: ReactNode;
  pendingLabel: string;
  /** useSchemaForm's `submitButton`, so a click here counts as an attempt to send the form. */
  ref?: Ref<HTMLButtonElement>;
  intent?: string;
  variant?: Variant;
  size?: Size;
  className?: string;
}) {
  const submitting = useSubmitting(intent);
  return (
    <Button ref={ref} type="submit" variant={variant} size={size} className={className} disabled={submitting} aria-disabled={submitting || undefined} data-submitting-label={pendingLabel}>
      {submitting ? pendingLabel : children}
    </Button>
  );
}
