/**
 * The demonstration data set's fixed points, browser-safe. The set is generated from a fixed seed
 * (app/demonstration), and each demonstration dashboard shows it from one made-up person's or organisation's
 * point of view: these are their ids. Demonstration rows carry `demo = true`; real views never read them.
 */
export const DEMO_PERSONAS = {
  candidateId: "01900000-0000-7000-8000-00000000c001",
  employerId: "01900000-0000-7000-8000-00000000e001",
  partnerId: "01900000-0000-7000-8000-00000000a001",
  caseworkerId: "01900000-0000-7000-8000-00000000b001",
} as const;

/** Every demonstration address uses this reserved domain, so demonstration rows are easy to recognise. */
export const DEMO_EMAIL_DOMAIN = "demo.example.org";
