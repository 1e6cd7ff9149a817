import { Button, ButtonLink } from "./ui/button";

/** The way out of an error page: load the same page again, or start from the home page. */
export function RecoveryActions() {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Button size="lg" onClick={() => window.location.reload()} data-reload="">
        Try Again
      </Button>
      <ButtonLink to="/" variant="outline" size="lg" reloadDocument>
        Go Home
      </ButtonLink>
    </div>
  );
}
