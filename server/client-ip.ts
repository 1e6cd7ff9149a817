import type { Request } from "express";

/**
 * The client's address. Behind a proxy it comes only from the header the operator configured
 * (CLIENT_IP_HEADER), taking the last hop the proxy appended; without one, the socket's peer address.
 * Headers a client could forge are never trusted unless configured.
 */
export function clientIpFrom(req: Request, header: string | undefined): string | undefined {
  if (header) {
    const value = req.get(header);
    if (!value) return undefined;
    const hops = value.split(",").map((part) => part.trim()).filter(Boolean);
    return hops[hops.length - 1];
  }
  return req.socket.remoteAddress ?? undefined;
}
