import type { ReactNode } from "react";

/** The white card holding an auth page's form, below the page's hero. Its fields come from the form kit. */
export function AuthPanel({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <section className="bg-brand-50 py-10 sm:py-14">
      <div className={`mx-auto px-4 sm:px-6 ${wide ? "max-w-2xl" : "max-w-lg"}`}>
        <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">{children}</div>
      </div>
    </section>
  );
}
