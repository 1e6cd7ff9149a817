/** The made-up words the demonstration data is drawn from: places, names, reasons, notes. */
import type { ConvictionDetails } from "../features/convictions/conviction-payload";

// Invented places, each with a made-up position in England, so jobs can be placed on a map.
export const TOWNS = [
  { name: "Westmere", lat: 53.61, lon: -1.92 },
  { name: "Calder Vale", lat: 53.72, lon: -1.71 },
  { name: "Brackenford", lat: 53.48, lon: -1.55 },
  { name: "Ellingmoor", lat: 53.83, lon: -1.38 },
  { name: "Oakhollow", lat: 53.37, lon: -1.84 },
  { name: "Marrowby", lat: 53.92, lon: -1.97 },
  { name: "Tidewell", lat: 53.55, lon: -1.21 },
  { name: "Greyhaven", lat: 53.66, lon: -2.18 },
  { name: "Ashcombe Vale", lat: 53.41, lon: -1.29 },
  { name: "Kestrel Bridge", lat: 53.77, lon: -2.05 },
] as const;

export const FIRST_NAMES = [
  "Aaron", "Abigail", "Adam", "Aisha", "Alfie", "Amir", "Amy", "Ben", "Bethany", "Callum", "Chloe", "Connor",
  "Daisy", "Daniel", "Declan", "Ella", "Emma", "Ethan", "Farah", "Freya", "George", "Grace", "Harry", "Hannah",
  "Imran", "Isla", "Jack", "Jade", "Jamal", "Kayleigh", "Kieran", "Leah", "Liam", "Lucy", "Mohammed", "Megan",
  "Nathan", "Niamh", "Owen", "Reece", "Rhys", "Ruby", "Ryan", "Sadia", "Shannon", "Tom", "Tyler", "Zara",
];
export const SURNAMES = [
  "Ahmed", "Baker", "Bennett", "Clarke", "Davies", "Evans", "Fletcher", "Green", "Hussain", "Jones", "Kaur",
  "Khan", "Lewis", "Mitchell", "Murphy", "O'Brien", "Patel", "Price", "Roberts", "Shaw", "Singh", "Thompson",
  "Ward", "Watson", "Williams", "Wright", "Young", "Okafor", "McKenzie", "Nowak",
];

export const SECTORS = [
  { sector: "Food production", trade: "Bakes Ltd", titles: ["Bakery operative", "Production line worker", "Hygiene operative"] },
  { sector: "Logistics", trade: "Logistics Ltd", titles: ["Warehouse operative", "Forklift driver", "Picker packer"] },
  { sector: "Construction", trade: "Builders", titles: ["Labourer", "Groundworker", "Trainee plasterer"] },
  { sector: "Facilities", trade: "Facilities Services", titles: ["Cleaner", "Caretaker", "Grounds maintenance operative"] },
  { sector: "Hospitality", trade: "Hotels", titles: ["Kitchen porter", "Housekeeper", "Commis chef"] },
  { sector: "Retail", trade: "Greengrocers", titles: ["Shop assistant", "Stock replenisher", "Delivery assistant"] },
  { sector: "Manufacturing", trade: "Engineering Works", titles: ["Machine operator", "Assembly worker", "Welder"] },
  { sector: "Printing", trade: "Print and Pack", titles: ["Print finisher", "Packing operative", "Despatch assistant"] },
] as const;

export const PARTNER_KINDS = [
  { suffix: "Resettlement Trust", type: "charity" },
  { suffix: "Probation Delivery Unit", type: "probation" },
  { suffix: "Housing Association", type: "housing" },
  { suffix: "Community Hub", type: "community" },
] as const;

export const SKILLS = ["Forklift licence", "CSCS card", "Food hygiene level 2", "First aid", "Customer service", "Driving licence", "Stock control", "Cooking", "Cleaning", "Basic IT"];
export const LATE_REASONS = ["Bus was late", "Childcare fell through", "Went to the wrong building", "Appointment ran over at the GP"];
export const MISSED_REASONS = ["Unwell", "Forgot the time", "Family emergency", "No credit to call", "Clashed with a probation appointment"];
export const LEFT_REASONS = ["Contract ended", "Moved away", "Found a better-paid job", "Health reasons", "Dismissed"];
/** Why a caseworker set a status (support_declined has its own reasons above, drawn at random). */
export const READINESS_REASONS = {
  support_needed: [
    "Needs ID and a bank account before applying; we are working on both.",
    "Wants help with interviews and with what to say about the conviction.",
    "Housing comes first; job search starts once the move is settled.",
  ],
  support_declined: ["Wants to find work on their own for now"],
  ready_to_work: [
    "CV, disclosure letter and ID are done; applying for warehouse roles.",
    "Interview practice went well and the checklist is complete.",
  ],
} as const;
/**
 * What each reason says of the checklist, so the person's record agrees with itself: items it names as still to
 * do are not shown done, and items it names as done (or "the checklist is complete") are.
 */
