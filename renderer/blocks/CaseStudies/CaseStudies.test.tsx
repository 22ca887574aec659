// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveBlock } from '../../../tests/unit/resolve';
import { CaseStudies } from './CaseStudies';

const rajdarbar = {
  client: 'Rajdarbar Realty',
  sector: 'Payment collections',
  summary: 'A calling agent reminds buyers of due instalments twice a week.',
  results: [
    { value: '65%', label: 'faster collections' },
    { value: '80%', label: 'less manual work' },
    { value: '90%', label: 'customer satisfaction' },
  ],
  link: { label: 'Read the case study', href: '/case-studies/rajdarbar-realty' },
};

describe('CaseStudies', () => {
  it('renders each study with client, sector, summary, three figures and a link naming the client', () => {
    const block = resolveBlock({
      type: 'caseStudies',
      heading: 'Results from real-estate teams',
      studies: [
        rajdarbar,
        {
          client: 'Lohia World Space',
          sector: 'Property sales',
          summary: 'A property-information agent answers buyers and books site visits.',
          results: [
            { value: '300%', label: 'increase in lead response' },
            { value: '45%', label: 'more site visits scheduled' },
            { value: '70%', label: 'time saved' },
          ],
          link: { label: 'Read the case study', href: '/case-studies/lohia-world-space' },
        },
      ],
      action: { label: 'View All Case Studies', href: '/case-studies', style: 'secondary' },
    });
    render(<CaseStudies block={block} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Results from real-estate teams');

    const card = screen.getByRole('heading', { level: 3, name: 'Rajdarbar Realty' }).closest('li')!;
    expect(within(card).getByText('Payment collections')).toBeInTheDocument();
    expect(within(card).getByText('A calling agent reminds buyers of due instalments twice a week.')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['65%', '80%', '90%']);
    expect(
      within(card)
        .getAllByRole('term')
        .map((d) => d.textContent),
    ).toEqual(['faster collections', 'less manual work', 'customer satisfaction']);

    expect(screen.getByRole('link', { name: /Read the case study: Rajdarbar Realty/ })).toHaveAttribute('href', '/case-studies/rajdarbar-realty');
    expect(screen.getByRole('link', { name: /Read the case study: Lohia World Space/ })).toHaveAttribute('href', '/case-studies/lohia-world-space');
    expect(screen.getByRole('link', { name: 'View All Case Studies' })).toHaveAttribute('href', '/case-studies');
  });

  it("shows a cover across the top and the logo in place of the icon, both loading lazily at their places' widths", () => {
    const media = {
      'cover.png': { format: 'png' as const, width: 960, height: 540, files: '/assets/img/cover' },
      'logo.png': { format: 'png' as const, width: 320, height: 96, files: '/assets/img/logo' },
    };
    const block = resolveBlock(
      {
        type: 'caseStudies',
        studies: [{ ...rajdarbar, cover: { file: 'cover.png', alt: 'Towers at dusk' }, logo: { file: 'logo.png', decorative: true } }],
      },
      {},
      media,
    );
    const { container } = render(<CaseStudies block={block} />);
    const [cover, logo] = [...container.querySelectorAll('picture')];
    expect(cover!.querySelector('img')).toHaveAttribute('alt', 'Towers at dusk');
    expect(cover!.querySelector('source')).toHaveAttribute('srcset', '/assets/img/cover-480.avif 480w, /assets/img/cover-720.avif 720w');
    expect(cover!.querySelector('source')).toHaveAttribute('sizes', '(min-width:1280px) 580px, (min-width:768px) 46vw, 100vw');
    expect(cover!.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(logo!.querySelector('img')).toHaveAttribute('alt', '');
    expect(logo!.querySelector('source')).toHaveAttribute('srcset', '/assets/img/logo-160.avif 160w, /assets/img/logo-320.avif 320w');
    expect([logo!.querySelector('img')!.getAttribute('width'), logo!.querySelector('img')!.getAttribute('height')]).toEqual(['320', '96']);
    // The logo stands in for the icon; the client's name is still the card's heading.
    expect(container.querySelector('use[href$="#building-2"]')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Rajdarbar Realty' })).toBeInTheDocument();
  });

  it('requires exactly three result figures', () => {
    const twoResults = { ...rajdarbar, results: rajdarbar.results.slice(0, 2) };
    expect(() => resolveBlock({ type: 'caseStudies', studies: [twoResults] } as never)).toThrow(/Invalid block/);
  });
});

describe('CaseStudies as anonymised success stories', () => {
  const saas = {
    client: 'SaaS company',
    challenge: 'Inbound demo requests waited hours for a first reply.',
    solution: 'Qualification and follow-up agents answered every request within minutes.',
    results: [
      { value: '35%', label: 'faster deal cycles' },
      { value: '27%', label: 'higher win rate' },
      { value: '6 weeks', label: 'to implement' },
    ],
  };

  it('renders each story with its challenge, solution and three figures, and no link', () => {
    const block = resolveBlock({
      type: 'caseStudies',
      heading: 'Sales teams already closing faster',
      studies: [
        saas,
        {
          client: 'Professional services firm',
          challenge: 'Consultants spent their week chasing replies.',
          solution: 'A follow-up agent sent timely, personalised messages after every meeting.',
          results: [
            { value: '48%', label: 'better response rates' },
            { value: '3 hours', label: 'saved per rep per week' },
            { value: '2 months', label: 'to implement' },
          ],
        },
      ],
    });
    render(<CaseStudies block={block} />);
    const card = screen.getByRole('heading', { level: 3, name: 'SaaS company' }).closest('li')!;
    expect(within(card).getByText('Inbound demo requests waited hours for a first reply.')).toBeInTheDocument();
    expect(within(card).getByText('Qualification and follow-up agents answered every request within minutes.')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['35%', '27%', '6 weeks']);
    expect(
      within(card)
        .getAllByRole('term')
        .map((d) => d.textContent),
    ).toEqual(['faster deal cycles', 'higher win rate', 'to implement']);
    const other = screen.getByRole('heading', { level: 3, name: 'Professional services firm' }).closest('li')!;
    expect(
      within(other)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['48%', '3 hours', '2 months']);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('lays long figures out as rows on narrow cards, short ones three across', () => {
    const block = resolveBlock({ type: 'caseStudies', studies: [saas, { ...rajdarbar, link: undefined }].map((s) => JSON.parse(JSON.stringify(s))) });
    const { container } = render(<CaseStudies block={block} />);
    const [long, short] = [...container.querySelectorAll('dl')];
    expect(long.className).toContain('xl:grid-cols-3');
    expect(short.className).toContain('grid-cols-3');
    expect(short.className).not.toContain('xl:grid-cols-3');
  });
});
