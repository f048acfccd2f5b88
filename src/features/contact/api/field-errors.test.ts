import { fieldErrorsOf } from './send-contact-message';

describe('fieldErrorsOf', () => {
  it("keeps the server's message for each of the form's fields, in the form's order", () => {
    expect(fieldErrorsOf({ subject: 'Subject is required', email: 'Your Email must be an e-mail address like name@example.com' })).toEqual({
      email: 'Your Email must be an e-mail address like name@example.com',
      subject: 'Subject is required',
    });
    expect(Object.keys(fieldErrorsOf({ subject: 'a', name: 'b' }))).toEqual(['name', 'subject']);
  });

  it('ignores what is not a message for one of the five fields', () => {
    expect(fieldErrorsOf(undefined)).toEqual({});
    expect(fieldErrorsOf('Subject is required')).toEqual({});
    expect(fieldErrorsOf({ website: 'spam', subject: 3, message: '  ', name: null })).toEqual({});
  });
});
