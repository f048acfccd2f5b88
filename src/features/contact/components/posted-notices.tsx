import Typography from '@mui/material/Typography';
import { contactNoticeIds } from '../../../../schemas/contact-form-post';
import { contactMessages } from '../messages';

const notices = [
  { id: contactNoticeIds.sent, text: contactMessages.sent, color: 'success.main' },
  { id: contactNoticeIds.failed, text: contactMessages.failed, color: 'error.main' },
] as const;

/**
 * What a form posted without JavaScript came back with. The server sends the browser to e.g.
 * `/contact?contact=sent#contact-sent` (decision 008); the notice whose id is the fragment is shown
 * by CSS (`:target`), so no script is needed, and the markup is the same on the server and in the
 * browser, so hydration never mismatches. `hidden` once the visitor sends again from the page with
 * the script, whose own status line then speaks.
 */
export function PostedNotices({ hidden }: { hidden: boolean }) {
  return notices.map(({ id, text, color }) => (
    <Typography key={id} id={id} hidden={hidden} sx={{ display: 'none', '&:target:not([hidden])': { display: 'block' }, fontWeight: 600, color }}>
      {text}
    </Typography>
  ));
}
