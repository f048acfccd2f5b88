import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactLimits } from '../../../schemas/contact-fields';
import { siteConfig } from '../../../site.config';
import { deferred, jsonResponse, stubFetch } from '../../../tests/fetch-stub';
import { hydrateServerHtml } from '../../../tests/hydrate-server-html';
import { renderWithSite } from '../../../tests/render-section';
import { IsolatedSwr } from '../../../tests/render-with-data';
import { PagePathContext } from '../../engine/page-path';
import { contactMessages } from '../../features/contact/messages';
import ContactFormSection from './contact-form-section';
import { contactFormExample, contactFormSectionSchema } from './definition';

const section = contactFormSectionSchema.parse({ type: 'contact-form', id: 'send-message' });

/** The section as a page renders it: inside the page's path, here /advisory/contact, with the form's stylesheet (which the page links). */
// Read from disk: the test setup gives stylesheet imports no content (css: false).
const contactFormCss = readFileSync(path.join(import.meta.dirname, '..', '..', 'features', 'contact', 'components', 'contact-form.css'), 'utf8');

function renderForm() {
  const style = document.createElement('style');
  style.textContent = contactFormCss;
  document.head.append(style);
  onTestFinished(() => style.remove());
  return renderWithSite(
    <IsolatedSwr>
      <PagePathContext.Provider value="/advisory/contact">
        <ContactFormSection section={section} index={1} />
      </PagePathContext.Provider>
    </IsolatedSwr>,
    { route: '/advisory/contact' },
  );
}

const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

const filled = { name: 'Ama Owusu', email: 'ama@example.com', phone: '+233 20 000 0000', subject: 'ISO 27001', message: 'Can you help us prepare?' };

