/** What the assistant answers, shared by the server and the page. */
export type AssistantMode = "search" | "model";

/** One part of an answer: lists and tables stay lists and tables on the page. */
export type Block =
  | { type: "paragraph"; text: string }
  | { type: "list"; items: string[] }
  | { type: "table"; caption: string; head: string[]; rows: string[][] };

export type AssistantAnswer = {
  question: string;
  mode: AssistantMode;
  blocks: Block[];
  sources: { title: string; href: string; source: string }[];
  /** Said above the answer when the model was asked but the search answer is shown instead. */
  notice?: string;
  /**
   * The disclosure helper opened with what the question told us, to confirm: the helper's own state, posted to it
   * (decision 0015 keeps a person's answers out of addresses), with the button's words.
   */
  checker?: { state: string; label: string };
};
