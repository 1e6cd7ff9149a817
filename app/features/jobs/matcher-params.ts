/** The job matcher's form, read from the URL (it is a GET form, so it works without JavaScript). Browser-safe. */
import { DISTANCES } from "./search-params";
import { splitTerms } from "./matcher";

export type MatcherForm = {
  skills: string;
  interests: string;
  place: string;
  miles: number;
  availability: "full_time" | "part_time" | "either";
  /** "Leave out roles my record would rule out": a signed-in candidate with a saved checker result only. */
  leaveOut: boolean;
};

/** The URL parameter (and checkbox) of "Leave out roles my record would rule out". */
export const LEAVE_OUT_PARAM = "leaveOut";
export const LEAVE_OUT_VALUE = "record";

const text = (value: string | null, max: number) => (value ?? "").slice(0, max);

/** Null when the URL holds no matcher question yet. */
export function parseMatcherForm(params: URLSearchParams): MatcherForm | null {
  if (!["skills", "interests", "where", "availability"].some((name) => params.has(name))) return null;
  const miles = Number(params.get("miles"));
  const availability = params.get("availability");
  return {
    skills: text(params.get("skills"), 500),
    interests: text(params.get("interests"), 300),
    place: text(params.get("where"), 100).trim(),
    miles: (DISTANCES as readonly number[]).includes(miles) ? miles : 15,
    availability: availability === "full_time" || availability === "part_time" ? availability : "either",
    leaveOut: params.get(LEAVE_OUT_PARAM) === LEAVE_OUT_VALUE,
  };
}

export function matcherInput(form: MatcherForm) {
  return { skills: splitTerms(form.skills), interests: splitTerms(form.interests), place: form.place, miles: form.miles, availability: form.availability };
}
