/**
 * The demonstration employer view's made-up data. Nothing here is about a real person or employer:
 * candidates are shown only by a reference, as a real employer would first see them.
 */

export type DemoRole = {
  title: string;
  location: string;
  hours: "Full-time" | "Part-time";
  putForward: number;
  status: "Open" | "Interviewing" | "Filled";
};

export type DemoCandidate = {
  reference: string;
  roleTitle: string;
  summary: string;
  skills: string[];
  readiness: string;
  support: string;
};

export const demoEmployerName = "Northgate Facilities (example employer)";

export const demoRoles: DemoRole[] = [
  { title: "Warehouse Operative", location: "Leeds", hours: "Full-time", putForward: 3, status: "Interviewing" },
  { title: "Kitchen Porter", location: "Manchester", hours: "Part-time", putForward: 2, status: "Open" },
  { title: "Facilities Assistant", location: "Birmingham", hours: "Full-time", putForward: 4, status: "Filled" },
  { title: "Van Driver's Mate", location: "Bristol", hours: "Full-time", putForward: 1, status: "Open" },
];

export const demoCandidates: DemoCandidate[] = [
  {
    reference: "Candidate FC-1042",
    roleTitle: "Warehouse Operative",
    summary:
      "Two years in a prison workshop, assembling and packing orders to a daily target. Holds a forklift (counterbalance) certificate gained in custody.",
    skills: ["Stock picking", "Forklift", "Working to targets"],
    readiness: "Ready to start within two weeks",
    support: "Weekly check-in with a Fair Chance Works mentor for the first three months",
  },
  {
    reference: "Candidate FC-1057",
    roleTitle: "Kitchen Porter",
    summary:
      "Worked in a prison kitchen serving 400 meals a day. Level 2 Food Hygiene certificate. Looking for early shifts to fit around family.",
    skills: ["Food hygiene", "Cleaning schedules", "Team work"],
    readiness: "Ready to start now",
    support: "Travel costs for the first month paid by the programme",
  },
  {
    reference: "Candidate FC-1063",
    roleTitle: "Warehouse Operative",
    summary:
      "Ten years in retail before a short sentence; since release has volunteered at a food bank, running its stock room.",
    skills: ["Stock control", "Customer service", "Keeping records"],
    readiness: "Ready to start within one week",
    support: "Has a mentor; no other support needed",
  },
];

export const demoFigures = [
  { value: "4", label: "people hired through the programme (example)" },
  { value: "3 of 4", label: "still in work after six months (example)" },
  { value: "£0", label: "recruitment agency fees paid (example)" },
];