export const READINESS_REASON_ITEMS: Record<string, { done?: readonly string[] | "all"; open?: readonly string[] }> = {
  "Needs ID and a bank account before applying; we are working on both.": { open: ["id", "bank_account"] },
  "Housing comes first; job search starts once the move is settled.": { open: ["housing"] },
  "CV, disclosure letter and ID are done; applying for warehouse roles.": { done: ["cv_and_covering_letter", "disclosure_letter", "id"] },
  "Interview practice went well and the checklist is complete.": { done: "all" },
};
export const DECLINED_REASONS = ["Wants to find work on their own for now", "Already has support from a family member", "Caring for a parent full time this year"];
export const MENTORS = ["Dev Sharma", "Linda Booth", "Marcus Reid", "Gemma Lloyd", "Tariq Aziz", "Paula Quinn"];
export const CASE_NOTES = [
  "Talked through the disclosure letter; a second draft is due next week.",
  "Confident about interviews now. Practised answers about the gap in the CV.",
  "Housing is still uncertain; referred to the housing partner.",
  "Missed last week's appointment but called ahead; rebooked.",
  "Bank account opened. ID is the last thing on the checklist.",
  "Interested in warehouse work; looked at two roles together.",
];
export const DIARY = [
  { title: "Went to the job fair", body: "Spoke to three employers. One asked me to send my CV." },
  { title: "Worked on my CV", body: "Added the course I finished and my volunteering." },
  { title: "Practice interview", body: "Nervous at first but it got easier." },
  { title: "Bought interview clothes", body: "Got a shirt and shoes with the voucher." },
  { title: "Read about disclosure", body: "Worked out which of my convictions are spent." },
  { title: "Good day", body: "Walked to the library and applied for two jobs." },
];
export const SUPPORT_ACTIONS = ["Book an ID appointment", "Send CV to employer", "Apply for a bank account", "Draft a disclosure letter", "Register with a GP", "Get interview clothes", "Check travel costs"];
export const OFFENCES: { type: ConvictionDetails["convictionType"]; offence: string; sentence: string; months: number | null }[] = [
  { type: "custodial", offence: "Burglary of a dwelling", sentence: "18 months' imprisonment", months: 18 },
  { type: "community_order", offence: "Shoplifting", sentence: "Community order with 100 hours' unpaid work", months: 12 },
  { type: "suspended_sentence", offence: "Assault occasioning actual bodily harm", sentence: "6 months' imprisonment suspended for 2 years", months: 24 },
  { type: "fine", offence: "Possession of a controlled drug (class B)", sentence: "Fine of £200", months: null },
  { type: "caution", offence: "Criminal damage", sentence: "Simple caution", months: null },
  { type: "custodial", offence: "Supplying a controlled drug (class A)", sentence: "3 years' imprisonment", months: 36 },
  { type: "community_order", offence: "Driving while disqualified", sentence: "Community order with a curfew", months: 6 },
  { type: "custodial", offence: "Fraud by false representation", sentence: "2 years' imprisonment", months: 24 },
];

export const APPOINTMENT_TITLES = ["Weekly check-in", "CV review", "Disclosure letter session", "Job search", "Action plan review"];

export const JOB_TITLES_AT_PARTNERS = ["Resettlement worker", "Employment lead", "Probation officer", "Housing officer", "Volunteer coordinator"];

export const SUPPORT_ASKED_FOR = [
  "Help finding warehouse work near home, and with a CV.",
  "Would like to get back into kitchen work; needs help explaining their conviction to employers.",
  "Looking for a first job after release; interested in construction and a CSCS card.",
  "Help with interview practice and a disclosure letter.",
  "Part-time work that fits around childcare; help with a CV.",
];
export const ACCESSIBILITY_NEEDS = ["Prefers large print and plain English.", "Uses a wheelchair: step-free access, please.", "Finds busy rooms hard: a quiet room helps.", "Help with reading forms."];
export const LANGUAGES = ["Polish", "Urdu", "Romanian", "Arabic", "Welsh"];
