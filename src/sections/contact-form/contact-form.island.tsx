import { reactIsland } from '../../engine/islands/react-island';
import ContactFormSection from './contact-form-section';

/** The contact form hydrates when it nears the window; until then (and without JavaScript) it posts natively. */
export default reactIsland<'contact-form'>(ContactFormSection);
