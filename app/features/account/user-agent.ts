/**
 * Turns a browser's User-Agent header into words a person recognises ("Chrome on Android phone"), so they
 * can tell their signed-in devices apart. It is a best guess: a User-Agent is whatever the browser sends.
 */

export type DeviceKind = "phone" | "tablet" | "computer";

export type DeviceDescription = {
  browser: string | null;
  system: string | null;
  kind: DeviceKind | null;
  /** One line for the list, e.g. "Firefox on Windows computer". */
  label: string;
};

// Order matters: many browsers also claim to be Chrome or Safari, so the specific names come first.
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Microsoft Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

function detectBrowser(ua: string): string | null {
  if (/\bHeadlessChrome\//.test(ua)) return "Chrome (automated)";
  for (const [pattern, name] of browsers) if (pattern.test(ua)) return name;
  return null;
}

function detectSystem(ua: string): { system: string | null; kind: DeviceKind | null } {
  if (/\biPad\b/.test(ua)) return { system: "iPadOS", kind: "tablet" };
  if (/\biPhone\b|\biPod\b/.test(ua)) return { system: "iOS", kind: "phone" };
  if (/\bAndroid\b/.test(ua)) return { system: "Android", kind: /\bMobile\b/.test(ua) ? "phone" : "tablet" };
  if (/\bCrOS\b/.test(ua)) return { system: "ChromeOS", kind: "computer" };
  if (/\bWindows\b/.test(ua)) return { system: "Windows", kind: /\bWindows Phone\b/.test(ua) ? "phone" : "computer" };
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return { system: "macOS", kind: "computer" };
  if (/\bLinux\b/.test(ua)) return { system: "Linux", kind: "computer" };
  return { system: null, kind: null };
}

export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  const ua = (userAgent ?? "").trim();
  if (!ua) return { browser: null, system: null, kind: null, label: "Unknown device" };
  const browser = detectBrowser(ua);
  const { system, kind } = detectSystem(ua);
  const place = system ? `${system}${kind ? ` ${kind}` : ""}` : kind;
  let label: string;
  if (browser && place) label = `${browser} on ${place}`;
  else if (browser) label = browser;
  else if (place) label = `A browser on ${place}`;
  else label = "Unknown browser or app";
  return { browser, system, kind, label };
}
