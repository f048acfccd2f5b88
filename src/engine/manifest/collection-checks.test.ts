import { collectionSchema } from '../../../schemas/collection';
import { checkCollectionReferences } from './collection-checks';

const collections = new Map([
  [
    'clients',
    collectionSchema.parse({
      entries: [
        { title: 'Bank One', logo: { src: '/img/clients/bank-01.svg', alt: 'Bank One' }, group: 'banks' },
        {
          title: 'Payments Co',
          logo: { src: '/img/clients/fintech-01.svg', alt: 'Payments Co' },
          group: 'fintech',
          link: { label: 'Payments', href: '/payments' },
        },
      ],
    }).entries,
  ],
]);

function problemsFor(path: string, from: unknown) {
  return checkCollectionReferences(
    [
      {
        file: 'content/pages/x.json',
        data: {
          path,
          sections: [
            { id: 'hero', type: 'hero' },
            { id: 'reach', type: 'reach-carousel', from },
          ],
        },
      },
    ],
    collections,
  );
}

describe('checkCollectionReferences', () => {
  it('accepts a reference to an existing list and group', () => {
    expect(problemsFor('/payments', { collection: 'clients', group: 'banks' })).toEqual([]);
  });

  it('names a missing list, with the nearest name', () => {
    expect(problemsFor('/payments', { collection: 'client' })).toEqual([
      {
        file: 'content/pages/x.json',
        path: ['sections', 1, 'from', 'collection'],
        message: '"client" is not a shared list (no content/collections/client.json); did you mean "clients"?',
      },
    ]);
  });

  it('names a missing group, with the nearest group', () => {
    expect(problemsFor('/payments', { collection: 'clients', group: 'bank' })[0]?.message).toBe(
      '"bank" is not a group of content/collections/clients.json; did you mean "banks"?',
    );
  });

  it('reports a reference that picks nothing on its page', () => {
    expect(problemsFor('/payments', { collection: 'clients', group: 'fintech' })[0]?.message).toBe(
      'the reference picks no entries of content/collections/clients.json on this page',
    );
    expect(problemsFor('/payments', { collection: 'clients', group: 'fintech', exceptCurrentPage: false })).toEqual([]);
  });

  it('leaves a malformed reference to the schema check', () => {
    expect(problemsFor('/payments', { collection: 42 })).toEqual([]);
  });
});
