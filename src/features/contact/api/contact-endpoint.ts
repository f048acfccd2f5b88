import { siteConfig } from '../../../../site.config';
import { fillPathTemplate } from '../../../api/endpoint-url';

/** The contact call's path, from site.config's endpoint table. */
export const contactEndpointPath = fillPathTemplate(siteConfig.api.endpoints.contact);

/** Where the form posts itself when no script runs: the same endpoint the script sends JSON to. */
export const contactFormAction = `${siteConfig.api.baseUrl}${contactEndpointPath}`;
