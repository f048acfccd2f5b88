import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { cardFrame, cardOnLight } from '../../components/card-frame';
import { CardFeatures } from './card-features';
import { CardLink } from './card-link';
import { CardMedia } from './card-media';
import { CardStats } from './card-stats';
import { type CardContent, cardAccent } from './card-types';

type CardProps = {
  card: CardContent;
  /** id of the card's title, so "Read more" links can say which card they belong to. */
  titleId: string;
  onDark: boolean;
  /** The grid is the first section of the page: load card images at once. */
  priority: boolean;
};

/** One card of a card grid; with an anchor, links like "/innovare-grc#bpr" scroll to and highlight it. */
export function Card({ card, titleId, onDark, priority }: CardProps) {
  const accent = cardAccent(card);
  return (
    <Box
      component="article"
      id={card.anchor}
      sx={(theme) => ({
        ...cardFrame,
        // A flex item of the grid's row: with the frame's 100 % (of a row of no set height) it kept its
        // own height, so cards in one row differed; auto lets the row stretch them all to the tallest.
        height: 'auto',
        ...(onDark
          ? { borderColor: alpha(theme.palette.common.white, 0.16), bgcolor: alpha(theme.palette.common.white, 0.06), boxShadow: 'none' }
          : cardOnLight(theme)),
        borderTop: `4px solid ${accent}`,
        color: onDark ? theme.palette.common.white : theme.palette.text.primary,
        // Clears the sticky navigation bar when the page scrolls to the card's anchor.
        scrollMarginTop: 104,
        transition: 'box-shadow 200ms ease, outline-color 200ms ease',
        '&:target': {
          outline: `3px solid ${onDark ? theme.palette.warning.main : accent}`,
          outlineOffset: 4,
          boxShadow: `0 0 0 8px ${alpha(onDark ? theme.palette.warning.main : accent, 0.15)}`,
        },
      })}
    >
      {card.image ? <CardMedia image={card.image} priority={priority} /> : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, gap: 2, p: { xs: 3, md: 3.5 } }}>
        {card.icon ? <CardMedia icon={card.icon} accent={accent} onDark={onDark} /> : null}
        <Typography id={titleId} variant="h3" component="h3">
          {card.title}
        </Typography>
        {card.text ? (
          <Typography variant="body1" sx={(theme) => ({ color: onDark ? alpha(theme.palette.common.white, 0.85) : theme.palette.text.secondary })}>
            {card.text}
          </Typography>
        ) : null}
        {card.features?.length ? <CardFeatures heading={card.featuresHeading} features={card.features} accent={accent} onDark={onDark} /> : null}
        {card.stats?.length ? <CardStats stats={card.stats} accent={accent} onDark={onDark} /> : null}
        {card.link ? <CardLink link={card.link} describedBy={titleId} accent={accent} onDark={onDark} /> : null}
      </Box>
    </Box>
  );
}
