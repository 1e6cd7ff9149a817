/**
 * The law and official guidance our pages state, each named with a link so a reader can check it.
 * A page that states a rule of law shows the source of that rule next to it (see SourcesLine).
 * The reviewed summary these follow is kept with the project's reference on spent convictions.
 */

export type LegalSource = {
  /** The Act, section, order or guidance, as its publisher names it. */
  title: string;
  /** Who publishes it: legislation.gov.uk for law, GOV.UK for official guidance, GitHub for the MoJ's published code. */
  publisher: "legislation.gov.uk" | "GOV.UK" | "GitHub (Ministry of Justice)";
  url: string;
};

export const legalSources = {
  rehabilitationPeriods: {
    title: "Rehabilitation of Offenders Act 1974, section 5 (rehabilitation periods)",
    publisher: "legislation.gov.uk",
    url: "https://www.legislation.gov.uk/ukpga/1974/53/section/5",
  },
  rehabilitatedPersons: {
    title: "Rehabilitation of Offenders Act 1974, section 1 (rehabilitated persons and spent convictions)",
    publisher: "legislation.gov.uk",
    url: "https://www.legislation.gov.uk/ukpga/1974/53/section/1",
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
  mojDisclosureChecker: {
    title: "Ministry of Justice disclosure checker: its calculators, used as a cross-check only",
    publisher: "GitHub (Ministry of Justice)",
    url: "https://github.com/ministryofjustice/disclosure-checker/tree/main/app/services/calculators",
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

const periods = [legalSources.rehabilitationPeriods, legalSources.sentencingReform2023];
const crossChecked = [...periods, legalSources.mojDisclosureChecker];

/**
 * The source of each rule the disclosure checker applies, by the rule's id (the ids of periods.ts): the Act as
 * amended on legislation.gov.uk, with the MoJ checker's calculators as a cross-check where they agree with the Act.
 * Where they do not (a court endorsement: the MoJ checker gives 36 months, the Act 5 years), only the Act is named:
 * docs/decisions/0036-disclosure-rules-follow-the-act.md.
 */
export const disclosureRuleSources: Record<string, readonly LegalSource[]> = {
  "simple-caution": [legalSources.rehabilitationPeriods, legalSources.mojDisclosureChecker],
  "conditional-caution": [legalSources.rehabilitationPeriods, legalSources.mojDisclosureChecker],
  "absolute-discharge": crossChecked,
  "conditional-discharge": crossChecked,
  fine: crossChecked,
  "compensation-order": crossChecked,
  "compensation-unpaid": [...periods, legalSources.rehabilitatedPersons],
  "community-order": crossChecked,
  "custody-up-to-1-year": crossChecked,
  "custody-over-1-up-to-4-years": crossChecked,
  "custody-over-4-years": crossChecked,
  "never-spent": crossChecked,
  "other-orders": crossChecked,
  "order-no-end-date": crossChecked,
  "order-until-further-order": periods,
  "driving-endorsement": periods,
  "hospital-order": crossChecked,
  "service-detention": crossChecked,
  "removal-from-service": crossChecked,
  "service-reprimand": crossChecked,
  "reparation-order": crossChecked,
  "fixed-penalty": [legalSources.rehabilitatedPersons, legalSources.dbsFilteringGuide],
  "latest-sentence": [legalSources.furtherConvictions],
  "drag-through": [legalSources.furtherConvictions, legalSources.mojDisclosureChecker],
  "drag-through-never-spent": [legalSources.rehabilitatedPersons, legalSources.furtherConvictions],
};
