import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { ExternalLink, Prose, TextLink } from "~/components/ui/prose";
import { PageHero, Section } from "~/components/ui/section";
import { answerQuestion, assistantModeOf } from "~/features/assistant/answer.server";
import { AssistantBox, ReachAPerson, type AssistantView } from "~/features/assistant/components/assistant-box";
import { questionSchema } from "~/features/assistant/question";
import { guideSections } from "~/features/disclosure-check/rule-wording";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/ai-tools";
import type { PageHandle } from "~/lib/page-scripts";
import { readForm } from "~/lib/read-form.server";

// The assistant's form is a plain form posted to this page, which answers with the page and the answer, so it is
// sent without React's scripts (docs/decisions/0017): app/lib/enhance-answers.js moves focus to the answer and shows
// 'Finding an answer...' while the question is sent. Anonymous copies are cached: the page depends on nothing but
// the configuration.
export const handle: PageHandle = { scripts: false, enhance: ["submit-label", "answers"], cache: true };

export const meta = () =>
  pageMeta(
    "AI Tools",
    "A disclosure helper that works out when a caution or conviction is spent in England and Wales, and an assistant that answers your questions from our guides, day or night.",
  );

export function loader({ context }: Route.LoaderArgs) {
  const mode = assistantModeOf(context);
  return { mode, model: mode === "model" ? context.env.assistant.model : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  // The form's schema, as the browser checks it: the page comes back with the message and what was typed.
  const submission = parseWithZod(form, { schema: questionSchema });
  if (submission.status !== "success") return data<AssistantView>({ kind: "refused", result: submission.reply() }, { status: 422 });
  const result = await answerQuestion(context, submission.value.question);
  if (result.kind === "answer") return data<AssistantView>(result);
  const refusal = result.kind === "invalid" ? submission.reply({ fieldErrors: { question: [result.message] } }) : submission.reply({ formErrors: [result.message] });
  return data<AssistantView>({ kind: "refused", result: refusal }, { status: result.kind === "invalid" ? 422 : 429 });
}

export default function AiToolsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="AI Tools"
        lead={
          <p>
            Two tools to help you get ready for applications: a disclosure helper that works out when a caution or conviction is spent,
            and an assistant that answers your questions from our guides, 24 hours a day.
          </p>
        }
      >
        <ButtonLink to="/candidates/ai-tools/checker" variant="secondary" size="lg">
          Start the disclosure helper
        </ButtonLink>
        <ButtonLink to="#ask" variant="inverse" size="lg">
          Ask a question
        </ButtonLink>
      </PageHero>

      <Section id="disclosure-helper" title="Disclosure helper: is your conviction spent?">
        <Prose>
          <p>
            Answer a few questions, one at a time, about each caution or conviction you have had in England or Wales. The helper tells
            you:
          </p>
          <ul>
            <li>whether it is spent, or the date it will be spent;</li>
            <li>what you need to say if an employer asks, or asks for a basic check;</li>
            <li>
              whether it would show on a standard or enhanced check (for roles such as work with children or vulnerable adults), or
              whether it is filtered and never has to be disclosed;
            </li>
            <li>which rule it used, with a link to our Legal and Rights guide.</li>
          </ul>
          <p>
            It works on your phone and without JavaScript. <strong>Nothing you enter is stored.</strong> You can print your results or
            save them as a PDF, and use them in our <TextLink to="/cv-builder?step=disclosure">CV builder</TextLink> to decide whether you
            need a disclosure letter.
          </p>
          <p className="rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3">
            <strong>It follows the law since 28 October 2023.</strong> Many convictions now become spent sooner: for example, a prison
            sentence of 1 year or less is spent 1 year after it ends (6 months if you were under 18). Tables from before that change, some
            still found online, give longer periods and are out of date. See the{" "}
            <TextLink to={guideSections.periods}>current rehabilitation periods</TextLink>.
          </p>
          <p>
            It works out dates for England and Wales only. Scotland and Northern Ireland have their own law: please{" "}
            <TextLink to="/request-callback">ask us to call you back</TextLink> instead. This is general information, not legal advice.
          </p>
        </Prose>
        <div className="mt-8">
          <ButtonLink to="/candidates/ai-tools/checker" size="lg">
            Start the disclosure helper
          </ButtonLink>
        </div>
      </Section>

      <Section
        id="ask"
        title="Ask a question"
        tone="tinted"
        intro="Ask about spent convictions, criminal record checks, disclosure, ID, housing, training or work. You can ask at any time, day or night."
      >
        <AssistantBox mode={loaderData.mode} model={loaderData.model} view={actionData} />
      </Section>

      <Section id="talk-to-a-person" title="Talk to a person">
        <div className="max-w-3xl text-lg">
          <p>
            Our team can help with anything these tools cannot answer, including your own case. Other free help:{" "}
            <ExternalLink href="https://unlock.org.uk">Unlock, the charity for people with convictions</ExternalLink>.
          </p>
          <ReachAPerson />
        </div>
      </Section>
    </>
  );
}
