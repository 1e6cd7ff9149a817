import { describe, expect, it } from "vitest";
import { ConfigError, DEV_SECRET, loadEnv } from "./env.server";
import { developmentOrganisation, organisationVariables } from "./organisation";
import { productionOrganisationEnv } from "../../tests/integration/support/organisation-env";

const realContactDetails = productionOrganisationEnv;

function problemsOf(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected loadEnv to refuse this configuration");
}

describe("loadEnv", () => {
  it("starts in development with nothing set, on port 3000 with the embedded database", () => {
    const env = loadEnv({});
    expect(env.nodeEnv).toBe("development");
    expect(env.port).toBe(3000);
    expect(env.databaseUrl).toBeUndefined();
    expect(env.dataDir).toBe("./data/pglite");
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it("refuses production without its secrets and names each missing variable", () => {
    let error: unknown;
    try {
      loadEnv({ NODE_ENV: "production" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain("BETTER_AUTH_SECRET");
    expect(message).toContain("PUBLIC_URL");
  });

  it("accepts a complete production configuration", () => {
    const env = loadEnv({
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "x".repeat(40),
      PUBLIC_URL: "https://example.org/",
      DATABASE_URL: "postgres://app@db:5432/app",
      ...realContactDetails,
    });
    expect(env.isProduction).toBe(true);
    expect(env.organisation).toEqual({
      name: "Fair Chance Works CIC",
      phone: "0300 555 0199",
      email: "hello@fairchance.test",
      openingHours: "Monday to Friday, 9am to 5pm",
      registeredOffice: "Unit 4, 12 Hoxton Street, London N1 6NG",
      companyNumber: "15867342",
    });
    expect(env.mail.from).toBe('"Fair Chance Works CIC" <hello@fairchance.test>');
    expect(env.mail.enquiriesTo).toBe("hello@fairchance.test");
    expect(env.publicUrl).toBe("https://example.org");
    expect(env.host).toBe("0.0.0.0");
  });

  it("reads GOV.UK Notify's settings, never repeating the key, and holds production to every text template", () => {
    const key = "fcw_live-26785a09-ab16-4eb0-8407-a37497a57506-3d844edf-8d35-48ac-975b-e847b4f122b0";
    const template = "0d7bbe5a-1c59-4f2b-9c1e-3b1c2f0a7d11";
    const env = loadEnv({ NOTIFY_API_KEY: key, NOTIFY_TEMPLATES: `appointment.reminder.sms=${template}, message.new.email=${template}`, TEXT_QUIET_HOURS: "off" });
    expect(env.notify.templates).toEqual({ "appointment.reminder.sms": template, "message.new.email": template });
    expect(env.notify.quietHours).toBeNull();
    expect(loadEnv({}).notify).toMatchObject({ apiKey: undefined, quietHours: { from: 21, until: 8 }, reminderHour: 10, timeoutMs: 10_000 });

    const badKey = problemsOf({ NOTIFY_API_KEY: "not-a-real-key-but-secret-words" });
    expect(badKey).toMatch(/NOTIFY_API_KEY: must be a Notify API key/);
    expect(badKey).not.toContain("secret-words");
    expect(problemsOf({ NOTIFY_TEMPLATES: "appointment.remind.sms=" + template })).toMatch(/NOTIFY_TEMPLATES names "appointment.remind.sms"/);
    expect(problemsOf({ NOTIFY_TEMPLATES: "message.new.sms=123" })).toMatch(/template id for message.new.sms must be a uuid/);
    expect(problemsOf({ REMINDER_HOUR: "6" })).toMatch(/REMINDER_HOUR/);

    const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(40), PUBLIC_URL: "https://example.org/", DATABASE_URL: "postgres://app@db:5432/app", ...realContactDetails };
    const missing = problemsOf({ ...production, NOTIFY_API_KEY: key, NOTIFY_TEMPLATES: `appointment.reminder.sms=${template}` });
    expect(missing).toMatch(/NOTIFY_TEMPLATES needs a text template for every notice/);
    expect(missing).toContain("account.mobile-code.sms");
    expect(missing).not.toContain("appointment.reminder.sms,");
    expect(problemsOf({ ...production, TEXT_QUIET_HOURS: "off" })).toMatch(/TEXT_QUIET_HOURS=off is for tests only/);
  });

  it("names malformed values", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadEnv({ BETTER_AUTH_SECRET: "short" })).toThrow(/BETTER_AUTH_SECRET: must be at least 32/);
  });

  it("turns analytics on only with both POSTHOG_KEY and POSTHOG_HOST, over https in production", () => {
    expect(loadEnv({}).analytics).toBeNull();
    expect(loadEnv({ POSTHOG_KEY: "phc_abcdefgh123", POSTHOG_HOST: "https://eu.i.posthog.com/" }).analytics).toEqual({
      key: "phc_abcdefgh123",
      host: "https://eu.i.posthog.com",
      origin: "https://eu.i.posthog.com",
    });
    expect(problemsOf({ POSTHOG_KEY: "phc_abcdefgh123" })).toContain("POSTHOG_KEY and POSTHOG_HOST go together");
    expect(problemsOf({ POSTHOG_HOST: "https://eu.i.posthog.com" })).toContain("POSTHOG_KEY and POSTHOG_HOST go together");
    expect(problemsOf({ POSTHOG_KEY: "not a key!", POSTHOG_HOST: "https://eu.i.posthog.com" })).toContain("POSTHOG_KEY");
    expect(problemsOf({ ...realContactDetails, NODE_ENV: "production", POSTHOG_KEY: "phc_abcdefgh123", POSTHOG_HOST: "http://eu.i.posthog.com" })).toContain(
      "POSTHOG_HOST must be an https:// address in production",
    );
  });

  it("treats empty strings as unset", () => {
    expect(loadEnv({ DATABASE_URL: "", PORT: "" }).port).toBe(3000);
  });

  describe("the organisation's contact details", () => {
    const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(40), PUBLIC_URL: "https://example.org" };

    it("outside production, defaults to examples that say they are examples", () => {
      const env = loadEnv({});
      expect(env.organisation).toEqual(developmentOrganisation);
      expect(env.organisation.name).toContain("(development)");
      expect(env.organisation.phone).toContain("(example number)");
      expect(env.organisation.email).toMatch(/\.example$/);
      expect(env.organisation.openingHours).toMatch(/^Example hours: /);
      expect(env.organisation.registeredOffice).toMatch(/^Example address: /);
      expect(env.organisation.companyNumber).toContain("(example)");
      expect(env.mail.from).toBe('"Fair Chance Works (development)" <hello@fair-chance-works.example>');
    });

    it("outside production, takes whichever ones are set", () => {
      const env = loadEnv({ ORG_PHONE: "0300 555 0199", ORG_OPENING_HOURS: "Weekdays, 10am to 4pm" });
      expect(env.organisation.phone).toBe("0300 555 0199");
      expect(env.organisation.openingHours).toBe("Weekdays, 10am to 4pm");
      expect(env.organisation.email).toBe(developmentOrganisation.email);
    });

    it("in production, refuses each one left unset, naming its variable", () => {
      const message = problemsOf(production);
      for (const variable of Object.values(organisationVariables)) {
        expect(message).toContain(`${variable} is required in production`);
      }
      const oneMissing = problemsOf({ ...production, ...realContactDetails, ORG_OPENING_HOURS: "" });
      expect(oneMissing).toContain("ORG_OPENING_HOURS is required in production");
      expect(oneMissing).not.toContain("ORG_PHONE");
    });

    it("in production, refuses each one still at its development example, naming its variable", () => {
      const examples = Object.fromEntries(
        Object.entries(organisationVariables).map(([key, variable]) => [variable, developmentOrganisation[key as keyof typeof developmentOrganisation]]),
      );
      const message = problemsOf({ ...production, ...examples });
      for (const variable of Object.values(organisationVariables)) {
        expect(message).toContain(`${variable} is still the development example`);
      }
    });

    it("in production, refuses a phone number from Ofcom's drama range, however it is written", () => {
      for (const phone of ["020 7946 0321", "+44 20 7946 0321", "01632 960123", "07700 900456", "0161 496 0000"]) {
        expect(problemsOf({ ...production, ...realContactDetails, ORG_PHONE: phone })).toContain("ORG_PHONE is in Ofcom's range kept for drama");
      }
    });

    it("reads GOV.UK Notify's settings, never repeating the key, and holds production to every text template", () => {
    const key = "fcw_live-26785a09-ab16-4eb0-8407-a37497a57506-3d844edf-8d35-48ac-975b-e847b4f122b0";
    const template = "0d7bbe5a-1c59-4f2b-9c1e-3b1c2f0a7d11";
    const env = loadEnv({ NOTIFY_API_KEY: key, NOTIFY_TEMPLATES: `appointment.reminder.sms=${template}, message.new.email=${template}`, TEXT_QUIET_HOURS: "off" });
    expect(env.notify.templates).toEqual({ "appointment.reminder.sms": template, "message.new.email": template });
    expect(env.notify.quietHours).toBeNull();
    expect(loadEnv({}).notify).toMatchObject({ apiKey: undefined, quietHours: { from: 21, until: 8 }, reminderHour: 10, timeoutMs: 10_000 });

    const badKey = problemsOf({ NOTIFY_API_KEY: "not-a-real-key-but-secret-words" });
    expect(badKey).toMatch(/NOTIFY_API_KEY: must be a Notify API key/);
    expect(badKey).not.toContain("secret-words");
    expect(problemsOf({ NOTIFY_TEMPLATES: "appointment.remind.sms=" + template })).toMatch(/NOTIFY_TEMPLATES names "appointment.remind.sms"/);
    expect(problemsOf({ NOTIFY_TEMPLATES: "message.new.sms=123" })).toMatch(/template id for message.new.sms must be a uuid/);
    expect(problemsOf({ REMINDER_HOUR: "6" })).toMatch(/REMINDER_HOUR/);

    const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(40), PUBLIC_URL: "https://example.org/", DATABASE_URL: "postgres://app@db:5432/app", ...realContactDetails };
    const missing = problemsOf({ ...production, NOTIFY_API_KEY: key, NOTIFY_TEMPLATES: `appointment.reminder.sms=${template}` });
    expect(missing).toMatch(/NOTIFY_TEMPLATES needs a text template for every notice/);
    expect(missing).toContain("account.mobile-code.sms");
    expect(missing).not.toContain("appointment.reminder.sms,");
    expect(problemsOf({ ...production, TEXT_QUIET_HOURS: "off" })).toMatch(/TEXT_QUIET_HOURS=off is for tests only/);
  });

  it("names malformed values", () => {
      expect(() => loadEnv({ ORG_EMAIL: "not an address" })).toThrow(/ORG_EMAIL: must be an email address/);
      expect(() => loadEnv({ ORG_PHONE: "call us" })).toThrow(/ORG_PHONE: must be a phone number/);
    });
  });
});

