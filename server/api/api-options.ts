import { createSmtpForwarder } from '../contact/contact-forwarder';
import type { ServerConfig } from '../env';
import type { ApiOptions } from './site-api';

/** The blog and contact API's options as the environment gives them: `npm start` and `npm run dev` read the same. */
export function apiOptionsOf(config: ServerConfig): ApiOptions {
  return {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    uploadsDir: config.uploadsDir,
    contactRateLimit: config.contactRateLimit,
    searchRateLimit: config.searchRateLimit,
    contactForwarder: config.smtp ? createSmtpForwarder(config.smtp) : undefined,
  };
}
