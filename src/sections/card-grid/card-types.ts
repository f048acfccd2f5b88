import type { SectionOfType } from '../../../schemas/section';
import { brandColors } from '../../theme/theme';

export type CardContent = SectionOfType<'card-grid'>['cards'][number];

/** The card's accent colour: its own brand colour, teal when content names none. */
export function cardAccent(card: CardContent): string {
  return brandColors[card.color ?? 'teal'];
}
