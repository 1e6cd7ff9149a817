import { Link } from "~/components/ui/router-link";
import { Button, ButtonLink } from "./ui/button";

export function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <title>Page Not Found | Fair Chance Works</title>
      <meta name="description" content="The page you were looking for could not be found." />
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 text-lg text-ink-soft">
        The page you are looking for may have moved, been deleted, or the URL may be wrong. Check the address, or use
        the buttons below.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" size="lg">
          Go Home
        </ButtonLink>
        <Button variant="outline" size="lg" onClick={() => window.history.back()} data-go-back="">
          Go Back
        </Button>
      </div>
      <p className="mt-8 text-ink-soft">
        Need help finding something?{" "}
        <Link to="/contact" className="font-semibold text-brand-700 underline">
          Contact us
        </Link>
        .
      </p>
    </div>
  );
}
