import crypto from "node:crypto";

export function createNonce(): string {
  return crypto.randomBytes(18).toString("base64");
}

/**
 * The Content Security Policy for a page. Scripts run only from this origin and with the page's nonce;
 * nothing may be loaded from, framed by, or submitted to another origin.
 */
export function contentSecurityPolicy(nonce: string, options: { dev?: boolean; upgradeInsecure?: boolean; analyticsOrigin?: string } = {}): string {
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
