import { Check, Plus, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { SKILL_MAX_LENGTH, addSkillIfAbsent, addTypedSkill, hasSkill, removeSkillAt, suggestedSkills } from "../skills";
import { controlClasses } from "~/components/ui/field";
import type { StepProps } from "./step-props";

export function StepSkills({ draft, update, announce }: StepProps) {
  const [typed, setTyped] = useState("");
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  function addTyped() {
    const skill = typed.trim();
    if (!skill) return;
    update((current) => ({ skills: addTypedSkill(current.skills, skill) }));
    setTyped("");
    announce(`Added ${skill}.`);
  }

  function addSuggested(skill: string) {
    if (hasSkill(draft.skills, skill)) {
      announce(`${skill} is already in your skills.`);
      return;
    }
    update((current) => ({ skills: addSkillIfAbsent(current.skills, skill) }));
    announce(`Added ${skill}.`);
  }

  function remove(index: number) {
    const skill = draft.skills[index];
    update((current) => ({ skills: removeSkillAt(current.skills, index) }));
    announce(`Removed ${skill}.`);
    // Keep focus in the list: on the skill that moved into this place, or the one before, or back on the input.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button");
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? inputRef.current)?.focus();
    });
  }

  return (
    <div className="space-y-8">
      <p className="text-lg">
        List the things you are good at. Include skills from jobs, prison work, training, volunteering and everyday life, such as
        managing money or caring for someone.
      </p>

      <div>
        <label htmlFor={inputId} className="block font-semibold">
          Add a skill
        </label>
        <p id={`${inputId}-hint`} className="mt-1 text-ink-soft">
          Type one skill (up to {SKILL_MAX_LENGTH} characters), then press Enter or Add.
        </p>
        <div className="mt-2 flex gap-3">
          <input
            ref={inputRef}
            id={inputId}
            aria-describedby={`${inputId}-hint`}
            className={controlClasses(false, "min-h-11 flex-1")}
            value={typed}
            maxLength={SKILL_MAX_LENGTH}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                addTyped();
              }
            }}
          />
          <Button onClick={addTyped}>Add</Button>
        </div>
      </div>

      <section aria-labelledby={`${inputId}-yours`}>
        <h3 id={`${inputId}-yours`} className="text-xl font-bold">
          Your skills
        </h3>
        {draft.skills.length === 0 ? (
          <p className="mt-2 text-ink-soft">You have not added any skills yet.</p>
        ) : (
          <ul ref={listRef} className="mt-3 flex flex-wrap gap-2">
            {draft.skills.map((skill, index) => (
              <li key={`${index}-${skill}`} className="flex items-center gap-1 rounded-full bg-brand-700 py-1 pl-4 pr-1 text-white">
                {skill}
                <button
                  type="button"
                  aria-label={`Remove ${skill}`}
                  onClick={() => remove(index)}
                  className="grid size-8 place-items-center rounded-full hover:bg-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${inputId}-ideas`}>
        <h3 id={`${inputId}-ideas`} className="text-xl font-bold">
          Ideas to add
        </h3>
        <p className="mt-1 text-ink-soft">Choose any that are true for you.</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {suggestedSkills.map((skill) => {
            const added = hasSkill(draft.skills, skill);
            return (
              <li key={skill}>
                <button
                  type="button"
                  onClick={() => addSuggested(skill)}
                  className={`inline-flex min-h-10 items-center gap-1 rounded-full border-2 px-3 py-1 font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ${
                    added ? "border-brand-700 bg-brand-50 text-brand-800" : "border-ink-soft bg-white text-ink hover:bg-brand-50"
                  }`}
                >
                  {added ? <Check aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
                  <span className="sr-only">Add </span>
                  {skill}
                  {added ? <span className="sr-only"> (already added)</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
