import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "~/lib/env.server";
import { scanWithClamd } from "./virus-scan.server";

/** A tiny stand-in for clamd: reads an INSTREAM command and answers as `answer` says about the bytes it got. */
function fakeClamd(answer: (bytes: Buffer, command: string) => string | null) {
  const server = net.createServer((socket) => {
    let received = Buffer.alloc(0);
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const command = "zINSTREAM\0";
      if (received.length < command.length) return;
      let at = command.length;
      const parts: Buffer[] = [];
      for (;;) {
        if (received.length < at + 4) return;
        const length = received.readUInt32BE(at);
        if (length === 0) break;
        if (received.length < at + 4 + length) return;
        parts.push(received.subarray(at + 4, at + 4 + length));
        at += 4 + length;
      }
      const reply = answer(Buffer.concat(parts), received.subarray(0, command.length).toString());
      if (reply === null) return; // says nothing: the scan must time out
      socket.end(`${reply}\0`);
    });
  });
  return new Promise<{ port: number; close: () => Promise<void> }>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ port: (server.address() as net.AddressInfo).port, close: () => new Promise((done) => server.close(() => done())) })),
  );
}

const EICAR = "X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*";

describe("scanning uploads with clamd over INSTREAM (decision 0027)", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it("reads CLAMD_SOCKET as a socket path or host:port, and scans nothing without it", () => {
    expect(loadEnv({}).clamd).toBeNull();
    expect(loadEnv({ CLAMD_SOCKET: "/run/clamav/clamd.ctl" }).clamd).toEqual({ path: "/run/clamav/clamd.ctl" });
    expect(loadEnv({ CLAMD_SOCKET: "clamav.internal:3310" }).clamd).toEqual({ host: "clamav.internal", port: 3310 });
    expect(() => loadEnv({ CLAMD_SOCKET: "clamd" })).toThrow(/CLAMD_SOCKET/);
  });

  it("sends the whole file in length-prefixed chunks and reads a clean or infected verdict", async () => {
    const seen: { command: string; size: number }[] = [];
    const clamd = await fakeClamd((bytes, command) => {
      seen.push({ command, size: bytes.length });
      return bytes.toString("latin1").includes("EICAR-STANDARD") ? "stream: Eicar-Test-Signature FOUND" : "stream: OK";
    });
    close = clamd.close;
    const big = new Uint8Array(200 * 1024).fill(0x41);
    expect(await scanWithClamd({ host: "127.0.0.1", port: clamd.port }, big)).toEqual({ verdict: "clean" });
    expect(await scanWithClamd({ host: "127.0.0.1", port: clamd.port }, new TextEncoder().encode(EICAR))).toEqual({ verdict: "infected", signature: "Eicar-Test-Signature" });
    expect(seen).toEqual([
      { command: "zINSTREAM\0", size: 200 * 1024 },
      { command: "zINSTREAM\0", size: EICAR.length },
    ]);
  });

  it("is 'unavailable' when clamd errs, says nothing in time, or is not there", async () => {
    const erring = await fakeClamd(() => "INSTREAM size limit exceeded. ERROR");
    close = erring.close;
    expect(await scanWithClamd({ host: "127.0.0.1", port: erring.port }, new Uint8Array(10))).toMatchObject({ verdict: "unavailable" });
    await erring.close();

    const silent = await fakeClamd(() => null);
    close = silent.close;
    expect(await scanWithClamd({ host: "127.0.0.1", port: silent.port }, new Uint8Array(10), 200)).toEqual({ verdict: "unavailable", reason: "timeout" });

    expect(await scanWithClamd({ path: "/nonexistent/clamd.ctl" }, new Uint8Array(10))).toMatchObject({ verdict: "unavailable" });
  });
});
