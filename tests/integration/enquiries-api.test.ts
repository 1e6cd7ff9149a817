import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_WORDING_VERSION } from "../../app/features/enquiries/consent";
import { messages } from "../../app/features/enquiries/schema";
import { formMessages } from "../../app/features/enquiries/submit.server";
import { apiMessages } from "../../app/features/enquiries/api.server";
import {
  countEnquiries,
  countMail,
  findEnquiry,
  mailFor,
  newClientIp,
  postContact,
  testServerEnv,
  validEnquiry,
} from "./support/enquiries";
import { backends } from "./support/test-database";
import { startTestServer, type TestServer } from "./support/test-server";

describe.each(backends)("POST /api/contact on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { ...testServerEnv, PUBLIC_URL: "https://fairchance.example" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe("a valid enquiry", () => {
    it.each(["general", "employer", "partner", "candidate"] as const)(
      "from the %s form answers 201 with its id and is stored with two emails queued",
      async (source) => {
        const ip = newClientIp();
        const body = validEnquiry(source, { referral: "  My probation officer  ", marketingConsent: true });
        const response = await postContact(server, body, { ip });
        expect(response.status).toBe(201);
        expect(response.headers.get("cache-control")).toBe("no-store");
        const { id } = (await response.json()) as { id: string };
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

        const row = await findEnquiry(server.database.db, id);
        expect(row).toMatchObject({
          formSource: source,
          firstName: "Amira",
          email: String(body.email).toLowerCase(),
          phoneNumber: "+447700900123",
          referral: "My probation officer",
          contactRequested: true,
          marketingConsent: true,
          consentWordingVersion: CONSENT_WORDING_VERSION,
          status: "new",
        });
        expect(row!.contactRequestedAt).toBeInstanceOf(Date);
        expect(row!.marketingConsentAt).toBeInstanceOf(Date);
        expect(Math.abs(row!.contactRequestedAt.getTime() - Date.now())).toBeLessThan(60_000);
        if (source === "candidate") expect(row!.message).toBeNull();
        // No raw address anywhere in the row.
        expect(JSON.stringify(row)).not.toContain(ip);

        const mail = await mailFor(server.database.db, id);
        expect(mail.map((m) => [m.kind, m.toAddress]).sort()).toEqual([
          ["enquiry.acknowledgement", String(body.email).toLowerCase()],
          ["enquiry.team", "enquiries@team.test"],
        ]);
      },
    );

    it("records no marketing consent time when the person did not opt in", async () => {
      const response = await postContact(server, validEnquiry("general"));
      const { id } = (await response.json()) as { id: string };
      const row = await findEnquiry(server.database.db, id);
      expect(row).toMatchObject({ marketingConsent: false, marketingConsentAt: null });
    });

    it("accepts a charset parameter on the content type", async () => {
      const response = await postContact(server, validEnquiry("general"), {
        headers: { "Content-Type": "application/json; charset=utf-8" },
      });
      expect(response.status).toBe(201);
    });
  });

  describe("repeats", () => {
    it("answers the same enquiry from the same client within ten minutes with the first id, creating nothing", async () => {
      const ip = newClientIp();
      const body = validEnquiry("employer");
      const first = await postContact(server, body, { ip });
      expect(first.status).toBe(201);
      const { id } = (await first.json()) as { id: string };
      const before = [await countEnquiries(server.database.db), await countMail(server.database.db)];

      // Spacing and capitals differ, but the normalised enquiry is the same.
      const again = await postContact(
        server,
        { ...body, email: ` ${String(body.email).toUpperCase()} `, firstName: " Amira " },
        { ip },
      );
      expect(again.status).toBe(200);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(await again.json()).toEqual({ id, duplicate: true });
      expect([await countEnquiries(server.database.db), await countMail(server.database.db)]).toEqual(before);
    });

    it("stores the same enquiry from a different client as a new one", async () => {
      const body = validEnquiry("general");
      const first = await postContact(server, body);
      const second = await postContact(server, body);
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(((await first.json()) as { id: string }).id).not.toBe(((await second.json()) as { id: string }).id);
    });

    it("stores a changed enquiry from the same client as a new one", async () => {
      const ip = newClientIp();
      const body = validEnquiry("general");
      expect((await postContact(server, body, { ip })).status).toBe(201);
      expect((await postContact(server, { ...body, message: "Something else entirely." }, { ip })).status).toBe(201);
    });

    it("answers a retry with the same Idempotency-Key with the first id, even from another address", async () => {
      const key = `retry-${crypto.randomUUID()}`;
      const body = validEnquiry("partner");
      const first = await postContact(server, body, { headers: { "Idempotency-Key": key } });
      expect(first.status).toBe(201);
      const { id } = (await first.json()) as { id: string };
      const before = await countEnquiries(server.database.db);
      const retry = await postContact(server, body, { headers: { "Idempotency-Key": key } });
      expect(retry.status).toBe(200);
      expect(await retry.json()).toEqual({ id, duplicate: true });
      expect(await countEnquiries(server.database.db)).toBe(before);
    });

    it("refuses an Idempotency-Key reused for a different enquiry", async () => {
      const key = `reuse-${crypto.randomUUID()}`;
      expect((await postContact(server, validEnquiry("general"), { headers: { "Idempotency-Key": key } })).status).toBe(201);
      const reused = await postContact(server, validEnquiry("general"), { headers: { "Idempotency-Key": key } });
      expect(reused.status).toBe(400);
      expect(await reused.json()).toEqual({ errors: { _form: [formMessages.idempotencyKeyReused] } });
    });

    it("refuses a malformed Idempotency-Key", async () => {
      const response = await postContact(server, validEnquiry("general"), { headers: { "Idempotency-Key": "has spaces in it" } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: { _form: [formMessages.idempotencyKey] } });
    });

    it("stores one enquiry when the same one arrives several times at once", async () => {
      const before = await countEnquiries(server.database.db);
      const ip = newClientIp();
      const body = validEnquiry("candidate");
      const keyed = validEnquiry("candidate");
      const key = `burst-${crypto.randomUUID()}`;
      const responses = await Promise.all([
        ...Array.from({ length: 4 }, () => postContact(server, body, { ip })),
        ...Array.from({ length: 4 }, () => postContact(server, keyed, { headers: { "Idempotency-Key": key } })),
      ]);
      const results = await Promise.all(responses.map(async (r) => ({ status: r.status, ...((await r.json()) as { id: string }) })));
      const plain = results.slice(0, 4);
      const withKey = results.slice(4);
      for (const group of [plain, withKey]) {
        expect(group.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
        expect(new Set(group.map((r) => r.id)).size).toBe(1);
      }
      expect(await countEnquiries(server.database.db)).toBe(before + 2);
    });
  });

  describe("invalid input answers 400 with a message per field", () => {
    it("gives the spec's message for each invalid field", async () => {
      const response = await postContact(
        server,
        validEnquiry("partner", {
          firstName: "A",
          lastName: "",
          email: "amira@",
          phoneNumber: "12",
          location: " ",
          message: "Hi",
          organisation: "X",
          organisationType: "school",
          contactConsent: false,
          referral: "x".repeat(201),
        }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: {
          firstName: [messages.firstName],
          lastName: [messages.lastName],
          email: [messages.email],
          phoneNumber: [messages.phoneNumber],
          location: [messages.location],
          message: [messages.message],
          organisation: [messages.organisation],
          organisationType: [messages.organisationType],
          contactConsent: [messages.contactConsent],
          referral: [messages.referral],
        },
      });
    });

    it("names every missing field of the employer form", async () => {
      const response = await postContact(server, { form_source: "employer" });
      expect(response.status).toBe(400);
      const { errors } = (await response.json()) as { errors: Record<string, string[]> };
      expect(errors).toEqual({
        firstName: [messages.firstName],
        lastName: [messages.lastName],
        email: [messages.email],
        phoneNumber: [messages.phoneNumber],
        location: [messages.location],
        message: [messages.message],
        companyName: [messages.companyName],
        jobTitle: [messages.jobTitle],
        contactConsent: [messages.contactConsent],
      });
    });

    it("refuses wrong types", async () => {
      const response = await postContact(
        server,
        validEnquiry("candidate", { firstName: 12, contactConsent: "yes", marketingConsent: 1, support: ["a", "b"] }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: {
          firstName: [messages.firstName],
          contactConsent: [messages.contactConsent],
          marketingConsent: [messages.marketingConsent],
          support: [messages.support],
        },
      });
    });

    it("refuses an unknown or missing form_source", async () => {
      for (const form_source of ["volunteer", undefined, 3]) {
        const response = await postContact(server, validEnquiry("general", { form_source }));
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ errors: { form_source: [messages.formSource] } });
      }
    });

    it("refuses fields the form does not have, naming each", async () => {
      const response = await postContact(server, validEnquiry("candidate", { message: "Hello there", role: "admin" }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: { message: [formMessages.unknownField], role: [formMessages.unknownField] },
      });
    });

    it("refuses malformed JSON and JSON that is not an object", async () => {
      for (const [body, message] of [
        ['{"form_source": "general",', apiMessages.malformedJson],
        ["", apiMessages.malformedJson],
        ["[1, 2]", formMessages.notAnObject],
        ["null", formMessages.notAnObject],
        ['"text"', formMessages.notAnObject],
      ]) {
        const response = await postContact(server, body);
        expect(response.status, body).toBe(400);
        expect(await response.json()).toEqual({ errors: { _form: [message] } });
      }
    });

    it("refuses a body that is not UTF-8", async () => {
      const response = await server.fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      });
      expect(response.status).toBe(400);
    });
  });

  describe("requests the endpoint does not take", () => {
    it("answers 413 when Content-Length is over 16 KB", async () => {
      const response = await postContact(server, validEnquiry("general", { message: "x".repeat(17 * 1024) }));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: apiMessages.tooLarge });
    });

    it("answers 413 when a body without Content-Length grows past 16 KB", async () => {
      const chunk = new TextEncoder().encode(`{"form_source":"general","message":"${"y".repeat(4000)}`);
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 10) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const response = await server.fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: stream,
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
      // The connection survives: the next request on it is answered.
      expect((await postContact(server, validEnquiry("general"))).status).toBe(201);
    });

    it("accepts a body of just under 16 KB", async () => {
      const body = validEnquiry("general");
      const padding = 16 * 1024 - JSON.stringify(body).length - 20;
      const response = await postContact(server, JSON.stringify(body).replace("{", `{${" ".repeat(padding)}`));
      expect(response.status).toBe(201);
    });

    it("answers 415 when the body is not JSON", async () => {
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
        const response = await postContact(server, JSON.stringify(validEnquiry("general")), { headers: { "Content-Type": type } });
        expect(response.status, type).toBe(415);
        expect(await response.json()).toEqual({ error: apiMessages.unsupportedType });
      }
      const none = await server.fetch("/api/contact", { method: "POST", body: new Uint8Array([123, 125]) });
      expect(none.status).toBe(415);
    });

    it("answers 405 with Allow: POST to other methods", async () => {
      for (const method of ["GET", "PUT", "PATCH", "DELETE"]) {
        const response = await server.fetch("/api/contact", { method });
        expect(response.status, method).toBe(405);
        expect(response.headers.get("allow")).toBe("POST");
      }
    });

    it("answers 403 to a browser on another site, and accepts this site's origins", async () => {
      const evil = await postContact(server, validEnquiry("general"), { headers: { Origin: "https://evil.example" } });
      expect(evil.status).toBe(403);
      expect(await evil.json()).toEqual({ error: apiMessages.crossSite });
      const opaque = await postContact(server, validEnquiry("general"), { headers: { Origin: "null" } });
      expect(opaque.status).toBe(403);
      const noOrigin = await postContact(server, validEnquiry("general"), { headers: { "Sec-Fetch-Site": "cross-site" } });
      expect(noOrigin.status).toBe(403);

      const publicOrigin = await postContact(server, validEnquiry("general"), { headers: { Origin: "https://fairchance.example" } });
      expect(publicOrigin.status).toBe(201);
      const ownHost = await postContact(server, validEnquiry("general"), { headers: { Origin: `http://127.0.0.1:${server.port}` } });
      expect(ownHost.status).toBe(201);
      const sameOrigin = await postContact(server, validEnquiry("general"), { headers: { "Sec-Fetch-Site": "same-origin" } });
      expect(sameOrigin.status).toBe(201);
    });
  });
});

