import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "../../integration/support/free-port";

const root = path.resolve(import.meta.dirname, "../../..");

/** One production server process, run from the compiled server (npm run build:server) as the container runs it. */
export type Instance = {
  name: string;
  port: number;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  /** SIGTERM, then waits for the process to exit. */
  stop(): Promise<number | null>;
};

export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ["build/main.js"], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  return {
    name,
    port,
    child,
    output: () => output,
    exited,
    fetch: (pathname, init) => fetch(`${base}${pathname}`, { redirect: "manual", ...init }),
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/** Waits until the instance answers /health with 200, or fails with what it printed. */
export async function healthy(instance: Instance, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (instance.child.exitCode !== null) throw new Error(`${instance.name} exited (${instance.child.exitCode}):\n${instance.output()}`);
    const status = await instance.fetch("/health").then((r) => r.status, () => 0);
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${instance.name} did not become healthy:\n${instance.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