describe("loadEnv: secrets and listening address", () => {
  const production = { NODE_ENV: "production", PUBLIC_URL: "https://example.org", ...realContactDetails };

  it("refuses the development secret in production, naming BETTER_AUTH_SECRET", () => {
    expect(() => loadEnv({ ...production, BETTER_AUTH_SECRET: DEV_SECRET })).toThrow(/BETTER_AUTH_SECRET is the development value/);
  });

  it("refuses a secret under 32 characters in production", () => {
    expect(() => loadEnv({ ...production, BETTER_AUTH_SECRET: "x".repeat(20) })).toThrow(/BETTER_AUTH_SECRET: must be at least 32 characters/);
    expect(loadEnv({ ...production, BETTER_AUTH_SECRET: "s".repeat(32) }).authSecret).toBe("s".repeat(32));
  });

  it("keeps a server outside production on loopback unless ALLOW_NON_LOOPBACK_DEV is true", () => {
    expect(() => loadEnv({ HOST: "0.0.0.0" })).toThrow(/HOST=0\.0\.0\.0 is not a loopback address.*ALLOW_NON_LOOPBACK_DEV=true/);
    expect(() => loadEnv({ NODE_ENV: "test", HOST: "192.168.1.20" })).toThrow(ConfigError);
    expect(loadEnv({ HOST: "0.0.0.0", ALLOW_NON_LOOPBACK_DEV: "true" }).host).toBe("0.0.0.0");
    for (const host of ["127.0.0.1", "127.0.0.2", "localhost", "::1"]) expect(loadEnv({ HOST: host }).host).toBe(host);
    expect(loadEnv({ ...production, BETTER_AUTH_SECRET: "s".repeat(40) }).host).toBe("0.0.0.0");
  });
});

