import http from "node:http";
import net from "node:net";

/** A TCP relay to a database or Redis that the test can cut (every connection dropped, new ones refused) and restore. */
export type CuttableRelay = { port: number; cut(): void; restore(): void; close(): Promise<void> };

export async function cuttableRelay(targetPort: number, targetHost = "127.0.0.1"): Promise<CuttableRelay> {
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A small round-robin HTTP proxy, as nginx would be in front of the servers: each request goes to the next
 * server, and to the one after when a server refuses the connection (it was killed); a request cut off
 * mid-way is answered 502, which the client may repeat with its Idempotency-Key.
 */
export type RoundRobin = { port: number; url: string; close(): Promise<void> };

export async function roundRobinProxy(upstreams: () => number[]): Promise<RoundRobin> {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const forward = (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, tries: number) => {
    const ports = upstreams();
    const port = ports[next++ % ports.length]!;
    const upstream = http.request(
      { host: "127.0.0.1", port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on("error", () => res.destroy());
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED" && tries < ports.length) return forward(req, body, res, tries + 1);
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain" }).end("Bad gateway");
      else res.destroy();
    });
    upstream.end(body);
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => forward(req, Buffer.concat(chunks), res, 1));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
