import { data, redirect } from "react-router";
import { originalPath } from "~/features/auth/guard.server";
import { areaFor } from "./areas";

/** A page the area table says has moved: 301 for a read, 308 (keeping the method and body) for anything else. */
export function movedPermanently(request: Request): never {
  const area = areaFor(originalPath(request));
  if (!area?.movedTo) throw data("There is no page at this address.", { status: 404 });
  const read = request.method === "GET" || request.method === "HEAD";
  throw redirect(area.movedTo, { status: read ? 301 : 308, headers: { "Cache-Control": "no-store" } });
}
