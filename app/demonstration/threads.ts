/** Demonstration message threads: who wrote when, and who has read what. */
import type { PartyKind } from "../../db/schema/vocabulary";
import type { DemonstrationRows } from "./rows";
import { workingTime, type Generator } from "./random";

export type Party = { kind: PartyKind; id: string; name: string };

/** What a thread is about, which decides what each side says: "organisation" is the employer or the partner. */
export type ThreadTopic = "support" | "application" | "referral";

/**
 * A thread of `count` messages, the parties taking turns, within `spanDays` before the anchor. The parties of
 * the kinds in `unreadBy` have not read the last message; everyone else has read to the end.
 */
export function addThread(
  g: Generator,
  rows: DemonstrationRows,
  anchor: Date,
  person: { id: string },
  topic: ThreadTopic,
  subject: string,
  parties: Party[],
  count: number,
  spanDays: number,
  unreadBy: PartyKind[],
) {
  const firstAt = workingTime(anchor, -g.int(2, Math.max(3, spanDays)), g);
  const threadId = g.id(firstAt);
  let at = firstAt;
  const sent: { party: Party; at: Date }[] = [];
  for (let k = 0; k < count; k++) {
    if (k > 0) at = new Date(Math.min(at.getTime() + g.int(2, 72) * 3600_000, anchor.getTime() - (count - k) * 60_000));
    // The last message comes from someone other than the party left with it unread.
    const sender = k === count - 1 && unreadBy.length > 0 ? parties.find((p) => !unreadBy.includes(p.kind))! : parties[k % parties.length]!;
    const turn = sent.filter((s) => s.party.id === sender.id).length;
    sent.push({ party: sender, at });
    rows.messages.push({ id: g.id(at), threadId, senderKind: sender.kind, senderId: sender.id, senderName: sender.name, body: messageBody(g, topic, sender.kind, turn), sentAt: at });
  }
  const lastAt = sent[sent.length - 1]!.at;
  rows.messageThreads.push({ id: threadId, subject, candidateId: person.id, demo: true, createdAt: firstAt, lastMessageAt: lastAt });
  for (const party of parties) {
    const unread = unreadBy.includes(party.kind);
    const own = sent.filter((s) => s.party.id === party.id).at(-1)?.at ?? null;
    rows.threadParticipants.push({ threadId, partyKind: party.kind, partyId: party.id, lastReadAt: unread ? (own && own < lastAt ? own : null) : lastAt });
  }
}

// Four lines for every side of every topic: a pick draws the same one number whatever the list.
const lines: Record<ThreadTopic, Partial<Record<PartyKind, string[]>>> = {
  support: {
    candidate: ["Thanks, that works for me.", "Can we move it to the afternoon? I have a probation appointment.", "I sent the form back this morning.", "Is there anything I should bring?"],
    caseworker: ["Just checking in before Thursday. Anything you need from me?", "I have found two warehouse roles near you. Shall we look at them on Thursday?", "I have put the new date in your calendar.", "Well done on getting this far."],
  },
  application: {
    candidate: ["Thanks, that works for me.", "Can we move it to the afternoon? I have a probation appointment.", "I sent the form back this morning.", "Is there anything I should bring?"],
    caseworker: ["Good news: they would like to meet you.", "I can help you get ready for the interview.", "I have put the interview in your calendar.", "Well done on getting this far."],
    organisation: ["We would like to invite you to an interview next week.", "Thank you for applying. We will be in touch within a week.", "Could you send the disclosure letter ahead of the interview?", "We have a start date for you."],
  },
  referral: {
    organisation: [
      "Just checking how the first meeting went.",
      "They have a probation appointment on Thursday morning, so afternoons suit them better this week.",
      "They asked whether you can help with clothes for interviews.",
      "They told us the interview went well. Thank you for your help.",
    ],
    caseworker: ["Thanks for the referral. We met them on Tuesday and agreed a plan.", "They came to the CV session and did well.", "We have booked them in for interview practice next week.", "What is the best time to call them?"],
  },
};

/**
 * What the `turn`-th message from one side says. A referral conversation is a story told in order (the thanks
 * for the referral comes first), so its lines are taken in turn; the others are drawn. A line is drawn either way,
 * so the rest of the set does not move.
 */
function messageBody(g: Generator, topic: ThreadTopic, kind: PartyKind, turn: number): string {
  const said = lines[topic][kind] ?? lines.support.caseworker!;
  const drawn = g.pick(said);
  return topic === "referral" ? said[turn % said.length]! : drawn;
}
