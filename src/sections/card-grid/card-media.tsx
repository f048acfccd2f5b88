import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { Image } from '../../../schemas/common';
import { ContentImage } from '../../components/content-image';
import { Icon } from '../../components/icon';

type CardMediaProps = { image: Image; priority: boolean; icon?: undefined } | { icon: string; accent: string; onDark: boolean; image?: undefined };

/** The top of a card: an edge-to-edge image at a fixed aspect ratio, or an icon in a circle tinted with the card's colour. */
export function CardMedia(props: CardMediaProps) {
  if (props.image) {
    return <ContentImage image={props.image} priority={props.priority} sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', bgcolor: 'grey.50' }} />;
  }
  const { icon, accent, onDark } = props;
  return (
    <Box
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        alignSelf: 'flex-start',
        width: 64,
        height: 64,
        borderRadius: '50%',
        bgcolor: onDark ? accent : alpha(accent, 0.12),
        color: onDark ? theme.palette.common.white : accent,
      })}
    >
      <Icon name={icon} fontSize={32} />
    </Box>
  );
}
