import { buildCvDocument, type CvDocument } from "~/features/cv-builder/cv-document";
import { isObject, normaliseDraft } from "~/features/cv-builder/draft";

/**
 * The CV saved to a candidate's account (candidate_cvs.document, written by the CV builder's "Save to my account"),
 * as the outline the builder draws its preview, PDF and Word files from. Whatever was stored, only the CV's own
 * parts come out: a disclosure letter or conviction detail is never part of the outline. Null if nothing usable.
 */
export function savedCvOutline(document: Record<string, unknown>): CvDocument | null {
  // The builder keeps { step, draft } on the device; a saved copy may be that shape or the draft alone.
  const draft = normaliseDraft(isObject(document.draft) ? document.draft : document);
  if (!draft) return null;
  const outline = buildCvDocument(draft);
  return { ...outline, sections: outline.sections.filter((section) => (section.kind === "skills" ? section.skills.length > 0 : section.kind === "summary" ? section.paragraphs.length > 0 : section.entries.length > 0)) };
}
