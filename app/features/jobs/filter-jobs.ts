import type { JobType, SampleJob } from "./sample-jobs";

export type JobFilters = {
  /** Words to look for in the title, company, description and skills. */
  text?: string;
  location?: string;
  type?: JobType | "all";
};

function normalise(value: string) {
  return value.trim().toLocaleLowerCase("en-GB").replace(/\s+/g, " ");
}

/**
 * Returns the jobs that match every filter given; blank filters match everything.
 * Each word of the text must appear somewhere in the job, so "kitchen café" finds a kitchen job at a café.
 */
export function filterJobs<T extends SampleJob>(jobs: readonly T[], filters: JobFilters = {}): T[] {
  const words = normalise(filters.text ?? "").split(" ").filter(Boolean);
  const location = normalise(filters.location ?? "");
  const type = filters.type ?? "all";

  return jobs.filter((job) => {
    if (type !== "all" && job.type !== type) return false;
    if (location && !normalise(job.location).includes(location)) return false;
    if (words.length === 0) return true;
    const haystack = normalise([job.title, job.company, job.description, ...job.skills].join(" "));
    return words.every((word) => haystack.includes(word));
  });
}
