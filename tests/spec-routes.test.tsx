import { routes } from 'virtual:route-table';
import { prerenderRoute } from './prerender-route';

/**
 * The route table of the spec (../shared/spec/site-spec.md §2), checked against the prerendered
 * pages: for every route, the texts, links, anchors and counts the spec names. What the blog and
 * contact screens load from the API is tested with their features.
 */

const industryPages = ['/education', '/technology-media-telecommunication', '/payments', '/transport-logistics', '/oil-gas', '/banking-financial-services'];
const advisoryCards = ['/cybersecurity-frameworks', '/cisoaas', '/digital-transformation', '/governance-risk-compliance', '/enterprise-architecture'];
const grcAnchors = ['bpr', 'epdr', 'erm', 'ias', 'aml', 'cs', 'ic', 'fmac'];

type Expectations = {
  /** Texts that must appear in the page's main content (case-sensitive, as the spec quotes them). */
  texts?: string[];
  /** Headings (any level) whose text contains these. */
  headings?: string[];
  /** Internal or external addresses that some link in the main content points to. */
  links?: string[];
  /** Ids that "#anchor" links land on. */
  anchors?: string[];
  /** CSS selector → how many elements of the main content match it. */
  counts?: Record<string, number>;
};

const specRoutes: Record<string, Expectations> = {
  '/': {
    texts: [
      'Tier 1',
      'ISO 27001',
      'Excellence',
      'Respect',
      'Integrity',
      'Ownership',
      'consulting and training company',
      'five-member board',
      'See services',
      'Learn More',
    ],
    headings: ['Why choose us', 'Skills and Expertise', 'Focus and Value', 'Flexible and Customizable', 'Affordable Services'],
    links: ['/about', '/services'],
    counts: { '#why-choose-us article': 4, '#divisions li a[target="_blank"]': 6 },
  },
  '/about': { texts: ['2007'], headings: ['Why partner with us'] },
  '/services': {
    headings: [
      'Business Advisory',
      'System Audit',
      'Training',
      'Thought Leadership',
      'Security Engineering',
      'Operational Technology',
      'Security Operations Center',
      'AI Solutions',
      'Marketing & Communications',
    ],
    counts: { '#services article': 9, '#services article a': 9 },
  },
  '/group/divisions': {
    headings: ['Innovare Advisory', 'Sysassure', 'Cyberassure', 'Innovation', 'SOC', 'Unified Approach'],
    links: ['/contact', '/services'],
    counts: { '#divisions article': 5, '#divisions article ul': 5, '#divisions article a[target="_blank"]': 5 },
  },
  '/innovare/advisory': {
    headings: ['Welcome', 'Cybersecurity Framework', 'CISOaaS', 'GRC Division', 'Digital Transformation', 'Enterprise Architecture'],
    links: advisoryCards,
    // The embedded video waits for the group's video id: until then the section is left out (no empty player).
    counts: { 'video[loop][muted], video[loop]': 1, iframe: 0, '#video': 0, '#services article': 5 },
  },
  '/advisory/about': {
    headings: ['About Us'],
    texts: ['ISO 27001', 'PCI-DSS', 'COBIT', 'data centre', 'digital strateg', 'Tier 1 Accredited'],
    counts: { 'nav[aria-label="Breadcrumb"]': 1, 'img[alt]:not([alt=""])': 2, 'img[alt="Tier 1 Accredited"]': 1 },
  },
  '/advisory/services': {
    headings: [
      'Cybersecurity Frameworks',
      'CISO as a Service',
      'Digital Transformation',
      'Governance Risk and Compliance',
      'Enterprise Architecture',
      'Assessment',
      'Strategy',
      'Implementation',
    ],
    links: [...advisoryCards, '/advisory/contact', '/advisory/about'],
    counts: { '#services article': 5 },
  },
  '/advisory/industry': {
    headings: [
      'Education',
      'Technology Media and Telecommunications',
      'Payment',
      'Transport & Logistics',
      'Oil & Gas Energy & Utilities',
      'Banking and Financial Services',
      'Why Choose',
    ],
    links: [...industryPages, '/contact', '/services'],
    counts: { '#industries article': 6, '#industries article dl': 6, '#industries article dl dt': 18, '#industries article ul': 6 },
  },
  '/cybersecurity-frameworks': { headings: ['PCI-DSS', 'Third Party Risk Assessment', 'ISMS/ISO27001', 'NIST', 'BCMS', 'ITMS ISO20000'] },
  '/cisoaas': { texts: ['CISO as a Service'] },
  '/governance-risk-compliance': {
    links: grcAnchors.map((anchor) => `/innovare-grc#${anchor}`),
    counts: { 'a[href^="/innovare-grc#"]': 8 },
  },
  '/innovare-grc': {
    anchors: grcAnchors,
    texts: ['Request a proposal'],
    counts: { '#benefits li': 10, 'a[href^="mailto:"]': 1 },
  },
  '/digital-transformation': { headings: ['Digital Transformation'] },
  '/enterprise-architecture': {
    headings: [
      'Business Architecture',
      'Data Architecture',
      'Application Architecture',
      'Technology Architecture',
      'Security Architecture',
      'Infrastructure Architecture',
    ],
  },
  '/artificial-intelligence': { texts: ['Coming soon...'] },
  '/business-resilience': { texts: ['Coming soon...'] },
  '/software-solutions': { texts: ['Coming soon...'] },
  '/technology-assurance': { headings: ['Penetration Testing', 'Vulnerability Assessment'], counts: { '#services article img': 2 } },
  '/security-solutions': { headings: ['Cybersecurity', 'Anti-Money Laundering', 'Fraud'], counts: { '#solutions article': 3 } },
  '/operational-technology': { headings: ['OT Assessment', 'OT Cybersecurity'], counts: { '#services article': 2 } },
  '/software-assurance': {
    headings: [
      'Risk Assessment',
      'Security Testing',
      'Secure Coding Review',
      'Continuous Monitoring',
      'Compliance and Certification',
      'Incident Response Planning',
    ],
    counts: { '#services article': 6 },
  },
  '/security-operations': { headings: ['SIEM Implementation'], counts: { '#services article': 1 } },
  '/training': {
    headings: [
      'ISO Management System Courses',
      'Information Security',
      'Audit',
      'Risk',
      'Governance',
      'Simulation and Lab Exercise',
      'Soft Skills',
      'Board and Management Training',
    ],
    texts: ['See website'],
    counts: { '#courses article': 8 },
  },
  '/thought-leadership': {
    headings: ['Executive Seminars', 'Conferences and Workshops', 'Corporate Event Management', 'Research', 'Technical Writing', 'Digital Marketing'],
    texts: ['See website'],
    counts: { '#services article': 6 },
  },
  '/privacy-policy': {
    headings: [
      'Information We Collect',
      'How We Use Your Information',
      'Disclosure of Your Information',
      'Your Choices',
      'Security',
      'Changes to This Privacy Statement',
      'Contact Us',
    ],
    texts: ['Last Updated'],
  },
  '/advisory_privacy-policy': {
    headings: [
      'Information We Collect',
      'How We Use Your Information',
      'Disclosure of Your Information',
      'Your Choices',
      'Security',
      'Changes to This Privacy Statement',
      'Contact Us',
    ],
    texts: ['Last Updated'],
  },
};

