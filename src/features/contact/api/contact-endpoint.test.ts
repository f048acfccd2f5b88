import { apiTargetFromEnv } from '../../../../site.config';
import { contactEndpointPath, contactFormAction } from './contact-endpoint';

describe('the contact endpoint', () => {
  it('is the endpoint table path, which the form posts to as well', () => {
    expect(contactEndpointPath).toBe('/api/contact');
    expect(contactFormAction).toBe('/api/contact');
  });

  it.each(['server', 'legacy'])('has no placeholder to fill in the %s preset (it is used as it stands)', (preset) => {
    expect(apiTargetFromEnv({ VITE_API_PRESET: preset }).endpoints.contact).not.toMatch(/[{}]/);
  });
});
