import { createContext } from 'react';
import type { Link } from '../../../../schemas/common';

/**
 * Entries of the "Media" menu. The engine only shows them; the blog feature loads the categories and
 * provides them from the app root. Empty until then, as the spec's Media dropdown starts empty.
 */
export const MediaMenuContext = createContext<readonly Link[]>([]);
