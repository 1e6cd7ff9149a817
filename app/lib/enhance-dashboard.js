// On dashboard pages sent without React (app/features/dashboards/handle.ts): after a click on a link to another
// dashboard page, while the browser waits for it (the server runs the guard first), the status region says
// 'Loading…' and a skeleton stands in for the page, as DashboardLayout does during a client-side navigation where
// React runs. Without this script the browser simply loads the next page.
const status = document.querySelector("[data-dashboard-status]");
const content = document.getElementById("dashboard-content");
const skeleton = document.querySelector("template[data-dashboard-skeleton]");
const DASHBOARD = "/dashboard";

let undo = null;

/** The dashboard page a click on this link loads in this tab, or null (another site, a new tab, a file, this page). */
function dashboardPageOf(event) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!link || link.hasAttribute("download") || (link.target && link.target !== "_self")) return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return null;
  if (url.pathname !== DASHBOARD && !url.pathname.startsWith(`${DASHBOARD}/`)) return null;
  // A link to a part of this page (#section) loads nothing.
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  return url;
}

function showLoading() {
  if (undo || !status || !content) return;
  const message = document.createElement("p");
  message.className = "text-lg font-semibold text-ink";
  message.textContent = "Loading…";
  const statusClass = status.className;
  status.className = status.dataset.waitingClass ?? "";
  status.append(message);
  // The page's own content (with the demonstration label) is hidden, not removed, so Back can show it again.
  const shown = [...content.children].filter((child) => !child.hidden);
  for (const child of shown) child.hidden = true;
  const placeholder = skeleton instanceof HTMLTemplateElement ? skeleton.content.firstElementChild?.cloneNode(true) : null;
  if (placeholder) content.append(placeholder);
  undo = () => {
    message.remove();
    placeholder?.remove();
    status.className = statusClass;
    for (const child of shown) child.hidden = false;
    undo = null;
  };
}

document.addEventListener("click", (event) => {
  // A way back from a question (ConfirmPanel's cancel link) leads to this same page: on the page a form's answer
  // drew, following it would only scroll, leaving the question on screen. The page is loaded afresh instead.
  const back = event.target instanceof Element ? event.target.closest("a[data-fresh-load]") : null;
  if (back && !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
    const url = new URL(back.href, location.href);
    if (url.origin === location.origin && url.pathname === location.pathname && url.search === location.search) {
      event.preventDefault();
      showLoading();
      history.replaceState(history.state, "", url.href);
      location.reload();
      return;
    }
  }
  if (dashboardPageOf(event)) showLoading();
});

// A search or filter form (GET) loads a dashboard page too; a post stays on its page with its button's own label.
document.addEventListener("submit", (event) => {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "get") return;
  if (event.submitter?.formTarget || form.target) return;
  const url = new URL(form.action, location.href);
  if (url.origin === location.origin && (url.pathname === DASHBOARD || url.pathname.startsWith(`${DASHBOARD}/`))) showLoading();
});

// Back or Forward can show this page again from the browser's memory, as it was left: without 'Loading…'.
window.addEventListener("pageshow", (event) => {
  if (event.persisted) undo?.();
});

document.documentElement.dataset.dashboardEnhanced = "";
