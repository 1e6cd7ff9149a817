// drizzle needs every table in one object; each domain keeps its tables in its own file.
export * from "./enquiries";
export * from "./mail";
export * from "./rate-limits";
export * from "./auth";
