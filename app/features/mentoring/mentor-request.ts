/** Asking for a mentor (browser-safe): the support action it creates for the team, and what the page says. */

export const MENTOR_REQUEST_TITLE = "Find a mentor (asked for by the candidate)";

export const mentorRequestMessages = {
  done: "You have asked for a mentor. Our team will be in touch to talk about who would suit you.",
  already: "You have already asked for a mentor. Our team will be in touch.",
  unknown: "That action was not recognised. Use the button on this page.",
};
