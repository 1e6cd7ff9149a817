import { type Fields, type StepErrors, wizardMessages } from "./answer-checks";
import { type Answers, MAX_RECORDS } from "./answers";
import { questionTable, step } from "./questions";
import { type WizardState, initialState } from "./state";
import { type Step } from "~/features/disclosure-check/questions";

/**
 * Moving through the checker's questions: `advance` takes the posted fields and returns the next state. What each
 * question asks, how its answer is read and where it leads are in the question table (questions.ts); this file
 * only applies it, and handles the buttons every page shares. Pure and browser-safe.
 */

export type Advance = { state: WizardState; errors?: undefined } | { state: WizardState; errors: StepErrors };

/**
 * Applies what was posted for the current question. `intent` is "next" (the Continue button), "back", "restart",
 * "remove:<record>" on the check-answers page.
 */
export function advance(state: WizardState, form: Fields, intent: string, today: string): Advance {
  const { answers, step: current, history } = state;
  if (intent === "restart") return { state: initialState() };
  if (intent === "back") {
    const previous = history.at(-1);
    return { state: previous ? { answers, step: previous, history: history.slice(0, -1) } : state };
  }
  if (intent.startsWith("remove:")) {
    const r = Number(intent.slice("remove:".length));
    if (current.q !== "check-answers" || !Number.isInteger(r) || !answers.records[r]) return { state };
    // A sentence that ran after custody keeps pointing at the same record (or at none, when that one is removed).
    const moved = (after: string) => (after === "" || after === "no" ? after : Number(after) === r ? "" : Number(after) > r ? String(Number(after) - 1) : after);
    const records = answers.records
      .filter((_record, index) => index !== r)
      .map((record) => ({ ...record, sentences: record.sentences.map((sentence) => ({ ...sentence, consecutiveWith: moved(sentence.consecutiveWith) })) }));
    const next: Answers = { ...answers, records };
    // Earlier steps may name records that are gone: going back starts from the list.
    if (records.length === 0) return { state: { answers: next, step: step("record-type", 0), history: [step("jurisdiction")] } };
    return { state: { answers: next, step: current, history: [step("jurisdiction")] } };
  }
  if (intent === "add-record" && current.q === "check-answers") {
    if (answers.records.length >= MAX_RECORDS) return { state, errors: { _form: wizardMessages.tooManyRecords } };
    return go(state, answers, step("record-type", answers.records.length));
  }

  const question = questionTable[current.q];
  if (!question.next) return { state };
  const c = { answers, r: current.r, s: current.s, today };
  const errors: StepErrors = {};
  let choice: string | null = null;
  if (question.choice) {
    const value = form(question.choice.field);
    if (value !== null && question.choice.values(c).includes(value)) choice = value;
    else errors[question.choice.field] = question.choice.message;
  }
  // A page with only a choice saves nothing until one is made; a page with boxes keeps what was typed.
  const unanswered = question.answer === "choice" && choice === null;
  const next = unanswered || !question.save ? answers : question.save(c, { choice, form, errors });
  if (Object.keys(errors).length > 0) return { state: { ...state, answers: next }, errors };
  return go(state, next, question.next({ ...c, answers: next }, choice));
}

function go(state: WizardState, answers: Answers, target: Step): Advance {
  return { state: { answers, step: target, history: [...state.history, state.step].slice(-400) } };
}
