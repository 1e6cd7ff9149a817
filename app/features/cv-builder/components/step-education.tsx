import { Plus, Trash2 } from "lucide-react";
import { useRef } from "react";
import { Button } from "~/components/ui/button";
import { validateYear } from "~/lib/dates";
import { type Education, emptyEducation } from "../draft";
import { Checkbox, TextField } from "~/components/ui/field";
import type { StepProps } from "./step-props";
import { useFocusNewItem } from "./use-focus-new-item";

export function StepEducation({ draft, update, announce }: StepProps) {
  const focusNewItem = useFocusNewItem("qualification");
  const addRef = useRef<HTMLButtonElement>(null);

  const change = (id: string, patch: Partial<Education>) =>
    update((current) => ({ education: current.education.map((item) => (item.id === id ? { ...item, ...patch } : item)) }));

  function add() {
    const item = emptyEducation();
    update((current) => ({ education: [...current.education, item] }));
    focusNewItem(item.id);
    announce(`Qualification ${draft.education.length + 1} added.`);
  }

  function remove(id: string, number: number) {
    update((current) => ({ education: current.education.filter((item) => item.id !== id) }));
    announce(`Qualification ${number} removed.`);
    addRef.current?.focus();
  }

  return (
    <div className="space-y-6">
      <div className="space-y-3 text-lg">
        <p>
          Add qualifications, courses, tickets and cards, such as a CSCS card, a forklift licence, English and maths, or a food
          hygiene certificate. Courses you did in prison count.
        </p>
        <p>
          Many certificates gained in prison are issued by a college or an awarding body, such as City &amp; Guilds. You can write
          that name instead of the prison&rsquo;s.
        </p>
      </div>

      {draft.education.length === 0 ? <p className="rounded-lg bg-brand-50 p-4">You have not added any qualifications yet.</p> : null}

      <ol className="space-y-6">
        {draft.education.map((item, index) => {
          const number = index + 1;
          return (
            <li key={item.id}>
              <fieldset className="space-y-5 rounded-xl border border-line p-5 sm:p-6">
                <legend className="px-1 text-xl font-bold">Qualification {number}</legend>
                <TextField
                  id={`qualification-${item.id}`}
                  label="Qualification or course"
                  hint="For example: Level 2 Certificate in Food Safety"
                  value={item.qualification}
                  onChange={(event) => change(item.id, { qualification: event.target.value })}
                />
                <TextField
                  label="Where you studied, or who awarded it"
                  value={item.institution}
                  onChange={(event) => change(item.id, { institution: event.target.value })}
                />
                <TextField
                  label="Year"
                  hint="For example, 2022"
                  inputMode="numeric"
                  maxLength={4}
                  className="max-w-48"
                  value={item.year}
                  error={validateYear(item.year)}
                  onChange={(event) => change(item.id, { year: event.target.value })}
                />
                <Checkbox
                  label="I gained this in prison"
                  hint="This is only for you. It is not shown on your CV."
                  checked={item.isPrisonEducation}
                  onChange={(event) => change(item.id, { isPrisonEducation: event.target.checked })}
                />
                <Button variant="ghost" className="px-0" onClick={() => remove(item.id, number)}>
                  <Trash2 aria-hidden="true" className="size-5" />
                  Remove qualification {number}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>

      <Button ref={addRef} variant="outline" onClick={add}>
        <Plus aria-hidden="true" className="size-5" />
        {draft.education.length ? "Add another qualification" : "Add a qualification"}
      </Button>
    </div>
  );
}
