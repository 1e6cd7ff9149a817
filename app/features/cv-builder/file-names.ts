/** File names for downloads: plain ASCII, lower case, safe on every operating system. */
export function slugify(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

export function cvFileName(fullName: string, extension: string): string {
  const slug = slugify(fullName);
  return `${slug ? `cv-${slug}` : "my-cv"}.${extension}`;
}

/** Deliberately neutral, so a file left in a shared Downloads folder does not announce what it is about. */
export function letterFileName(extension: string): string {
  return `letter-to-employer.${extension}`;
}

export const DRAFT_FILE_NAME = "cv-draft.json";
