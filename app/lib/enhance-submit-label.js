// On pages sent without React: while a form is being sent, its submit button that carries
// `data-submitting-label` (SubmitButton, app/components/ui/button.tsx) is disabled and says what is happening
// ('Signing in...'), as SubmitButton does where React runs; a second press sends nothing more. Without it the
// form simply posts.
const restore = [];

document.addEventListener("submit", (event) => {
  // Left alone when another script stopped the form (say, a check in the browser).
  if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
  const form = event.target;
  if (form.dataset.submitting) {
    event.preventDefault();
    return;
  }
  const button = event.submitter;
  if (!(button instanceof HTMLButtonElement) || button.dataset.submittingLabel === undefined) return;
  form.dataset.submitting = "true";
  // A disabled submitter is left out of what the form sends: its name and value go in a hidden field instead.
  let stand = null;
  if (button.name) {
    stand = document.createElement("input");
    stand.type = "hidden";
    stand.name = button.name;
    stand.value = button.value;
    form.append(stand);
  }
  const content = [...button.childNodes];
  button.disabled = true;
  button.setAttribute("aria-disabled", "true");
  button.replaceChildren(button.dataset.submittingLabel);
  restore.push(() => {
    stand?.remove();
    button.disabled = false;
    button.removeAttribute("aria-disabled");
    button.replaceChildren(...content);
    delete form.dataset.submitting;
  });
});

// Back or Forward can show this page again from the browser's memory, as it was left: ready to send again.
window.addEventListener("pageshow", (event) => {
  if (!event.persisted) return;
  for (const undo of restore.splice(0)) undo();
});

for (const form of document.querySelectorAll("form")) {
  if (form.querySelector("button[data-submitting-label]")) form.dataset.enhanced = "submit-label";
}
