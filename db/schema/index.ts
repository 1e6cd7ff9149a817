// drizzle needs every table in one object; each domain keeps its tables in its own file.
export * from "./enquiries";
export * from "./mail";
export * from "./rate-limits";
export * from "./auth";
export * from "./organisations";
export * from "./candidates";
export * from "./jobs";
export * from "./applications";
export * from "./casework";
export * from "./referrals";
export * from "./messages";
export * from "./convictions";
export * from "./operations";
export * from "./preferences";
export * from "./form-submissions";
export * from "./interviews";
