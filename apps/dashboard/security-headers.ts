// The HTTP headers every response of the built dashboard carries (security review #6), in one
// place: `vite build` writes them as `_headers` (the static-hosting format of Netlify and
// Cloudflare Pages) into the output, `vite preview` sends them (so the end-to-end suite runs
// under them), and apps/server reads that `_headers` file and sends the same when it serves the
// build. The CSP allows what the app uses and nothing else: scripts and workers from its own
// origin (the demo's mock API runs in a module worker), inline styles (Mantine and the charts
// set style attributes), images from data:, blob: and https: (avatars and uploads), fonts
// shipped with the app, and API calls to its own origin or the API origin the build names.

export interface SecurityHeaderOptions {
  /** VITE_API_BASE_URL when the API lives on another origin */
  apiBaseUrl?: string;
}

function apiOrigin(baseUrl: string | undefined): string | undefined {
  if (!baseUrl || !/^https?:\/\//i.test(baseUrl)) return undefined;
  return new URL(baseUrl).origin;
}

export function contentSecurityPolicy({ apiBaseUrl }: SecurityHeaderOptions = {}): string {
  const api = apiOrigin(apiBaseUrl);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${api ? ` ${api}` : ''}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/** The `_headers` file: the headers for every path of the site. */
export function headersFile(options: SecurityHeaderOptions = {}): string {
  const lines = Object.entries(securityHeaders(options)).map(([name, value]) => `  ${name}: ${value}`);
  return `# Written by the dashboard's build from security-headers.ts: the headers of every response.\n/*\n${lines.join('\n')}\n`;
}
