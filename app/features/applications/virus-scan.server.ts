import net from "node:net";
import type { Env } from "~/lib/env.server";

/**
 * Scanning an uploaded CV with ClamAV, where the deployment runs clamd (CLAMD_SOCKET; decision 0027). The
 * bytes go over clamd's INSTREAM command: "zINSTREAM\0", then chunks each led by its length as four big-endian
 * bytes, then a zero length; clamd answers "stream: OK", "stream: <signature> FOUND" or an error. No answer,
 * an error or a refused connection is "unavailable": the upload is then refused too (a check that did not
 * happen is not a pass).
 */

export type ScanResult = { verdict: "clean" } | { verdict: "infected"; signature: string } | { verdict: "unavailable"; reason: string };

const CHUNK_BYTES = 64 * 1024;

export function scanWithClamd(address: NonNullable<Env["clamd"]>, bytes: Uint8Array, timeoutMs = 20_000): Promise<ScanResult> {
  return new Promise((resolve) => {
    let answer = "";
    let settled = false;
    const finish = (result: ScanResult) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(result);
    };
    const socket = "path" in address ? net.createConnection({ path: address.path }) : net.createConnection({ host: address.host, port: address.port });
    socket.setTimeout(timeoutMs, () => finish({ verdict: "unavailable", reason: "timeout" }));
    socket.on("error", (error: NodeJS.ErrnoException) => finish({ verdict: "unavailable", reason: error.code ?? "error" }));
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("utf8");
      if (answer.includes("\0")) finish(verdictOf(answer.slice(0, answer.indexOf("\0"))));
    });
    socket.on("end", () => finish(answer ? verdictOf(answer.replace(/\0[\s\S]*$/, "")) : { verdict: "unavailable", reason: "no answer" }));
    socket.on("connect", () => {
      socket.write("zINSTREAM\0");
      for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
        const chunk = bytes.subarray(at, at + CHUNK_BYTES);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(chunk.length);
        socket.write(length);
        socket.write(chunk);
      }
      socket.write(Buffer.alloc(4));
    });
  });
}

function verdictOf(line: string): ScanResult {
  const text = line.trim();
  if (/^stream: OK$/.test(text)) return { verdict: "clean" };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found) return { verdict: "infected", signature: found[1]! };
  // "INSTREAM size limit exceeded. ERROR" and the like: clamd could not give a verdict.
  return { verdict: "unavailable", reason: text.slice(0, 100) || "no answer" };
}
