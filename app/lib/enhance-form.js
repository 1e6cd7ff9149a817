// The call-back forms' script, on pages sent without React's scripts (app/lib/page-scripts.ts, `enhance: ["form"]`).
// Without it the form posts to the page's action, which checks it and shows its messages; with it the person gets
// what the React form gives: the form checked in the browser on submit (then again as they type), 'Submitting...',
// the form sent in the background, and the failure toast with every entry kept. The rules, the messages and the
// markup for errors come from the page (EnquiryForm renders them from the zod schema's own table), never from here.

/**
 * The message a field shows for `value` under `rule` (see EnquiryBrowserRule in form-fields.ts), or "" when it is
 * fine: the schema's verdict, in the schema's order (form-fields.test.ts holds the two together). A checkbox's value
 * is "on" when ticked, "" when not.
 */
export function fieldMessage(rule, value) {
  if (rule.checked) return value ? "" : rule.message;
  if (value === "") return rule.required ? rule.message : "";
  const text = rule.oneOf ? value : value.trim();
  if (rule.min !== undefined && text.length < rule.min) return rule.message;
  if (rule.max !== undefined && text.length > rule.max) return rule.tooLong;
  if (rule.pattern && !new RegExp(rule.pattern).test(text)) return rule.message;
  if (rule.minDigits && text.replace(/\D/g, "").length < rule.minDigits) return rule.message;
  if (rule.oneOf && !rule.oneOf.includes(text)) return rule.message;
  return "";
}

const TOAST_MS = 4000;
let toaster = null;

/** The toast region (SPEC.md section 9), made once so screen readers already watch it when a toast appears. */
function toastRegion() {
  if (toaster) return toaster;
  const section = document.createElement("section");
  section.setAttribute("aria-label", "Notifications alt+T");
  section.setAttribute("aria-live", "polite");
  section.setAttribute("aria-relevant", "additions text");
  section.setAttribute("aria-atomic", "false");
  section.tabIndex = -1;
  section.className = "fixed right-4 bottom-4 z-50 w-[356px] max-w-[calc(100vw-2rem)] focus-visible:outline-3 focus-visible:outline-focus sm:right-8 sm:bottom-8";
  const list = document.createElement("ol");
  section.append(list);
  document.body.append(section);
  toaster = { section, list, timer: 0, endsAt: 0, left: 0, returnFocus: null };

  const pause = () => {
    if (!toaster.timer) return;
    clearTimeout(toaster.timer);
    toaster.timer = 0;
    toaster.left = Math.max(0, toaster.endsAt - Date.now());
  };
  const resume = () => {
    if (toaster.timer || !list.firstChild || section.matches(":hover, :focus-within")) return;
    startTimer(toaster.left);
  };
  section.addEventListener("mouseenter", pause);
  section.addEventListener("mouseleave", resume);
  section.addEventListener("focusin", pause);
  section.addEventListener("focusout", () => setTimeout(resume));
  document.addEventListener("keydown", (event) => {
    if (event.altKey && event.code === "KeyT" && list.firstChild) {
      event.preventDefault();
      toaster.returnFocus = document.activeElement;
      section.dataset.expanded = "true";
      section.focus();
    } else if (event.key === "Escape" && section.contains(document.activeElement)) {
      // Collapses the stack and gives focus back to where the person was.
      delete section.dataset.expanded;
      const back = toaster.returnFocus;
      toaster.returnFocus = null;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
      else section.blur();
    }
  });
  return toaster;
}

function startTimer(ms) {
  toaster.endsAt = Date.now() + ms;
  toaster.timer = setTimeout(() => {
    toaster.timer = 0;
    toaster.list.replaceChildren();
  }, ms);
}

