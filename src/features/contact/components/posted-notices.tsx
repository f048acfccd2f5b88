import { contactNoticeIds } from '../../../../schemas/contact-form-post';
import { contactMessages } from '../messages';

const notices = [
  { id: contactNoticeIds.sent, text: contactMessages.sent, outcome: 'sent' },
  { id: contactNoticeIds.failed, text: contactMessages.failed, outcome: 'failed' },
] as const;

/**
 * What a form posted without JavaScript came back with. The server sends the browser to e.g.
 * `/contact?contact=sent#contact-sent` (decision 008); the notice whose id is the fragment is shown
 * by CSS (`:target`, contact-form.css), so no script is needed, and the markup is the same on the
 * server and in the browser, so hydration never mismatches. `hidden` once the visitor sends again
 * from the page with the script, whose own status line then speaks.
 */
export function PostedNotices({ hidden }: { hidden: boolean }) {
  return notices.map(({ id, text, outcome }) => (
    <p key={id} id={id} hidden={hidden} className="contact-form__notice" data-outcome={outcome}>
      {text}
    </p>
  ));
}
