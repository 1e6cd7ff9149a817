import { Plus, Trash2 } from "lucide-react";
import { useRef } from "react";
import { Button } from "~/components/ui/button";
import { validateMonthRange } from "~/lib/dates";
import { type Experience, emptyExperience } from "../draft";
import { applyPrisonTemplate, findPrisonTemplate, prisonTemplates } from "../prison-templates";
import { Checkbox, TextArea, TextField } from "~/components/ui/field";
import { MonthYearField } from "~/components/ui/month-year-field";
import type { StepProps } from "./step-props";
import { useFocusNewItem } from "./use-focus-new-item";

export function StepExperience({ draft, update, announce }: StepProps) {
  const focusNewItem = useFocusNewItem("job-title");
  const addRef = useRef<HTMLButtonElement>(null);

  const change = (id: string, patch: Partial<Experience>) =>
    update((current) => ({ experiences: current.experiences.map((item) => (item.id === id ? { ...item, ...patch } : item)) }));

  function add() {
    const item = emptyExperience();
    update((current) => ({ experiences: [...current.experiences, item] }));
    focusNewItem(item.id);
    announce(`Job ${draft.experiences.length + 1} added.`);
  }

  function remove(id: string, number: number) {
    update((current) => ({ experiences: current.experiences.filter((item) => item.id !== id) }));
    announce(`Job ${number} removed.`);
    addRef.current?.focus();
  }

  function chooseTemplate(item: Experience, key: string) {
    const template = findPrisonTemplate(key);
    if (!template) return;
    const result = applyPrisonTemplate(item, draft.skills, template);
    update((current) => ({
      experiences: current.experiences.map((existing) => (existing.id === item.id ? result.experience : existing)),
      skills: result.skills,
    }));
    const added = result.addedSkills.length;
    announce(
      `Filled in ${template.jobTitle} and a description you can change. ${
        added ? `${added} ${added === 1 ? "skill" : "skills"} added to Your Skills.` : "Its skills were already in Your Skills."
      }`,
    );
  }

  return (
    <div className="space-y-6">
      <div className="space-y-3 text-lg">
        <p>Add jobs, work placements and volunteering, starting with the most recent.</p>
        <p>
          Work you did in prison counts: it is real experience. For work in prison, you choose what to write as the employer,
          for example the organisation that ran the kitchen or workshop.
        </p>
      </div>

      {draft.experiences.length === 0 ? <p className="rounded-lg bg-brand-50 p-4">You have not added any jobs yet.</p> : null}

      <ol className="space-y-6">
        {draft.experiences.map((item, index) => {
          const number = index + 1;
          const errors = validateMonthRange(item);
          return (
            <li key={item.id}>
              <fieldset className="space-y-5 rounded-xl border border-line p-5 sm:p-6">
                <legend className="px-1 text-xl font-bold">Job {number}</legend>
                <TextField
                  id={`job-title-${item.id}`}
                  label="Job title"
                  value={item.jobTitle}
                  onChange={(event) => change(item.id, { jobTitle: event.target.value })}
                />
                <TextField
                  label="Employer or organisation"
                  autoComplete="organization"
                  value={item.company}
                  onChange={(event) => change(item.id, { company: event.target.value })}
                />
                <Checkbox
                  label="This was work inside prison"
                  hint="Tick this to see examples of how to describe prison work."
                  checked={item.isPrisonWork}
                  onChange={(event) => change(item.id, { isPrisonWork: event.target.checked })}
                />
                {item.isPrisonWork ? (
                  <div role="group" aria-labelledby={`templates-${item.id}`} className="rounded-lg bg-brand-50 p-4">
                    <p id={`templates-${item.id}`} className="font-semibold">
                      What work did you do?
                    </p>
                    <p className="mt-1 text-ink-soft">
                      Choosing one fills in a job title and a description you can change, and adds its skills to Your Skills.
                    </p>
                    <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                      {prisonTemplates.map((template) => (
                        <li key={template.key}>
                          <Button variant="outline" className="w-full flex-col gap-0" onClick={() => chooseTemplate(item, template.key)}>
                            <span>{template.label}</span> <span className="text-sm font-normal">{template.jobTitle}</span>
                          </Button>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                <div className="grid gap-5 sm:grid-cols-2">
                  <MonthYearField
                    legend="Start date"
                    hint="For example, 4 and 2023 for April 2023"
                    value={item.startDate}
                    error={errors.startDate}
                    onChange={(startDate) => change(item.id, { startDate })}
                  />
                  <MonthYearField
                    legend="End date"
                    hint="For example, 1 and 2024 for January 2024"
                    value={item.endDate}
                    disabled={item.current}
                    error={errors.endDate}
                    onChange={(endDate) => change(item.id, { endDate })}
                  />
                </div>
                <Checkbox
                  label="I currently work here"
                  checked={item.current}
                  onChange={(event) => change(item.id, event.target.checked ? { current: true, endDate: "" } : { current: false })}
                />
                <TextArea
                  label="What you did"
                  hint="Put each point on a new line. Start a line with • or - to make it a bullet point."
                  rows={6}
                  value={item.description}
                  onChange={(event) => change(item.id, { description: event.target.value })}
                />
                <Button variant="ghost" className="px-0" onClick={() => remove(item.id, number)}>
                  <Trash2 aria-hidden="true" className="size-5" />
                  Remove job {number}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>

      <Button ref={addRef} variant="outline" onClick={add}>
        <Plus aria-hidden="true" className="size-5" />
        {draft.experiences.length ? "Add another job" : "Add a job"}
      </Button>
    </div>
  );
}
