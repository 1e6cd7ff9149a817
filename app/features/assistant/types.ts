/** What the assistant answers, shared by the server and the page. */
export type AssistantMode = "search" | "model";

export type AssistantAnswer = {
  question: string;
  mode: AssistantMode;
  paragraphs: string[];
  sources: { title: string; href: string; source: string }[];
  /** Said above the answer when the model was asked but the search answer is shown instead. */
  notice?: string;
};
