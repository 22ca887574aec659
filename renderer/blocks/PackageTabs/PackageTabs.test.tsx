// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PlanConfig } from '../../generated/config';
import { IslandContext, type IslandCollector } from '../../islands/Island';
import { SiteDataContext, type SiteData } from '../../page/SiteData';
import { resolveBlock } from '../../../tests/unit/resolve';
import { packageFrom } from '../Package/package-data';
import PackageTabs, { type PackageTabsProps } from './PackageTabs';
import { PackageTabsBlock } from './PackageTabsBlock';

const plan = (id: string) => JSON.parse(readFileSync(join(process.cwd(), 'site.config/plans', `${id}.json`), 'utf8')) as PlanConfig;
const plans = { 'ai-agent-discovery': plan('ai-agent-discovery'), 'genai-discovery': plan('genai-discovery') };

const block = resolveBlock({
  type: 'packageTabs',
  anchor: 'buy-now',
  heading: 'Choose Your Discovery Package',
  tabs: [
    {
      label: 'AI Agent Discovery',
      package: 'ai-agent-discovery',
      summary: 'For voice and chat agents.',
      action: { label: 'Start AI Agent Discovery', href: '/aiagent/discovery' },
    },
    {
      label: 'Generative AI Discovery',
      package: 'genai-discovery',
      summary: 'For content, reports and documentation.',
      action: { label: 'Start Generative AI Discovery', href: '/genai/discovery' },
    },
  ],
});
const packages = { 'ai-agent-discovery': packageFrom(plans, 'ai-agent-discovery'), 'genai-discovery': packageFrom(plans, 'genai-discovery') };

describe('PackageTabsBlock (server side)', () => {
  it('hands the island the block and the prices read from site.config/plans', () => {
    const added: Array<{ name: string; props: unknown }> = [];
    const collector: IslandCollector = { add: (name, props) => (added.push({ name, props }), String(added.length - 1)) };
    const { container } = render(
      <SiteDataContext.Provider value={{ plans } as unknown as SiteData}>
        <IslandContext.Provider value={collector}>
          <PackageTabsBlock block={block} />
        </IslandContext.Provider>
      </SiteDataContext.Provider>,
    );
    expect(added).toHaveLength(1);
    expect(added[0].name).toBe('packageTabs');
    const props = added[0].props as PackageTabsProps;
    expect(props.block).toBe(block);
    expect(props.packages['ai-agent-discovery'].price).toBe(999);
    expect(props.packages['genai-discovery'].price).toBe(3999);
    expect(container.querySelector('[data-island="packageTabs"]')).not.toBeNull();
  });
});

describe('PackageTabs (island)', () => {
  it('selects AI Agent Discovery first and shows only its panel', () => {
    render(<PackageTabs block={block} packages={packages} />);
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist')).toHaveAccessibleName('Choose Your Discovery Package');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName(/AI Agent Discovery/);
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByText('$999')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Start AI Agent Discovery' })).toHaveAttribute('href', '/aiagent/discovery');
  });

  it('switches packages on click', async () => {
    render(<PackageTabs block={block} packages={packages} />);
    await userEvent.click(screen.getByRole('tab', { name: /Generative AI Discovery/ }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('$3,999')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Start Generative AI Discovery' })).toHaveAttribute('href', '/genai/discovery');
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around', async () => {
    render(<PackageTabs block={block} packages={packages} />);
    const [first, second] = screen.getAllByRole('tab');
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('$3,999')).toBeInTheDocument();
  });
});
