import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export type ContentSecurityPolicyDirectives = Readonly<Record<string, readonly string[]>>;

/**
 * The policy the site itself passes. Styles need 'unsafe-inline' because Emotion (MUI) injects
 * style tags at runtime; scripts never do: prerendered pages carry only module scripts from
 * /assets and `<script type="application/json">` data blocks, which browsers do not execute.
 * There is deliberately no upgrade-insecure-requests: the site is also served over plain http on
 * localhost. Code that talks to another origin (the legacy API) extends connect-src from here.
 */
export const siteContentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'media-src': ["'self'"],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  // Embedded YouTube videos and the Google map.
  'frame-src': ['https://www.youtube-nocookie.com', 'https://www.google.com', 'https://maps.google.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
} as const satisfies ContentSecurityPolicyDirectives;

/**
 * Sent with every SVG file in place of the site's policy (decision 028): an SVG opened on its own is
 * a document of the site's origin, so whatever slipped past the allow-list must neither run nor
 * load anything. Inline styles stay, as logos exported by design tools use them. deploy/nginx.conf
 * sends the same two headers for the SVGs nginx serves itself (checked by the integration suite).
 */
export const svgFileSecurityHeaders = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
} as const;

const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=()';

/** Security headers on every response: pages, files, redirects, 404s and errors. */
export async function registerSecurityHeaders(app: FastifyInstance, directives: ContentSecurityPolicyDirectives = siteContentSecurityPolicy): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    // Whether the site is reached over TLS is the proxy's business; HSTS with includeSubDomains
    // sent from here could lock other hosts of the domain out of plain http.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
}

/**
 * For the few replies Fastify makes before any hook has run (an address that is not valid
 * percent-encoding). Their body is plain text, so the policy can forbid everything.
 */
export const plainErrorSecurityHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': permissionsPolicy,
} as const;
