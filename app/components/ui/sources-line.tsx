import { ExternalLink } from "./prose";

type Source = { title: string; publisher: string; url: string };

/** A short "Source:" line naming and linking where a statement of law or fact comes from. */
export function SourcesLine({ sources, className = "" }: { sources: readonly Source[]; className?: string }) {
  return (
    <p className={`text-sm text-ink-soft sm:text-base ${className}`.trim()}>
      {sources.length > 1 ? "Sources: " : "Source: "}
      {sources.map((source, index) => (
        <span key={source.url}>
          {index > 0 ? "; " : null}
          <ExternalLink href={source.url}>{source.title}</ExternalLink>
          {` (${source.publisher})`}
        </span>
      ))}
      .
    </p>
  );
}
