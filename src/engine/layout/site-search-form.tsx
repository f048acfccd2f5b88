import Box from '@mui/material/Box';
import { useId } from 'react';
import { maxSearchQueryLength } from '../../../schemas/common';
import { siteConfig } from '../../../site.config';
import { searchMessages } from '../../common/search-messages';

const magnifier =
  'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14';

/**
 * The site search in every page's header: a plain GET form to /search, so it works without
 * JavaScript. From 600 px up, a labelled field and a button; narrower (phones), where the logo and
 * the menu button leave no room for a usable field, the button alone, which opens the search page
 * and its full-width field; below 360 px, nothing (see the media query). Kept apart from the header's menus (site-header.tsx adds it in one line).
 */
export function SiteSearchForm() {
  const fieldId = useId();
  return (
    <Box
      component="form"
      action={siteConfig.search.path}
      method="get"
      role="search"
      aria-label={searchMessages.headerLandmark}
      data-site-search=""
      sx={{
        display: 'flex',
        alignItems: 'center',
        flex: { xs: '0 0 auto', sm: '0 1 15rem' },
        minWidth: 0,
        ml: { xs: 'auto', lg: 0 },
        // On phones the button's own padding does for part of the row's gap before the menu button.
        mr: { xs: -0.5, sm: 0 },
        // Below 360 px the advisory layout's wider logo and the menu button leave no room even for the
        // button: the header would scroll sideways (WCAG reflow at 320 px), so the search stays on its page.
        '@media (max-width: 359.95px)': { display: 'none' },
      }}
    >
      <label htmlFor={fieldId} className="visually-hidden">
        {searchMessages.fieldLabel}
      </label>
      <Box
        component="input"
        id={fieldId}
        type="search"
        name="q"
        maxLength={maxSearchQueryLength}
        placeholder={searchMessages.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        sx={{
          display: { xs: 'none', sm: 'block' },
          flex: '1 1 auto',
          minWidth: 0,
          width: '100%',
          height: 40,
          px: 1.5,
          font: 'inherit',
          fontSize: '0.95rem',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: '1px solid',
          borderColor: 'grey.500',
          borderRight: 0,
          borderRadius: '10px 0 0 10px',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 1 },
        }}
      />
      <Box
        component="button"
        type="submit"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flex: '0 0 auto',
          width: { xs: 40, sm: 44 },
          height: { xs: 44, sm: 40 },
          p: 0,
          color: { xs: 'text.primary', sm: 'primary.contrastText' },
          bgcolor: { xs: 'transparent', sm: 'primary.main' },
          border: 0,
          borderRadius: { xs: 1, sm: '0 10px 10px 0' },
          cursor: 'pointer',
          '&:hover': { bgcolor: { xs: 'grey.50', sm: 'secondary.main' } },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
        }}
      >
        <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false" sx={{ width: 24, height: 24, fill: 'currentColor' }}>
          <path d={magnifier} />
        </Box>
        <span className="visually-hidden">{searchMessages.submit}</span>
      </Box>
    </Box>
  );
}
