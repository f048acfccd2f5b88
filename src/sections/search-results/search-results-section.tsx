import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { maxSearchQueryLength } from '../../../schemas/common';
import { siteConfig } from '../../../site.config';
import { searchMessages } from '../../common/search-messages';
import { headingIdFor, SectionShell } from '../../components/section-shell';
import { SmartLink } from '../../components/smart-link';
import type { SectionComponentProps } from '../../engine/section-registry';
import { searchResultsStyles } from './search-results-styles';

/**
 * The search page as the build renders it: the heading, the search form, an empty place for the
 * results and the suggestions. The server fills the field with the query and the place with the
 * results of each request, and keeps the suggestions only when nothing was found or asked
 * (server/search/search-page.ts finds the `data-search-*` markers). Server HTML only, no JavaScript.
 */
export default function SearchResultsSection({ section }: SectionComponentProps<'search-results'>) {
  const headingId = headingIdFor(section.id);
  const fieldId = useId();
  const suggestionsId = `${section.id}-suggestions`;
  return (
    <SectionShell id={section.id} animate={false} labelledBy={headingId} maxWidth="md">
      <GlobalStyles styles={searchResultsStyles} />
      <Typography id={headingId} variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        {section.heading}
      </Typography>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role="search" is one landmark in every browser; the <search> element is not known to browsers before 2023 (Safari 17, Chrome 118). */}
      <form action={siteConfig.search.path} method="get" role="search" aria-label={searchMessages.pageLandmark} className="search-page-form">
        <label htmlFor={fieldId} className="search-page-form__label">
          {searchMessages.fieldLabel}
        </label>
        <div className="search-page-form__row">
          <input
            id={fieldId}
            className="search-page-form__field"
            type="search"
            name="q"
            defaultValue=""
            maxLength={maxSearchQueryLength}
            autoComplete="off"
            enterKeyHint="search"
            data-search-query=""
          />
          <button type="submit" className="search-page-form__button">
            {searchMessages.submit}
          </button>
        </div>
      </form>
      <div data-search-results="" />
      <aside data-search-suggestions="" className="search-suggestions" aria-labelledby={suggestionsId}>
        <h2 id={suggestionsId}>{section.suggestionsHeading}</h2>
        <ul>
          {section.suggestions.map((tip, index) => (
            <li key={index}>{tip}</li>
          ))}
        </ul>
        <ul className="search-suggestions__links">
          {section.links.map((link, index) => (
            <li key={index}>
              <SmartLink href={link.href} newTab={link.newTab}>
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      </aside>
    </SectionShell>
  );
}
