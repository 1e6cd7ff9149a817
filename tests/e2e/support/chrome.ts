import fs from "node:fs";

/** Debian's Chromium, or the browser named by CHROME_PATH. Nothing is ever downloaded. */
export function chromePath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      "Chromium was not found. Install Debian's package (`apt-get install chromium`) or set CHROME_PATH to a Chrome or Chromium binary.",
    );
  }
  return found;
}

/** Flags Chromium needs on these machines: running as root, no GPU, no outside network. */
export const chromeArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
