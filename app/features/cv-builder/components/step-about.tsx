import { TextField } from "~/components/ui/field";
import type { StepProps } from "./step-props";

export function StepAbout({ draft, update }: StepProps) {
  return (
    <div className="space-y-6">
      <p className="text-lg">
        Employers use these details to contact you. Use an email address you check often and a phone number you answer.
      </p>
      <TextField label="Full name" autoComplete="name" value={draft.fullName} onChange={(event) => update({ fullName: event.target.value })} />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        spellCheck={false}
        value={draft.email}
        onChange={(event) => update({ email: event.target.value })}
      />
      <TextField label="Phone number" type="tel" autoComplete="tel" value={draft.phone} onChange={(event) => update({ phone: event.target.value })} />
      <TextField
        label="Town or city"
        hint="You do not need to give your full address."
        autoComplete="address-level2"
        value={draft.location}
        onChange={(event) => update({ location: event.target.value })}
      />
    </div>
  );
}
