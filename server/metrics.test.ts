import { describe, expect, it } from "vitest";
import { routeLabel } from "./metrics";

const tree = [
  {
    id: "root",
    path: "",
    children: [
      { id: "routes/home", index: true, children: [] },
      { id: "routes/jobs.$id", path: "jobs/:id", children: [] },
      { id: "routes/$", path: "*", children: [] },
    ],
  },
];

describe("routeLabel", () => {
  it("labels requests by route id, never by the path, so no id or typed text becomes a label", () => {
    expect(routeLabel("/", tree)).toBe("routes/home");
    expect(routeLabel("/jobs/5f2c9d1e-secret-looking", tree)).toBe("routes/jobs.$id");
    expect(routeLabel("/jobs/12.data", tree)).toBe("routes/jobs.$id");
    expect(routeLabel("/someone@example.org", tree)).toBe("routes/$");
  });

  it("gives the server's own endpoints fixed labels", () => {
    expect(routeLabel("/health", tree)).toBe("/health");
    expect(routeLabel("/api/auth/sign-in/email", tree)).toBe("/api/auth");
    expect(routeLabel("/assets/entry-abc123.js", tree)).toBe("static");
  });
});