describe("loadEnv: several servers", () => {
  const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "p".repeat(40), PUBLIC_URL: "https://fairchance.test", ...realContactDetails };

  it("shares rate limits in production by default: the database, or Redis when REDIS_URL is set", () => {
    expect(loadEnv({ ...production, DATABASE_URL: "postgres://db/fcw" }).rateLimit.store).toBe("database");
    expect(loadEnv({ ...production, REDIS_URL: "redis://cache:6379" }).rateLimit.store).toBe("redis");
    expect(loadEnv({}).rateLimit.store).toBe("memory");
  });

  it("refuses the memory store in production unless the operator says only one server runs", () => {
    expect(problemsOf({ ...production, RATE_LIMIT_STORE: "memory" })).toContain("set SINGLE_INSTANCE=true if only one server ever runs");
    expect(loadEnv({ ...production, RATE_LIMIT_STORE: "memory", SINGLE_INSTANCE: "true" }).rateLimit.store).toBe("memory");
  });

  it("drains for 5 seconds on SIGTERM in production and not at all elsewhere, unless set", () => {
    expect(loadEnv(production).operations.shutdownDrainMs).toBe(5000);
    expect(loadEnv({}).operations.shutdownDrainMs).toBe(0);
    expect(loadEnv({ SHUTDOWN_DRAIN_MS: "1500" }).operations.shutdownDrainMs).toBe(1500);
    expect(loadEnv({}).operations.mailClaimSeconds).toBe(60);
  });
});

