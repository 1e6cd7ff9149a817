import { redirect } from "react-router";
import { signOutAction } from "~/features/auth/email-links.server";
import type { Route } from "./+types/sign-out";

/** POST /sign-out signs this browser out. A visit by address only goes home: signing out changes state. */
export function action({ context, request }: Route.ActionArgs) {
  return signOutAction(context, request);
}

export function loader() {
  return redirect("/");
}