/** Fills every field as a visitor pasting text would (typing key by key is slow and adds nothing here), then sends. */
async function fillAndSend() {
  const user = userEvent.setup();
  const entries: [HTMLElement, string][] = [
    [field('Your Name'), filled.name],
    [field('Your Email'), filled.email],
    [screen.getByLabelText('Your Phone'), filled.phone],
    [field('Subject'), filled.subject],
    [field('Message'), filled.message],
  ];
  for (const [input, value] of entries) {
    await user.click(input);
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

const status = () => screen.getByRole('status');

describe('ContactFormSection', () => {
  it('has the spec heading, the five required fields with browser checks and limits, and the button', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Send Your Message' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send Your Message' })).not.toHaveAttribute('novalidate');
    const inputs = {
      name: field('Your Name'),
      email: field('Your Email'),
      phone: screen.getByLabelText('Your Phone') as HTMLInputElement,
      subject: field('Subject'),
      message: field('Message'),
    };
    for (const [name, input] of Object.entries(inputs)) {
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('name', name);
      expect(input).toHaveAttribute('maxlength', String(contactLimits[name as keyof typeof contactLimits]));
    }
    expect(inputs.email).toHaveAttribute('type', 'email');
    expect(inputs.phone).toHaveAttribute('type', 'tel');
    expect(inputs.message.tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
    expect(status()).toHaveTextContent('');
    expect(status()).toHaveAttribute('aria-live', 'polite');
  });

  it('posts itself to the contact endpoint when no script runs, naming the page to come back to', () => {
    const { container } = renderForm();
    const form = screen.getByRole('form', { name: 'Send Your Message' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', siteConfig.api.endpoints.contact);
    const returnField = container.querySelector<HTMLInputElement>('input[name="return"]')!;
    expect(returnField).toHaveAttribute('type', 'hidden');
    expect(returnField).toHaveValue('/advisory/contact');
  });

  it('has the notices a post without JavaScript comes back to, hidden until the address names one', () => {
    const { container } = renderForm();
    const sentNotice = container.querySelector('#contact-sent')!;
    const failedNotice = container.querySelector('#contact-failed')!;
    expect(sentNotice).toHaveTextContent(/^Message sent successfully!$/);
    expect(failedNotice).toHaveTextContent(/^Failed to send message\. Please try again\.$/);
    expect(sentNotice).not.toBeVisible();
    expect(failedNotice).not.toBeVisible();
  });

  it.each([
    ['#contact-sent', 'Message sent successfully!'],
    ['#contact-failed', 'Failed to send message. Please try again.'],
  ])('shows the notice %s names', (hash, text) => {
    window.location.hash = hash;
    try {
      const { container } = renderForm();
      const shown = Array.from(container.querySelectorAll('[id^="contact-"]')).filter((notice) => getComputedStyle(notice).display !== 'none');
      expect(shown.map((notice) => notice.textContent)).toEqual([text]);
      expect(container.querySelector(hash)).toBeVisible();
    } finally {
      window.location.hash = '';
    }
  });

  it('hides the notice of an earlier post once the visitor sends again with the script', async () => {
    stubFetch(() => jsonResponse({ success: false }));
    window.location.hash = '#contact-sent';
    try {
      const { container } = renderForm();
      expect(container.querySelector('#contact-sent')).toBeVisible();
      await fillAndSend();
      await waitFor(() => expect(status()).toHaveTextContent('Failed to send message. Please try again.'));
      expect(container.querySelector('#contact-sent')).not.toBeVisible();
      expect(container.querySelector('#contact-failed')).not.toBeVisible();
    } finally {
      window.location.hash = '';
    }
  });

  it('hides the honeypot from people: visually hidden, aria-hidden, out of the tab order, no autofill', () => {
    const { container } = renderForm();
    const honeypot = container.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');
    expect(screen.queryByRole('textbox', { name: contactMessages.honeypot })).toBeNull();
  });

  it('posts the five fields and the empty honeypot as JSON, says so and clears the fields on success', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true }));
    renderForm();
    await fillAndSend();
    await waitFor(() => expect(status()).toHaveTextContent('Message sent successfully!'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ ...filled, website: '' });
    for (const label of ['Your Name', 'Your Email', 'Subject', 'Message']) expect(field(label)).toHaveValue('');
    expect(screen.getByLabelText('Your Phone')).toHaveValue('');
  });

  it('sends what a bot typed into the honeypot, for the server to drop', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true }));
    const { container } = renderForm();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    honeypot.focus();
    await userEvent.paste('https://spam.example');
    await fillAndSend();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toMatchObject({ website: 'https://spam.example' });
  });

  it.each([
    ['success false with field errors (400)', () => jsonResponse({ success: false, errors: { email: 'Your Email must be an e-mail address' } }, 400)],
    ['success false (500)', () => jsonResponse({ success: false }, 500)],
  ])('says the message failed and keeps the fields on %s', async (_case, answer) => {
    stubFetch(answer);
    renderForm();
    await fillAndSend();
    await waitFor(() => expect(status()).toHaveTextContent('Failed to send message. Please try again.'));
    expect(field('Your Name')).toHaveValue(filled.name);
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a body that is not JSON', () => new Response('<html>Bad gateway</html>', { status: 502 })],
    ['an answer without success', () => jsonResponse({ ok: true })],
  ])('says an error occurred on %s', async (_case, answer) => {
    stubFetch(answer);
    renderForm();
    await fillAndSend();
    await waitFor(() => expect(status()).toHaveTextContent('An error occurred. Please try again.'));
    expect(field('Message')).toHaveValue(filled.message);
  });

  it('disables the button while the message is on its way', async () => {
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    renderForm();
    await fillAndSend();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    answer.resolve(jsonResponse({ success: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled());
    expect(status()).toHaveTextContent('Message sent successfully!');
  });

  it('does not send a form the browser finds incomplete', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true }));
    renderForm();
    await userEvent.type(field('Your Name'), 'Ama');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field('Your Email')).toBeInvalid();
  });

  it('hydrates its server HTML without a warning', async () => {
    const parsed = contactFormSectionSchema.parse(contactFormExample);
    const { container, recoverable, unmount } = await hydrateServerHtml(
      <IsolatedSwr>
        <PagePathContext.Provider value="/contact">
          <ContactFormSection section={parsed} index={0} />
        </PagePathContext.Provider>
      </IsolatedSwr>,
    );
    expect(recoverable).toEqual([]);
    expect(container.querySelector('input[name="return"]')).toHaveValue('/contact');
    expect(within(container).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    unmount();
  });
});
