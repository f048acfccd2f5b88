import { siteConfig } from '../../../../site.config';

/**
 * The contact call's path, from site.config's endpoint table. It has no `{name}` placeholders, so it is
 * used as it stands: the form renders it with the page, and fillPathTemplate's chunk stays lazy.
 */
export const contactEndpointPath = siteConfig.api.endpoints.contact;

/** Where the form posts itself when no script runs: the same endpoint the script sends JSON to. */
export const contactFormAction = `${siteConfig.api.baseUrl}${contactEndpointPath}`;
