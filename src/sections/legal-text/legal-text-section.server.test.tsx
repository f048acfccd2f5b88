// @vitest-environment node
import { ThemeProvider } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { theme } from '../../theme/theme';
import { legalTextExample, legalTextSectionSchema } from './definition';
import LegalTextSection from './legal-text-section';

/** Prerendering runs without window or document, and must print the same date the browser will. */
describe('LegalTextSection on the server', () => {
  it('prints the fixed Last Updated date and the anchored headings without a browser', () => {
    expect(typeof window).toBe('undefined');
    const section = legalTextSectionSchema.parse(legalTextExample);
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/privacy-policy']}>
          <LegalTextSection section={section} index={1} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(html).toContain('<time dateTime="2026-11-01">Last Updated: 1 November 2026</time>');
    expect(html).toMatch(/<h2[^>]*id="information-we-collect"[^>]*>Information We Collect<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Personal information<\/h3>/);
    expect(html).toContain('max-width:800px');
  });
});
