import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { Button } from "~/components/ui/button";
import type { Industry } from "./industries";

const noSubscribe = () => () => {};

const plainClasses = {
  list: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
  slide: "flex h-full flex-col rounded-xl border border-line bg-white p-6 shadow-sm",
  roles: "mt-4",
};
const carouselClasses = {
  list: "relative flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain rounded-xl py-2 motion-safe:scroll-smooth",
  item: "shrink-0 basis-[88%] snap-start sm:basis-full",
  slide: `${plainClasses.slide} lg:flex-row lg:gap-10 lg:p-8`,
  roles: "mt-4 lg:mt-0 lg:w-72 lg:shrink-0",
};

/** The position and the Previous and Next buttons; without handlers, the markup the enhancement script wires up. */
function CarouselControls({ listId, position, onPrevious, onNext }: { listId: string; position: string; onPrevious?: () => void; onNext?: () => void }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p aria-live="polite" aria-atomic="true" className="text-lg font-semibold text-ink">
        {position}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" aria-controls={listId} onClick={onPrevious} data-previous="">
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          Previous<span className="sr-only"> industry</span>
        </Button>
        <Button variant="outline" aria-controls={listId} onClick={onNext} data-next="">
          Next<span className="sr-only"> industry</span>
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </Button>
      </div>
    </div>
  );
}

/** False on the server and during hydration, true once React runs in the browser. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

/** Without the scrollend event, how long scrolling must pause before a swipe counts as finished. */
const SETTLE_MS = 150;
/** How long a button or key press may take to scroll to its slide before a swipe can overrule it. */
const TRAVEL_MS = 1500;

/**
 * The server renders a plain wrapping list, so every industry is readable without JavaScript.
 * Once hydrated it becomes a scroll-snap carousel: swipe on touch, Previous/Next buttons, arrow keys,
 * and a polite live region that says which industry is showing.
 */
export function IndustriesCarousel({ industries, label }: { industries: Industry[]; label: string }) {
  const enhanced = useHydrated();
  const [current, setCurrent] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  // The slide a button or key asked for, so a pause mid-scroll is not mistaken for the end of a swipe.
  const pending = useRef<{ index: number; until: number } | null>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const count = industries.length;

  const goTo = useCallback(
    (index: number) => {
      const list = listRef.current;
      if (!list) return;
      const target = (index + count) % count;
      const slide = list.children[target] as HTMLElement | undefined;
      if (!slide) return;
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      pending.current = { index: target, until: performance.now() + TRAVEL_MS };
      list.scrollTo({ left: slide.offsetLeft, behavior: reduceMotion ? "auto" : "smooth" });
      setCurrent(target);
    },
    [count],
  );

  // When scrolling stops (after a swipe, or any other scroll), the slide nearest the start edge is the current one.
  useEffect(() => {
    const list = listRef.current;
    if (!enhanced || !list) return;
    const settle = () => {
      let nearest = 0;
      let nearestDistance = Number.POSITIVE_INFINITY;
      Array.from(list.children).forEach((child, index) => {
        const distance = Math.abs((child as HTMLElement).offsetLeft - list.scrollLeft);
        if (distance < nearestDistance) {
          nearest = index;
          nearestDistance = distance;
        }
      });
      const asked = pending.current;
      if (asked) {
        if (nearest !== asked.index && performance.now() < asked.until) return;
        pending.current = null;
      }
      setCurrent(nearest);
    };
    if ("onscrollend" in window) {
      list.addEventListener("scrollend", settle);
      return () => list.removeEventListener("scrollend", settle);
    }
    let timer: number | undefined;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(settle, SETTLE_MS);
    };
    list.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      list.removeEventListener("scroll", onScroll);
    };
  }, [enhanced]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      goTo(current + 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      goTo(current - 1);
    }
  }

  const listClasses = enhanced ? carouselClasses.list : plainClasses.list;
  // On a page sent without React's scripts (docs/decisions/0017) the enhancement script (app/lib/enhance-page.js)
  // makes the same carousel from the plain list: these attributes carry what it needs.
  const later = (enhancedClass: string) => (enhanced ? {} : { "data-enhanced-class": enhancedClass });

  return (
    <div
      role={enhanced ? "region" : undefined}
      aria-roledescription={enhanced ? "carousel" : undefined}
      aria-label={enhanced ? label : undefined}
      data-carousel={enhanced ? undefined : label}
      onKeyDown={enhanced ? onKeyDown : undefined}
    >
      {enhanced ? (
        <CarouselControls
          listId={listId}
          position={`Industry ${current + 1} of ${count}: ${industries[current]?.name ?? ""}`}
          onPrevious={() => goTo(current - 1)}
          onNext={() => goTo(current + 1)}
        />
      ) : (
        <template data-carousel-controls="">
          <CarouselControls listId={listId} position={`Industry 1 of ${count}: ${industries[0]?.name ?? ""}`} />
        </template>
      )}
      <ul
        id={listId}
        ref={listRef}
        // Focusable so that keyboard users can reach the scroller and use the arrow keys on it.
        tabIndex={enhanced ? 0 : undefined}
        className={listClasses}
        {...later(carouselClasses.list)}
      >
        {industries.map((industry) => {
          const headingId = `${baseId}-${industry.id}`;
          const rolesId = `${headingId}-roles`;
          const Icon = industry.icon;
          return (
            <li key={industry.id} className={enhanced ? carouselClasses.item : undefined} {...later(carouselClasses.item)}>
              <div
                role={enhanced ? "group" : undefined}
                aria-roledescription={enhanced ? "slide" : undefined}
                aria-labelledby={enhanced ? headingId : undefined}
                data-slide={enhanced ? undefined : headingId}
                className={enhanced ? carouselClasses.slide : plainClasses.slide}
                {...later(carouselClasses.slide)}
              >
                <div className="flex-1">
                  <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
                  <h3 id={headingId} className="mt-3 text-xl font-semibold text-ink">
                    {industry.name}
                  </h3>
                  <p className="mt-2 text-ink-soft">{industry.description}</p>
                </div>
                <div className={enhanced ? carouselClasses.roles : plainClasses.roles} {...later(carouselClasses.roles)}>
                  <p id={rolesId} className="font-semibold text-ink">
                    Roles include
                  </p>
                  <ul aria-labelledby={rolesId} className="mt-2 list-disc space-y-1 pl-5 text-ink-soft">
                    {industry.roles.map((role) => (
                      <li key={role}>{role}</li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
