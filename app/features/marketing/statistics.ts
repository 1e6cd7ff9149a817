/**
 * Every statistic the public pages show, each with the source it was checked against.
 * A figure belongs here only with a named publisher, title, year and link; no page may type a figure itself.
 * docs/content-sources.md records, figure by figure, what the old pages said and what each source says.
 * When a source is updated, change the figure, its label and its source together.
 */

export type StatisticSource = {
  /** Who published it, e.g. "Ministry of Justice". */
  publisher: string;
  /** The publication's title as the publisher gives it. */
  title: string;
  /** The year the publication came out. */
  year: number;
  /** Where anyone can read it (https only). */
  url: string;
};

export type Statistic = {
  id: string;
  /** The figure as shown, e.g. "45%". */
  value: string;
  /** What the figure means, in plain words, including its place and period. */
  label: string;
  source: StatisticSource;
  /** Where the source differs from what we used to say, or needs a caveat: shown with the page's notes on figures. */
  note?: string;
};

const workingChanceReport: StatisticSource = {
  publisher: "Working Chance",
  title: "Progress & Prejudice: shifts in UK employer attitudes towards hiring people with convictions",
  year: 2022,
  url: "https://workingchance.org/about-us/our-policy-focus/progress-prejudice/",
};

export const statistics = {
  prisonLeaversNotInWork: {
    id: "prison-leavers-not-in-work",
    value: "69%",
    label:
      "of people leaving prison who were able to work did not have a job six months after release " +
      "(England and Wales, year to March 2024).",
    source: {
      publisher: "Ministry of Justice",
      title: "Offender employment outcomes: update to March 2024, statistical summary",
      year: 2024,
      url: "https://www.gov.uk/government/statistics/offender-employment-outcomes-update-to-march-2024/offender-employment-outcomes-statistical-summary",
    },
    note:
      "The Ministry of Justice reports that 31.1% were in work six months after release; 69% is the rest, rounded. " +
      "It counts only people available for work whose employment status was known.",
  },
  employersWouldHire: {
    id: "employers-would-hire",
    value: "45%",
    label: "of UK employers surveyed in 2022 said they would consider hiring someone with a criminal conviction, up from 25% in 2010.",
    source: workingChanceReport,
    note:
      "We used to show 92%. We could not find that figure in any survey; the most recent survey of 1,000 employers " +
      "found 45%, so that is what we show.",
  },
  employersSeeAdvantages: {
    id: "employers-see-advantages",
    value: "24%",
    label: "of employers surveyed in 2022 said there could be advantages to hiring someone with a conviction, twice as many as in 2016.",
    source: workingChanceReport,
  },
  hiringManagersRejectOnDisclosure: {
    id: "hiring-managers-reject-on-disclosure",
    value: "30%",
    label: "of hiring managers surveyed in 2022 said they would automatically turn down a candidate who told them about a conviction.",
    source: {
      publisher: "Working Chance",
      title: "More employers open to hiring people with convictions but prejudice still rife",
      year: 2022,
      url: "https://workingchance.org/latest/more-employers-open-to-hiring-people-with-convictions-but-prejudice-still-rife",
    },
  },
  costOfReoffending: {
    id: "cost-of-reoffending",
    value: "£18.1bn",
    label: "a year: the estimated economic and social cost of reoffending in England and Wales.",
    source: {
      publisher: "Ministry of Justice",
      title: "Economic and social costs of reoffending",
      year: 2019,
      url: "https://www.gov.uk/government/publications/economic-and-social-costs-of-reoffending",
    },
    note:
      "We used to show £18.5B for the whole UK. The Ministry of Justice's estimate is £18.1 billion, for England and Wales " +
      "only, at 2017/18 prices, counting reoffences within a year by people cautioned, convicted or released in 2016.",
  },
  ukVacancies: {
    id: "uk-vacancies",
    value: "728,000",
    label: "estimated job vacancies in the UK in June to August 2025.",
    source: {
      publisher: "Office for National Statistics",
      title: "Vacancies and jobs in the UK: September 2025",
      year: 2025,
      url: "https://www.ons.gov.uk/employmentandlabourmarket/peopleinwork/employmentandemployeetypes/bulletins/jobsandvacanciesintheuk/september2025",
    },
    note:
      "We used to show 1.2 million or more (and 1.3 million elsewhere). Vacancies peaked at 1.3 million in March to May 2022 " +
      "and have fallen since.",
  },
  publicBacksWorkInPrison: {
    id: "public-backs-work-in-prison",
    value: "82%",
    label: "of adults in Great Britain agreed that prisons should prepare people for work (2019 poll).",
    source: {
      publisher: "Savanta ComRes for Onward",
      title: "Onward ex-offenders employment poll",
      year: 2019,
      url: "https://savanta.com/knowledge-centre/poll/onward-ex-offenders-employment-poll/",
    },
    note:
      "We used to show 81% public support for a fair chance at work, but could not find where it came from. " +
      "This poll asked a different question: whether prisons should prepare people for work.",
  },
} as const satisfies Record<string, Statistic>;

export const allStatistics: readonly Statistic[] = Object.values(statistics);

/** The home page: the problem and the opportunity side by side. */
export const homeStatistics: readonly Statistic[] = [
  statistics.prisonLeaversNotInWork,
  statistics.hiringManagersRejectOnDisclosure,
  statistics.employersWouldHire,
  statistics.costOfReoffending,
];

/** The About page's business case. */
export const aboutStatistics: readonly Statistic[] = [
  statistics.ukVacancies,
  statistics.employersWouldHire,
  statistics.publicBacksWorkInPrison,
  statistics.costOfReoffending,
];

/** The Employers page's "in numbers" section. */
export const employerStatistics: readonly Statistic[] = [
  statistics.employersWouldHire,
  statistics.employersSeeAdvantages,
  statistics.ukVacancies,
];

/** "Publisher, Title (year)": how a source is named on the page. */
export function sourceCitation(source: StatisticSource): string {
  return `${source.publisher}, ${source.title} (${source.year})`;
}
