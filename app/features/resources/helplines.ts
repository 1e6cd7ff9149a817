/**
 * Helplines shown on the hub. Only numbers we have checked belong here; the link is built from the
 * number people read, so the two can never disagree.
 */

export type Helpline = {
  name: string;
  /** Who it is for, in a sentence. */
  purpose: string;
  /** The number as people read and dial it. */
  number: string;
  /** "call" gives a tel: link; "text" gives an sms: link with the keyword as the message. */
  kind: "call" | "text";
  /** For text services: the word to send. */
  keyword?: string;
  /** When it is open and what it costs, as far as we know it. */
  availability: string;
};

export const emergencyNumber: Helpline = {
  name: "Emergency services",
  purpose: "If you or someone else is in immediate danger, or a life is at risk.",
  number: "999",
  kind: "call",
  availability: "Free, 24 hours a day",
};

export const crisisHelplines: readonly Helpline[] = [
  {
    name: "Samaritans",
    purpose: "Talk to someone about anything that is troubling you, including thoughts of suicide.",
    number: "116 123",
    kind: "call",
    availability: "Free, 24 hours a day, every day of the year",
  },
  {
    name: "Shout",
    purpose: "Text a trained volunteer if you are struggling to cope and would rather not talk.",
    number: "85258",
    kind: "text",
    keyword: "SHOUT",
    availability: "Free, 24 hours a day",
  },
  {
    name: "NHS 111",
    purpose: "Urgent medical help or advice, including mental health crisis support, when it is not an emergency.",
    number: "111",
    kind: "call",
    availability: "Free, 24 hours a day",
  },
  {
    name: "National Domestic Abuse Helpline",
    purpose: "Confidential support if you are experiencing domestic abuse, or are worried about someone who is.",
    number: "0808 2000 247",
    kind: "call",
    availability: "Free, 24 hours a day",
  },
];

export const adviceHelplines: readonly Helpline[] = [
  {
    name: "Citizens Advice Adviceline (England)",
    purpose: "Free advice on benefits, work, debt, housing and your rights.",
    number: "0800 144 8848",
    kind: "call",
    availability: "Free to call; check opening hours on the Citizens Advice website",
  },
  {
    name: "Shelter",
    purpose: "Emergency housing advice if you are homeless or about to lose your home (England).",
    number: "0808 800 4444",
    kind: "call",
    availability: "Free to call; check opening hours on the Shelter website",
  },
  {
    // Run by the charity Pact, whose own helpline page gives this number and these hours. 0808 808 2003 was the
    // number when Pact took the helpline over in 2018 and is no longer published by Pact. See docs/content-sources.md.
    name: "Prisoners' Families Helpline",
    purpose: "Support for families and friends of someone in prison or in the justice system. Run by the charity Pact.",
    number: "0808 808 3444",
    kind: "call",
    availability: "Free and confidential; Monday to Friday, 10am to 5pm",
  },
  {
    name: "National Debtline",
    purpose: "Free, confidential debt advice.",
    number: "0808 808 4000",
    kind: "call",
    availability: "Free to call; check opening hours on its website",
  },
  {
    name: "FRANK",
    purpose: "Honest information and advice about drugs.",
    number: "0300 123 6600",
    kind: "call",
    availability: "24 hours a day; calls cost the same as a normal landline call",
  },
];

/** The href for a helpline: tel: with the digits for calls, sms: with the keyword as the body for texts. */
export function helplineHref(helpline: Helpline): string {
  const digits = helpline.number.replace(/\D/g, "");
  if (helpline.kind === "text") {
    return helpline.keyword ? `sms:${digits}?body=${encodeURIComponent(helpline.keyword)}` : `sms:${digits}`;
  }
  return `tel:${digits}`;
}

/** The visible, self-explanatory link text, e.g. "Call Samaritans on 116 123". */
export function helplineLinkText(helpline: Helpline): string {
  if (helpline.kind === "text") {
    return helpline.keyword
      ? `Text ${helpline.keyword} to ${helpline.number}`
      : `Text ${helpline.name} on ${helpline.number}`;
  }
  return `Call ${helpline.name} on ${helpline.number}`;
}
