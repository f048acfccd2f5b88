import { telephonePattern } from './contact-fields';
import { contactMessageSchema } from './contact-message';

/** The phone input's pattern as the browser applies it: anchored, compiled with the `v` flag (HTML spec). */
const browserAccepts = (value: string) => new RegExp(`^(?:${telephonePattern})$`, 'v').test(value);

const serverAccepts = (value: string) => contactMessageSchema.shape.phone.safeParse(value).success;

describe('the telephone rule', () => {
  it.each([
    ['+233 30 000 0000', true],
    ['0302741200', true],
    ['(030) 274-1200', true],
    ['030.274.1200', true],
    ['030/274 1200', true],
    ['  +233 20 123 4567  ', true],
    ['abc', false],
    ['12345', false],
    ['+233 30 abc 0000', false],
    ['++233 30 000 0000', false],
    ['233+300000000', false],
    ['phone: 0302741200', false],
    ['0302741200 ext 4', false],
  ])('%j: the browser and the server agree it is %s', (value, accepted) => {
    expect(serverAccepts(value)).toBe(accepted);
    expect(browserAccepts(value)).toBe(accepted);
  });
});
