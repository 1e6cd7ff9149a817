import type { ReactNode } from "react";
import { Section } from "~/components/ui/section";

/**
 * The band that in-page buttons such as "Hire Vetted Talent" jump to (#contact).
 * The scroll margin keeps its heading clear of the sticky site header.
 */
export function ContactSection({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <Section id="contact" title={title} intro={intro} tone="tinted" className="scroll-mt-20">
      <div className="max-w-3xl space-y-6 text-ink-soft">{children}</div>
    </Section>
  );
}
