import crypto from "node:crypto";

export function createNonce(): string {
  return crypto.randomBytes(18).toString("base64");
}

/**
 * The Content Security Policy for a page. Scripts run only from this origin and with the page's nonce;
 * nothing may be loaded from, framed by, or submitted to another origin.
 */
export function contentSecurityPolicy(nonce: string, options: PolicyOptions = {}): string {
  // Every response carries a policy, and only the nonce differs between two with the same options: the text
  // around it is built once per set of options (there are a handful) rather than on every response.
  const key = `${options.dev ? 1 : 0}${options.upgradeInsecure ? 1 : 0}${options.analyticsOrigin ?? ""}`;
  let around = policyAroundNonce.get(key);
  if (!around) {
    const [before, after] = buildPolicy(NONCE_MARKER, options).split(NONCE_MARKER) as [string, string];
    around = { before, after };
    policyAroundNonce.set(key, around);
  }
  return around.before + nonce + around.after;
}

type PolicyOptions = { dev?: boolean; upgradeInsecure?: boolean; analyticsOrigin?: string };
const NONCE_MARKER = "\u0000nonce\u0000";
const policyAroundNonce = new Map<string, { before: string; after: string }>();

function buildPolicy(nonce: string, options: PolicyOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`],
    "style-src": options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    // The analytics host, only for a visitor who accepted analytics cookies (and only when analytics is configured).
    "connect-src": [...(options.dev ? ["'self'", "ws:"] : ["'self'"]), ...(options.analyticsOrigin ? [options.analyticsOrigin] : [])],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
  };
  if (options.upgradeInsecure) directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/** Headers sent with every response, pages and API alike. */
export function securityHeaders(options: {
  nonce: string;
  isProduction: boolean;
  dev?: boolean;
  /** Allowed to receive analytics from this page: the visitor accepted analytics cookies. */
  analyticsOrigin?: string;
}): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(options.nonce, { dev: options.dev, upgradeInsecure: options.isProduction, analyticsOrigin: options.analyticsOrigin }),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  };
  if (options.isProduction) {
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  }
  return headers;
}
