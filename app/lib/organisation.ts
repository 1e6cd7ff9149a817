/** Facts about the organisation shown in the footer, legal pages and emails. Operators: set these to your own. */
export const organisation = {
  name: "Fair Chance Works",
  legalName: "Fair Chance Works CIC",
  companyNumber: "15867342",
  registeredOffice: "Unit 4, 12 Hoxton Street, London N1 6NG",
  email: "hello@fairchanceworks.org.uk",
  privacyEmail: "privacy@fairchanceworks.org.uk",
  phone: "020 7946 0321",
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/fair-chance-works" },
    { name: "Facebook", href: "https://www.facebook.com/fairchanceworks" },
    { name: "Instagram", href: "https://www.instagram.com/fairchanceworks" },
    { name: "X (formerly Twitter)", href: "https://x.com/fairchanceworks" },
  ],
} as const;
