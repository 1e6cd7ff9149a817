import { RecoveryActions } from "./recovery-actions";

export function ServerError() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <title>Something went wrong | Fair Chance Works</title>
      <h1 className="text-3xl font-bold sm:text-4xl">Something went wrong</h1>
      <p className="mt-4 text-lg text-ink-soft">
        We're sorry, but something unexpected happened. Please try refreshing the page or return to the homepage.
      </p>
      <RecoveryActions />
    </div>
  );
}