/** Shows an error toast; a second one replaces the first rather than stacking up. */
function showToast(message) {
  const { list } = toastRegion();
  const item = document.createElement("li");
  item.setAttribute("role", "status");
  item.setAttribute("aria-live", "polite");
  item.setAttribute("aria-atomic", "true");
  item.className = "flex items-center gap-3 rounded-lg border border-line bg-white p-4 text-sm font-semibold text-ink shadow-lg";
  const icon = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  icon.setAttribute("viewBox", "0 0 20 20");
  icon.setAttribute("aria-hidden", "true");
  icon.setAttribute("class", "size-5 shrink-0 fill-current text-danger");
  const path = document.createElementNS("http://www.w3.org/2000/svg", "path");
  path.setAttribute("d", "M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17ZM9 6a1 1 0 0 1 2 0v4.5a1 1 0 0 1-2 0V6Zm1 9.25a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Z");
  icon.append(path);
  const text = document.createElement("span");
  text.textContent = message;
  item.append(icon, text);
  list.replaceChildren(item);
  clearTimeout(toaster.timer);
  toaster.timer = 0;
  toaster.left = TOAST_MS;
  if (!toaster.section.matches(":hover, :focus-within")) startTimer(TOAST_MS);
}

/** A message's text as the server renders it under a field, without the "Error: " said only to screen readers. */
function messageText(element) {
  const copy = element.cloneNode(true);
  copy.querySelector(".sr-only")?.remove();
  return copy.textContent.trim();
}

