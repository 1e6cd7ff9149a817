// The only script on pages that need no JavaScript (see app/lib/page-scripts.ts): it turns the header's menu
// link (which leads to the footer's list of pages) into the button that opens the slide-in menu, and wires
// the error pages' Go Back and Try Again buttons. Without it every page still works.
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const menuLink = document.querySelector("a[data-menu-link]");
const template = document.getElementById("mobile-menu-template");
if (menuLink && template instanceof HTMLTemplateElement) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = menuLink.className;
  button.setAttribute("aria-expanded", "false");
  // aria-controls is set only while the menu is open: closed, the menu is not in the page, and aria-controls
  // must name an element that is.
  button.append(...menuLink.childNodes);
  menuLink.replaceWith(button);

  const wide = window.matchMedia("(min-width: 768px)");
  let opened = null;

  const close = (returnFocus) => {
    if (!opened) return;
    opened.nodes.forEach((node) => node.remove());
    document.body.style.overflow = opened.overflow;
    document.removeEventListener("keydown", onKey);
    document.removeEventListener("pointerdown", onPointer);
    wide.removeEventListener("change", onWide);
    opened = null;
    button.setAttribute("aria-expanded", "false");
    button.removeAttribute("aria-controls");
    if (returnFocus) requestAnimationFrame(() => button.focus());
  };

  const onWide = () => {
    if (wide.matches) close(false);
  };

  const onPointer = (event) => {
    if (!opened?.panel.contains(event.target) && !button.contains(event.target)) close(true);
  };

  const onKey = (event) => {
    if (!opened) return;
    if (event.key === "Escape") return close(true);
    if (event.key !== "Tab") return;
    // Tab and Shift+Tab go round the menu, not out of it.
    const items = [...opened.panel.querySelectorAll(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const open = () => {
    const content = template.content.cloneNode(true);
    const nodes = [...content.children];
    // In <body>, not the header: the header's backdrop blur would clip a fixed panel to its own height.
    document.body.append(content);
    const panel = document.getElementById("mobile-menu");
    opened = { nodes, panel, overflow: document.body.style.overflow };
    document.body.style.overflow = "hidden";
    button.setAttribute("aria-expanded", "true");
    button.setAttribute("aria-controls", "mobile-menu");
    panel.querySelector("[data-menu-close]")?.addEventListener("click", () => close(true));
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    wide.addEventListener("change", onWide);
    onWide();
    panel.querySelector(FOCUSABLE)?.focus();
  };

  button.addEventListener("click", () => (opened ? close(true) : open()));
}

for (const goBack of document.querySelectorAll("[data-go-back]")) goBack.addEventListener("click", () => history.back());
for (const reload of document.querySelectorAll("[data-reload]")) reload.addEventListener("click", () => location.reload());

// The home page's industries: a plain list as sent, made a scroll-snap carousel here, as IndustriesCarousel does
// on pages React runs (app/features/marketing/industries-carousel.tsx): Previous and Next, arrow keys, swipes,
// and a polite live region that says which industry is showing.
for (const root of document.querySelectorAll("[data-carousel]")) {
  const list = root.querySelector("ul[data-enhanced-class]");
  const controls = root.querySelector("template[data-carousel-controls]");
  if (!list || !(controls instanceof HTMLTemplateElement)) continue;
  const slides = [...list.children];
  const names = slides.map((slide) => slide.querySelector("h3")?.textContent ?? "");
  for (const element of root.querySelectorAll("[data-enhanced-class]")) element.className = element.dataset.enhancedClass;
  for (const slide of root.querySelectorAll("[data-slide]")) {
    slide.setAttribute("role", "group");
    slide.setAttribute("aria-roledescription", "slide");
    slide.setAttribute("aria-labelledby", slide.dataset.slide);
  }
  root.setAttribute("role", "region");
  root.setAttribute("aria-roledescription", "carousel");
  root.setAttribute("aria-label", root.dataset.carousel);
  list.tabIndex = 0;
  const bar = controls.content.firstElementChild.cloneNode(true);
  controls.replaceWith(bar);
  const position = bar.querySelector("[aria-live]");

  let current = 0;
  // The slide a button or key asked for, so a pause mid-scroll is not mistaken for the end of a swipe.
  let pending = null;
  const show = (index) => {
    current = index;
    position.textContent = `Industry ${index + 1} of ${slides.length}: ${names[index]}`;
  };
  const goTo = (index) => {
    const target = (index + slides.length) % slides.length;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    pending = { index: target, until: performance.now() + 1500 };
    list.scrollTo({ left: slides[target].offsetLeft, behavior: reduceMotion ? "auto" : "smooth" });
    show(target);
  };
  bar.querySelector("[data-previous]").addEventListener("click", () => goTo(current - 1));
  bar.querySelector("[data-next]").addEventListener("click", () => goTo(current + 1));
  root.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      goTo(current + (event.key === "ArrowRight" ? 1 : -1));
    }
  });
  // When scrolling stops (after a swipe, or any other scroll), the slide nearest the start edge is the current one.
  const settle = () => {
    let nearest = 0;
    slides.forEach((slide, index) => {
      if (Math.abs(slide.offsetLeft - list.scrollLeft) < Math.abs(slides[nearest].offsetLeft - list.scrollLeft)) nearest = index;
    });
    if (pending) {
      if (nearest !== pending.index && performance.now() < pending.until) return;
      pending = null;
    }
    show(nearest);
  };
  if ("onscrollend" in window) list.addEventListener("scrollend", settle);
  else {
    let timer;
    list.addEventListener("scroll", () => {
      clearTimeout(timer);
      timer = setTimeout(settle, 150);
    }, { passive: true });
  }
}
