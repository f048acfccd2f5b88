import { type CollectionEntry, collectionSchema } from '../../../schemas/collection';
import { pageSchema } from '../../../schemas/page';
import { type CollectionMap, resolveCollections } from './resolve-collections';

const industries: CollectionEntry[] = collectionSchema.parse({
  entries: [
    {
      title: 'Payment',
      shortTitle: 'Payments',
      description: 'Card and mobile money security.',
      icon: 'credit-card',
      image: { src: '/img/industries/payments.webp', alt: 'Cards' },
      features: ['PCI-DSS'],
      stats: [
        { value: '1', label: 'a' },
        { value: '2', label: 'b' },
        { value: '3', label: 'c' },
      ],
      link: { label: 'Learn more', href: '/payments' },
    },
    { title: 'Education', icon: 'school', link: { label: 'Learn more', href: '/education' } },
    { title: 'Bank One', logo: { src: '/img/clients/bank-01.svg', alt: '' }, group: 'banks' },
  ],
}).entries;
const collections: CollectionMap = new Map([['industries', industries]]);

function pageWith(path: string, section: unknown) {
  return pageSchema.parse({ path, title: 'A page', description: 'A description that is long enough for the page schema to accept it.', sections: [section] });
}

describe('resolveCollections', () => {
  it('turns entries into cards after the cards written in the section, and drops the reference', () => {
    const page = pageWith('/advisory/industry', {
      type: 'card-grid',
      id: 'industries',
      cards: [{ title: 'Written here' }],
      from: { collection: 'industries' },
    });
    const [section] = resolveCollections(page, collections).sections;
    expect(section).not.toHaveProperty('from');
    expect(section?.type === 'card-grid' && section.cards.map((card) => card.title)).toEqual(['Written here', 'Payment', 'Education', 'Bank One']);
    const payment = section?.type === 'card-grid' ? section.cards[1] : undefined;
    // A card takes an image or an icon, not both: the image wins.
    expect(payment).toEqual({
      title: 'Payment',
      text: 'Card and mobile money security.',
      image: { src: '/img/industries/payments.webp', alt: 'Cards' },
      features: ['PCI-DSS'],
      stats: [
        { value: '1', label: 'a' },
        { value: '2', label: 'b' },
        { value: '3', label: 'c' },
      ],
      link: { label: 'Learn more', href: '/payments' },
    });
  });

  it('leaves out the entry that links to the page showing the list, unless told not to', () => {
    const links = (path: string, exceptCurrentPage?: boolean) => {
      const [section] = resolveCollections(
        pageWith(path, { type: 'link-list', id: 'useful-links', heading: 'Useful Links', from: { collection: 'industries', exceptCurrentPage } }),
        collections,
      ).sections;
      return section?.type === 'link-list' ? section.links : [];
    };
    expect(links('/payments')).toEqual([{ label: 'Education', href: '/education' }]);
    expect(links('/payments/')).toEqual([{ label: 'Education', href: '/education' }]);
    expect(links('/payments', false).map((link) => link.label)).toEqual(['Payment', 'Education']);
  });

  it('picks a group for logos and names each logo by its entry when the image has no alt text', () => {
    const [section] = resolveCollections(
      pageWith('/banking-financial-services', { type: 'reach-carousel', id: 'reach', label: 'Banks', from: { collection: 'industries', group: 'banks' } }),
      collections,
    ).sections;
    expect(section?.type === 'reach-carousel' && section.logos).toEqual([{ name: 'Bank One', image: { src: '/img/clients/bank-01.svg', alt: 'Bank One' } }]);
  });

  it('uses short titles when the reference asks for them', () => {
    const [section] = resolveCollections(
      pageWith('/innovare/advisory', { type: 'card-grid', id: 'services', from: { collection: 'industries', shortTitles: true, group: undefined } }),
      collections,
    ).sections;
    expect(section?.type === 'card-grid' && section.cards.map((card) => card.title)).toEqual(['Payments', 'Education', 'Bank One']);
  });
});
