import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SocialProfile } from '../../../../schemas/site';
import { chromeMessages } from '../../../messages/chrome-messages';
import { colors } from '../../../theme/tokens';

const networkIcons = { facebook: FacebookIcon, instagram: InstagramIcon, linkedin: LinkedInIcon, x: XIcon } as const;

/** The social profile icons; each opens the profile in a new tab. */
export function SocialLinks({ profiles, sx, onDark = false }: { profiles: readonly SocialProfile[]; sx?: SxProps<Theme>; onDark?: boolean }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 0.5, ...sx }}>
      {profiles.map((profile) => {
        const NetworkIcon = networkIcons[profile.network];
        return (
          <li key={profile.network}>
            <Box
              component="a"
              href={profile.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${profile.label} ${chromeMessages.newTabNote}`}
              sx={{
                display: 'inline-flex',
                p: 1,
                borderRadius: '50%',
                color: onDark ? colors.onBrand : 'primary.main',
                '&:hover': { color: onDark ? colors.accentOnDark : 'secondary.main' },
                '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
              }}
            >
              <NetworkIcon fontSize="small" />
            </Box>
          </li>
        );
      })}
    </Box>
  );
}
