export type JobType = "Full-time" | "Part-time";

export type SampleJob = {
  id: string;
  title: string;
  company: string;
  location: string;
  type: JobType;
  /** The date the job was posted, as YYYY-MM-DD. */
  posted: string;
  salary: string;
  description: string;
  skills: string[];
};

/**
 * Sample listings kept for the jobs board that is still to launch. They are not shown on any page:
 * the employers are invented and none of these jobs is real.
 */
export const sampleJobs: readonly SampleJob[] = [
  {
    id: "job-warehouse-operative-birmingham",
    title: "Warehouse Operative",
    company: "Northgate Logistics",
    location: "Birmingham",
    type: "Full-time",
    posted: "2026-11-16",
    salary: "£25,500 per annum",
    description:
      "Pick, pack and load orders in a busy distribution centre. Day shifts, Monday to Friday. Full training is given, including forklift training for the right person.",
    skills: ["Picking and packing", "Manual handling", "Teamwork", "Stock control"],
  },
  {
    id: "job-kitchen-assistant-manchester",
    title: "Kitchen Assistant",
    company: "The Green Table Café",
    location: "Manchester",
    type: "Part-time",
    posted: "2026-11-18",
    salary: "£12.75 per hour",
    description:
      "Help prepare food, keep the kitchen clean and wash up in a friendly community café. 20 hours a week, daytime only. Food hygiene training is provided.",
    skills: ["Food preparation", "Food hygiene", "Cleaning", "Working under pressure"],
  },
  {
    id: "job-trainee-groundworker-leeds",
    title: "Trainee Groundworker",
    company: "Bridgewell Construction",
    location: "Leeds",
    type: "Full-time",
    posted: "2026-11-10",
    salary: "£27,000 per annum",
    description:
      "Join a groundworks team on housing sites across West Yorkshire. We will support you to gain your CSCS card. Early starts, with transport from a central pick-up point.",
    skills: ["Manual handling", "Health and safety", "Teamwork", "Using hand tools"],
  },
  {
    id: "job-facilities-cleaner-london",
    title: "Facilities Cleaner",
    company: "Clearpath Facilities",
    location: "London",
    type: "Part-time",
    posted: "2026-11-19",
    salary: "£13.85 per hour",
    description:
      "Keep offices clean and safe for the people who work in them. Evening shifts, 25 hours a week. All equipment and training are provided.",
    skills: ["Cleaning", "Health and safety", "Using cleaning equipment", "Reliability"],
  },
  {
    id: "job-customer-service-adviser-bristol",
    title: "Customer Service Adviser",
    company: "Brightwater Energy",
    location: "Bristol",
    type: "Full-time",
    posted: "2026-11-12",
    salary: "£24,000 per annum",
    description:
      "Answer calls and emails from customers about their energy accounts and help put things right. Full training in your first four weeks.",
    skills: ["Customer service", "Communication", "Using a computer", "Problem solving"],
  },
];
