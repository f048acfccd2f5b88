import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { blogMessages } from '../../messages';
import { shareTargets, type ShareTarget } from '../../share-urls';

const icons: Record<ShareTarget['network'], typeof FacebookIcon> = { Facebook: FacebookIcon, Twitter: XIcon, LinkedIn: LinkedInIcon, WhatsApp: WhatsAppIcon };

/** "Share this post:" and one link per service, each in a new tab with the post's address and title. */
export function ShareLinks({ address, title }: { address: string; title: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 5, pt: 3, borderTop: '1px solid', borderColor: 'grey.100' }}>
      <Typography component="p" variant="body1" sx={{ fontWeight: 700, mr: 1 }}>
        {blogMessages.shareThisPost}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1 }}>
        {shareTargets(address, title).map(({ network, href }) => {
          const NetworkIcon = icons[network];
          return (
            <li key={network}>
              <Box
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={blogMessages.shareOn(network)}
                sx={{
                  display: 'inline-flex',
                  p: 1,
                  borderRadius: '50%',
                  color: 'primary.main',
                  border: '1px solid',
                  borderColor: 'grey.100',
                  '&:hover': { color: 'secondary.main' },
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
                }}
              >
                <NetworkIcon fontSize="small" />
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