describe.each(backends)("POST /api/contact when the database fails, on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, testServerEnv);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers 503 and keeps nothing when the connection dies inside the transaction", async () => {
    const db = server.database.db;
    // Fails the second insert of the transaction (the email), after the enquiry row was written.
    // On PostgreSQL the connection itself is cut; PGlite has one in-process connection, so it errors instead.
    const failure =
      backend === "postgres"
        ? sql.raw("perform pg_terminate_backend(pg_backend_pid());")
        : sql.raw("raise exception 'simulated storage failure';");
    await db.execute(sql`create function fail_mail_insert() returns trigger language plpgsql as $$ begin ${failure} return new; end $$`);
    await db.execute(sql`create trigger fail_mail_insert before insert on mail_outbox for each row execute function fail_mail_insert()`);

    const body = validEnquiry("employer");
    const response = await postContact(server, body, { headers: { "Idempotency-Key": "dies-mid-way" } });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: apiMessages.unavailable });
    expect(text).not.toMatch(/insert|mail_outbox|terminat|simulated/i);
    expect(await countEnquiries(db)).toBe(0);
    expect(await countMail(db)).toBe(0);

    await db.execute(sql`drop trigger fail_mail_insert on mail_outbox`);
    // The same request succeeds once the database is healthy: the failed attempt left nothing to collide with.
    const retry = await postContact(server, body, { headers: { "Idempotency-Key": "dies-mid-way" } });
    expect(retry.status).toBe(201);
    expect(await countEnquiries(db)).toBe(1);
    expect(await countMail(db)).toBe(2);
  });

  it("answers 503 when the database has gone away altogether", async () => {
    await server.database.close();
    const response = await postContact(server, validEnquiry("general"));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: apiMessages.unavailable });
  });
});
