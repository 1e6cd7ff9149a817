/** POST /api/contact: implemented by the enquiries feature. */
export function action() {
  return Response.json({ error: "Not available yet." }, { status: 503 });
}
