// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveBlock } from '../../../tests/unit/resolve';
import { Integrations, monogramOf } from './Integrations';

describe('Integrations', () => {
  it('renders one tile per integration with its name, monogram and category, then the highlights', () => {
    const block = resolveBlock({
      type: 'integrations',
      heading: 'Works with the CRM you already run',
      intro: 'Twelve connectors, ready on day one.',
      items: [{ name: 'Salesforce' }, { name: 'Reynolds & Reynolds', category: 'Dealer management' }, { name: 'eLead CRM', monogram: 'EL' }],
      note: 'Need another system? We build custom connectors.',
      highlightsHeading: 'What the CRM sync does',
      highlights: [{ icon: 'refresh', title: 'Sync Now', text: 'Push every new meeting to the CRM with one click.' }],
    });
    render(<Integrations block={block} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Works with the CRM you already run');
    const [tiles, highlights] = screen.getAllByRole('list');
    const items = within(tiles!).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Salesforce');
    expect(items[1]).toHaveTextContent('RRReynolds & ReynoldsDealer management');
    expect(items[2]).toHaveTextContent('ELeLead CRM');
    expect(screen.getByText('Need another system? We build custom connectors.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('What the CRM sync does');
    expect(within(highlights!).getByRole('heading', { level: 4 })).toHaveTextContent('Sync Now');
    expect(screen.getByText('Push every new meeting to the CRM with one click.')).toBeInTheDocument();
  });

  it('leaves the highlights out when there are none and uses h3 for highlight titles without a highlights heading', () => {
    const plain = resolveBlock({ type: 'integrations', items: [{ name: 'HubSpot' }] });
    const { unmount } = render(<Integrations block={plain} />);
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    unmount();

    const noHeading = resolveBlock({
      type: 'integrations',
      items: [{ name: 'HubSpot' }],
      highlights: [{ title: 'Error logs', text: 'Every failed sync is logged with its reason.' }],
    });
    render(<Integrations block={noHeading} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Error logs');
  });

  it('shows a logo in the badge instead of the monogram, from a 96-pixel file', () => {
    const media = {
      'sf.png': { format: 'png' as const, width: 96, height: 96, files: '/assets/img/sf' },
    };
    const block = resolveBlock(
      { type: 'integrations', items: [{ name: 'Salesforce', logo: { file: 'sf.png', decorative: true } }, { name: 'HubSpot' }] },
      {},
      media,
    );
    render(<Integrations block={block} />);
    const [withLogo, withMonogram] = screen.getAllByRole('listitem');
    expect(withLogo).toHaveTextContent(/^Salesforce$/);
    const source = withLogo!.querySelector('picture > source');
    expect([source?.getAttribute('srcset'), source?.getAttribute('sizes')]).toEqual(['/assets/img/sf-96.avif 96w', '44px']);
    expect(withLogo!.querySelector('img')).toHaveAttribute('alt', '');
    expect(withMonogram).toHaveTextContent('HSHubSpot');
  });

  it('derives two-letter monograms from names', () => {
    expect(monogramOf('HubSpot')).toBe('HS');
    expect(monogramOf('CDK Global')).toBe('CG');
    expect(monogramOf('Reynolds & Reynolds')).toBe('RR');
    expect(monogramOf('Salesforce')).toBe('S');
    expect(monogramOf('ProMax')).toBe('PM');
  });
});
