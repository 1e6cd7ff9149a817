/** Words people see for roles and account states (browser-safe). */

const roleLabels: Record<string, string> = {
  candidate: "Candidate",
  employer: "Employer",
  partner: "Partner organisation",
  caseworker: "Caseworker",
  admin: "Administrator",
};

const statusLabels: Record<string, string> = {
  active: "Active",
  awaiting_approval: "Awaiting approval",
  suspended: "Suspended",
};

export function roleLabel(role: string | null | undefined): string {
  return (role && Object.hasOwn(roleLabels, role) && roleLabels[role]) || "No role yet";
}

export function statusLabel(status: string | null | undefined): string {
  return (status && Object.hasOwn(statusLabels, status) && statusLabels[status]) || "Unknown";
}