function enhance(form) {
  const rulesScript = document.getElementById(`${form.id}-rules`);
  const summaryTemplate = document.getElementById(`${form.id}-summary-template`);
  const errorTemplate = document.getElementById(`${form.id}-error-template`);
  if (!rulesScript || !(summaryTemplate instanceof HTMLTemplateElement) || !(errorTemplate instanceof HTMLTemplateElement)) return;
  const config = JSON.parse(rulesScript.textContent);
  const button = form.querySelector('button[type="submit"]');
  const summarySelector = "[data-error-summary]";

  const control = (field) => document.getElementById(field.id);
  const valueOf = (field) => {
    const element = control(field);
    if (!element) return "";
    if (element.type === "checkbox") return element.checked ? element.value || "on" : "";
    return element.value;
  };

  // A page the server sent back with messages (JavaScript came late) is already past its first attempt.
  let attempted = Boolean(form.querySelector(summarySelector));
  let formErrors = [...form.querySelectorAll(`${summarySelector} li`)].filter((item) => !item.querySelector("a")).map((item) => item.textContent.trim());
  let busy = false;

  /** Shows or clears a field's message, with the markup, ids and ARIA attributes the server gives it. */
  function showFieldMessage(field, message) {
    const element = control(field);
    if (!element) return;
    let error = document.getElementById(field.errorId);
    const checkbox = element.type === "checkbox";
    if (message) {
      if (!error) {
        error = errorTemplate.content.firstElementChild.cloneNode(true);
        error.id = field.errorId;
        // Under the box, or for a checkbox under its label and hint, as the server places it.
        const anchor = checkbox ? (field.hintId && document.getElementById(field.hintId)) || form.querySelector(`label[for="${field.id}"]`) : element;
        anchor.after(error);
      }
      error.lastChild.textContent = message;
      element.setAttribute("aria-invalid", "true");
      element.setAttribute("aria-describedby", [field.hintId, field.errorId].filter(Boolean).join(" "));
    } else {
      error?.remove();
      element.removeAttribute("aria-invalid");
      if (field.hintId) element.setAttribute("aria-describedby", field.hintId);
      else element.removeAttribute("aria-describedby");
    }
    if (checkbox) {
      element.classList.toggle("outline-2", Boolean(message));
      element.classList.toggle("outline-danger", Boolean(message));
    } else {
      element.classList.toggle("border-danger", Boolean(message));
      element.classList.toggle("border-ink-soft", !message);
    }
  }

  /** The 'There is a problem' box: made from the server's template, updated in place, gone when nothing is wrong. */
  function showSummary(fieldErrors, focus) {
    let summary = form.querySelector(summarySelector);
    const formOnly = formErrors.filter((message) => !fieldErrors.some((item) => item.message === message));
    if (formOnly.length + fieldErrors.length === 0) {
      summary?.remove();
      return;
    }
    const template = summaryTemplate.content.querySelector("ul");
    const [formItem, fieldItem] = template.children;
    if (!summary) {
      summary = summaryTemplate.content.firstElementChild.cloneNode(true);
      // Focus is given below, when the person tried to send the form; never while they type.
      summary.removeAttribute("autofocus");
      form.prepend(summary);
    }
    const items = formOnly.map((message) => {
      const item = formItem.cloneNode(true);
      item.textContent = message;
      return item;
    });
    for (const { fieldId, message } of fieldErrors) {
      const item = fieldItem.cloneNode(true);
      const link = item.querySelector("a");
      link.href = `#${fieldId}`;
      link.textContent = message;
      items.push(item);
    }
    summary.querySelector("ul").replaceChildren(...items);
    if (focus) summary.focus();
  }

  /** Shows every field's message (from the browser's checks, or the server's) and the summary; true if any. */
  function showMessages(messageFor, focus) {
    const fieldErrors = [];
    for (const field of config.fields) {
      const message = messageFor(field);
      showFieldMessage(field, message);
      if (message) fieldErrors.push({ fieldId: field.id, message });
    }
    showSummary(fieldErrors, focus);
    return fieldErrors.length > 0;
  }

  const check = (field) => fieldMessage(field.rule, valueOf(field));

  function setBusy(value) {
    busy = value;
    button.disabled = value;
    button.textContent = value ? config.submittingLabel : config.submitLabel;
  }

  /** A refusal or failure: the server's messages if it sent the form back, else the React form's network message. */
  function showFailure(returned, toast) {
    const serverForm = returned?.getElementById(form.id);
    if (serverForm) {
      formErrors = [...serverForm.querySelectorAll(`${summarySelector} li`)].filter((item) => !item.querySelector("a")).map((item) => item.textContent.trim());
      showMessages((field) => {
        const error = returned.getElementById(field.errorId);
        return error ? messageText(error) : "";
      }, true);
    } else {
      formErrors = [config.networkMessage];
      showMessages(check, true);
    }
    if (toast) showToast(config.failureToast);
  }

  async function send() {
    setBusy(true);
    let response;
    try {
      response = await fetch(form.action, {
        method: "POST",
        body: new URLSearchParams(new FormData(form)),
        credentials: "same-origin",
        headers: { accept: "text/html" },
      });
    } catch {
      setBusy(false);
      showFailure(null, true);
      return;
    }
    const landed = new URL(response.url, location.href);
    if (response.ok && response.redirected && landed.origin === location.origin && landed.pathname === "/thank-you") {
      form.reset();
      location.assign(landed.pathname + landed.search);
      return;
    }
    let returned = null;
    try {
      if ((response.headers.get("content-type") ?? "").includes("text/html")) returned = new DOMParser().parseFromString(await response.text(), "text/html");
    } catch {
      returned = null;
    }
    setBusy(false);
    // A 400 is the action refusing what was typed: its messages say it all. Anything else is a failure to send.
    showFailure(returned, response.status !== 400 || !returned?.getElementById(form.id));
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (busy) return;
    attempted = true;
    formErrors = [];
    if (showMessages(check, true)) return;
    send();
  });

  // Once the person has tried to send the form, a message updates as they type.
  const recheck = (event) => {
    if (!attempted || busy) return;
    const field = config.fields.find((candidate) => candidate.id === event.target.id);
    if (!field) return;
    showFieldMessage(field, check(field));
    showSummary(
      config.fields.flatMap((candidate) => {
        const error = document.getElementById(candidate.errorId);
        return error ? [{ fieldId: candidate.id, message: messageText(error) }] : [];
      }),
      false,
    );
  };
  form.addEventListener("input", recheck);
  form.addEventListener("change", recheck);

  // A summary link moves focus to its field and brings the label into view too (a plain jump would hide it).
  form.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest(`${summarySelector} a[href^="#"]`) : null;
    const input = link && document.getElementById(link.getAttribute("href").slice(1));
    if (!input) return;
    event.preventDefault();
    (input.closest("[data-field]") ?? input).scrollIntoView({ block: "start" });
    input.focus({ preventScroll: true });
  });

  // Back from the thank-you page, a page the browser kept must not stay 'Submitting...'.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) setBusy(false);
  });

  toastRegion();
  form.dataset.enhanced = "";
}

if (typeof document !== "undefined") {
  for (const form of document.querySelectorAll("form[data-enquiry-form]")) enhance(form);
}
