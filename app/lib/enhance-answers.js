// For pages whose forms post a question and get an answer back (the assistant, the disclosure checker), sent without
// React's scripts (app/lib/enhancement-scripts.ts). Each form already works as plain HTML that posts to its page;
// this only does what React did on top of that (the 'Finding an answer...' label comes from enhance-submit-label.js):
// - focus the element named by [data-focus-on-load] (an answer, the next question, a result) when the page that a
//   form posted to loads, as a person would otherwise start again at the top of the page;
// - turn a [data-print-note] paragraph into the Print button held in the <template data-print-button> after it.
// A page marks itself data-enhanced on <html> once this has run, so tests and styles can tell.

const target = document.querySelector("[data-focus-on-load]");
if (target instanceof HTMLElement) {
  const id = target.dataset.focusOnLoad;
  const element = (id && document.getElementById(id)) || target;
  if (element && !document.querySelector("[autofocus]")) {
    if (!element.hasAttribute("tabindex") && !element.matches("a[href], button, input, select, textarea")) element.tabIndex = -1;
    element.focus();
  }
}

for (const note of document.querySelectorAll("[data-print-note]")) {
  const template = note.nextElementSibling;
  const button = template instanceof HTMLTemplateElement ? template.content.firstElementChild?.cloneNode(true) : null;
  if (!(button instanceof HTMLButtonElement)) continue;
  button.addEventListener("click", () => window.print());
  note.replaceWith(button);
  template.remove();
}

document.documentElement.dataset.enhanced = "";
