import type { Route } from "./+types/robots-txt";
import { areaPath } from "~/features/dashboards/areas";

export function loader({ context }: Route.LoaderArgs) {
  const body = ["User-agent: *", `Disallow: ${areaPath("chooser")}`, "Disallow: /api/", "", `Sitemap: ${context.env.publicUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