/** Logo counts of the reach carousels (spec §9); education has none, banking's has no 'Our Reach' heading. */
const reachLogos: Record<string, number | undefined> = {
  '/education': undefined,
  '/technology-media-telecommunication': 3,
  '/payments': 8,
  '/transport-logistics': 2,
  '/oil-gas': 5,
  '/banking-financial-services': 14,
};

async function renderRoute(path: string) {
  const container = document.createElement('div');
  container.innerHTML = await prerenderRoute(path);
  const main = container.querySelector('main');
  if (!main) throw new Error(`${path} rendered no <main>`);
  return { container, main };
}

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ');
const headingsOf = (root: Element) => [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(textOf);
const hrefsOf = (root: Element) => [...root.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'));

describe('the spec route table', () => {
  it('has a page for every static route of the spec, and nothing is listed twice', () => {
    const manifestPaths = new Set(routes.map((route) => route.path.replace(/\/$/, '') || '/'));
    for (const path of [...Object.keys(specRoutes), ...industryPages, '/contact', '/advisory/contact']) expect(manifestPaths, path).toContain(path);
  });

  it.each(Object.entries(specRoutes))('%s shows what the spec names', async (path, expected) => {
    const { main } = await renderRoute(path);
    const text = textOf(main);
    for (const wanted of expected.texts ?? []) expect(text, `text "${wanted}"`).toContain(wanted);
    const headings = headingsOf(main);
    for (const wanted of expected.headings ?? [])
      expect(
        headings.some((heading) => heading.includes(wanted)),
        `heading "${wanted}" among ${JSON.stringify(headings)}`,
      ).toBe(true);
    const hrefs = hrefsOf(main);
    for (const wanted of expected.links ?? []) expect(hrefs, `link to ${wanted}`).toContain(wanted);
    for (const anchor of expected.anchors ?? []) expect(main.querySelector(`[id="${anchor}"]`), `#${anchor}`).not.toBeNull();
    for (const [selector, count] of Object.entries(expected.counts ?? {})) expect(main.querySelectorAll(selector), selector).toHaveLength(count);
  });

  it.each(industryPages)('%s has a header, text, and Useful Links to the other five industries', async (path) => {
    const { main } = await renderRoute(path);
    expect(main.querySelectorAll('h1')).toHaveLength(1);
    expect(main.querySelectorAll('p').length).toBeGreaterThan(2);
    const usefulLinks = main.querySelector('nav[aria-labelledby]');
    expect(usefulLinks && textOf(usefulLinks)).toContain('Useful Links');
    const targets = hrefsOf(usefulLinks as Element);
    expect(new Set(targets)).toEqual(new Set(industryPages.filter((other) => other !== path)));
  });

  it.each(Object.entries(reachLogos))('%s has the reach carousel the spec gives it', async (path, logoCount) => {
    const { main } = await renderRoute(path);
    const carousel = main.querySelector('[aria-roledescription="carousel"]');
    const hasOurReach = headingsOf(main).some((heading) => heading === 'Our Reach');
    if (logoCount === undefined) {
      expect(carousel).toBeNull();
      expect(hasOurReach).toBe(false);
      return;
    }
    expect(carousel).not.toBeNull();
    const names = [...(carousel as Element).querySelectorAll('img')].map((image) => image.getAttribute('alt'));
    expect(
      names.every((name) => name !== null && name.trim() !== ''),
      'every logo has alt text',
    ).toBe(true);
    expect(new Set(names).size).toBe(logoCount);
    expect(hasOurReach).toBe(path !== '/banking-financial-services');
  });

  it('links the footers as the spec says: main to /privacy-policy, advisory to /advisory_privacy-policy, both to /contact as "Contact us"', async () => {
    for (const [path, policy] of [
      ['/about', '/privacy-policy'],
      ['/payments', '/advisory_privacy-policy'],
    ] as const) {
      const { container } = await renderRoute(path);
      const footer = container.querySelector('footer') as Element;
      expect(hrefsOf(footer)).toContain(policy);
      const contactUs = [...footer.querySelectorAll('a')].filter((link) => textOf(link).trim() === 'Contact us');
      expect(contactUs.map((link) => link.getAttribute('href'))).toContain('/contact');
    }
  });
});
