import { TextArea } from "~/components/ui/field";
import type { StepProps } from "./step-props";

export function StepSummary({ draft, update }: StepProps) {
  return (
    <div className="space-y-6">
      <p className="text-lg">
        This is the first thing an employer reads. In 2 to 4 sentences, say what you are good at, what you have done, and the
        kind of work you want.
      </p>
      <div className="rounded-xl border border-line bg-brand-50 p-5">
        <p className="font-semibold">An example</p>
        <p className="mt-2">
          &ldquo;Reliable, hard-working catering assistant with two years&rsquo; experience in a busy kitchen. I hold a Level 2
          Food Hygiene certificate and work well in a team. I am looking for a full-time kitchen job where I can keep
          learning.&rdquo;
        </p>
      </div>
      <TextArea
        label="Your professional summary"
        hint="Write it in your own words. You can change it at any time."
        rows={6}
        value={draft.summary}
        onChange={(event) => update({ summary: event.target.value })}
      />
    </div>
  );
}
