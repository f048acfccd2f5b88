import { screen } from '@testing-library/react';
import { sectionExamples } from '../schemas/section-examples';
import { sectionSchemas, sectionTypes } from '../schemas/section';
import { SectionList } from '../src/engine/section-renderer';
import { loadSectionModule } from '../src/engine/section-loader';
import { sectionRegistry } from '../src/engine/section-registry';
import { renderWithSite } from './render-section';

describe('section registry', () => {
  it('has a renderer for every section type, keys sorted', () => {
    expect(Object.keys(sectionRegistry)).toEqual(sectionTypes);
    expect(sectionTypes).toEqual([...sectionTypes].sort());
  });

  it.each(sectionTypes)('renders the %s example through the registry', async (type) => {
    const section = sectionSchemas[type].parse(sectionExamples[type]);
    await loadSectionModule(section.type);
    const { container } = renderWithSite(<SectionList sections={[section]} />, { iconData: section });
    expect(container.querySelector('[data-section-error]')).toBeNull();
    expect(container.textContent?.trim().length).toBeGreaterThan(0);
    expect(container.querySelector(`#${section.id}`)).not.toBeNull();
  });

  it('throws for a section type it does not know', () => {
    expect(() => loadSectionModule('carousel-3d' as never)).toThrow('Unknown section type "carousel-3d"');
  });

  it('keeps the rest of the page when one section fails to render', async () => {
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
    const good = sectionSchemas['coming-soon'].parse({ type: 'coming-soon', id: 'soon' });
    const broken = { type: 'stats', id: 'broken', items: null } as never;
    await Promise.all([loadSectionModule('coming-soon'), loadSectionModule('stats')]);
    const { container } = renderWithSite(<SectionList sections={[broken, good]} />);
    expect(screen.getByText('Coming soon...')).toBeInTheDocument();
    expect(container.querySelector('[data-section-error="broken"]')).not.toBeNull();
    expect(errors.some((args) => String((args as unknown[])[0]).includes('Section "broken" (stats) failed to render'))).toBe(true);
  });
});
