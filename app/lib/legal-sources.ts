/**
 * The law and official guidance our pages state, each named with a link so a reader can check it.
 * A page that states a rule of law shows the source of that rule next to it (see SourcesLine).
 * The reviewed summary these follow is kept with the project's reference on spent convictions.
 */

export type LegalSource = {
  /** The Act, section, order or guidance, as its publisher names it. */
  title: string;
  /** Who publishes it: legislation.gov.uk for law, GOV.UK for official guidance. */
  publisher: "legislation.gov.uk" | "GOV.UK";
  url: string;
};

export const legalSources = {
  rehabilitationPeriods: {
    title: "Rehabilitation of Offenders Act 1974, section 5 (rehabilitation periods)",
    publisher: "legislation.gov.uk",
    url: "https://www.legislation.gov.uk/ukpga/1974/53/section/5",
  },
  effectOfRehabilitation: {
    title: "Rehabilitation of Offenders Act 1974, section 4 (effect of rehabilitation)",
    publisher: "legislation.gov.uk",
    url: "https://www.legislation.gov.uk/ukpga/1974/53/section/4",
  },
  furtherConvictions: {
    title: "Rehabilitation of Offenders Act 1974, section 6 (further convictions)",
    publisher: "legislation.gov.uk",
    url: "https://www.legislation.gov.uk/ukpga/1974/53/section/6",
  },
  exceptionsOrder: {
    title: "Rehabilitation of Offenders Act 1974 (Exceptions) Order 1975",
    publisher: "legislation.gov.uk",
    url: "https://www.legislation.gov.uk/uksi/1975/1023",
  },
  sentencingReform2023: {
    title: "Police, Crime, Sentencing and Courts Act 2022, section 193",
    publisher: "legislation.gov.uk",
    url: "https://www.legislation.gov.uk/ukpga/2022/32/section/193",
  },
  rehabilitationPeriodsGuidance: {
    title: "Rehabilitation periods (Ministry of Justice guidance)",
    publisher: "GOV.UK",
    url: "https://www.gov.uk/guidance/rehabilitation-periods",
  },
  dbsFilteringGuide: {
    title: "DBS filtering guide (Disclosure and Barring Service)",
    publisher: "GOV.UK",
    url: "https://www.gov.uk/government/publications/dbs-filtering-guidance/dbs-filtering-guide",
  },
  rightToWorkChecks: {
    title: "Right to work checks: an employer's guide (Home Office)",
    publisher: "GOV.UK",
    url: "https://www.gov.uk/government/publications/right-to-work-checks-employers-guide",
  },
  certificateFees: {
    title: "How to order and pay for civil registration records (General Register Office)",
    publisher: "GOV.UK",
    url: "https://www.gov.uk/government/publications/how-to-order-and-pay-for-certificates/how-to-order-and-pay-for-civil-registration-records-accessible",
  },
  orderBirthCertificate: {
    title: "Order a copy of a birth, death or marriage certificate",
    publisher: "GOV.UK",
    url: "https://www.gov.uk/order-copy-birth-death-marriage-certificate",
  },
  provisionalLicence: {
    title: "Apply for your first provisional driving licence",
    publisher: "GOV.UK",
    url: "https://www.gov.uk/apply-first-provisional-driving-licence",
  },
  basicBankAccounts: {
    title: "Payment Accounts Regulations 2015",
    publisher: "legislation.gov.uk",
    url: "https://www.legislation.gov.uk/uksi/2015/2038",
  },
  homelessnessEngland: {
    title: "Housing Act 1996, Part 7 (homelessness), as amended by the Homelessness Reduction Act 2017",
    publisher: "legislation.gov.uk",
    url: "https://www.legislation.gov.uk/ukpga/1996/52/part/7",
  },
  homelessnessWales: {
    title: "Housing (Wales) Act 2014, Part 2 (homelessness)",
    publisher: "legislation.gov.uk",
    url: "https://www.legislation.gov.uk/anaw/2014/7/part/2",
  },
  careActSafeguarding: {
    title: "Care Act 2014, section 42 (enquiry by local authority: adults at risk)",
    publisher: "legislation.gov.uk",
    url: "https://www.legislation.gov.uk/ukpga/2014/23/section/42",
  },
  workingTogether: {
    title: "Working together to safeguard children 2023 (statutory guidance)",
    publisher: "GOV.UK",
    url: "https://www.gov.uk/government/publications/working-together-to-safeguard-children--2",
  },
} as const satisfies Record<string, LegalSource>;
