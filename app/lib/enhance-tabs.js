// Tabs whose state lives in the URL (?tab=id), on pages sent without React (app/components/ui/link-tabs.tsx):
// sent as a list of links with only the chosen panel shown, made here the WAI-ARIA tabs LinkTabs draws once
// React runs. Arrow keys, Home and End move between tabs and select them; a click or a key selects without
// loading a page and replaces the URL (no new history entry, no scroll jump). Without it the links still work.
for (const root of document.querySelectorAll("[data-link-tabs]")) {
  const nav = root.querySelector("nav");
  const links = [...(nav?.querySelectorAll("a[data-tab]") ?? [])];
  const panels = links.map((link) => document.getElementById(link.dataset.tab));
  if (!nav || links.length === 0 || panels.some((panel) => !panel)) continue;
  const { linkTabs: param, tabClass, selectedClass, idleClass } = root.dataset;

  const list = document.createElement("div");
  list.setAttribute("role", "tablist");
  list.setAttribute("aria-label", nav.getAttribute("aria-label") ?? "");
  list.className = nav.querySelector("ul")?.className ?? "";
  links.forEach((link, index) => {
    const id = link.dataset.tab;
    link.id = `${id}-tab`;
    link.setAttribute("role", "tab");
    link.setAttribute("aria-controls", id);
    link.removeAttribute("aria-current");
    list.append(link);
    panels[index].setAttribute("role", "tabpanel");
    panels[index].setAttribute("aria-labelledby", link.id);
    panels[index].tabIndex = 0;
  });
  nav.replaceWith(list);

  let selected = Math.max(0, panels.findIndex((panel) => !panel.hidden));
  const show = (index) => {
    links.forEach((link, i) => {
      const on = i === index;
      link.setAttribute("aria-selected", String(on));
      link.tabIndex = on ? 0 : -1;
      link.className = `${tabClass} ${on ? selectedClass : idleClass}`;
      panels[i].hidden = !on;
    });
  };
  const select = (index) => {
    if (index === selected) return;
    selected = index;
    show(index);
    const link = links[index];
    history.replaceState(history.state, "", `${location.pathname}?${param}=${encodeURIComponent(link.dataset.tab)}`);
    if (link.dataset.title) document.title = link.dataset.title;
  };
  show(selected);

  links.forEach((link, index) => {
    link.addEventListener("click", (event) => {
      // Modified clicks are the browser's: open in a new tab still works.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      select(index);
    });
    link.addEventListener("keydown", (event) => {
      const last = links.length - 1;
      const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last, " ": index }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      links[next].focus();
      select(next);
    });
  });
}
