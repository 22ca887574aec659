// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IslandContext, type IslandCollector } from '../../islands/Island';
import { resolveBlock } from '../../../tests/unit/resolve';
import { PackageTabs as PackageTabsBlock } from './PackageTabs';
import PackageTabs, { type PackageTabsProps } from './PackageTabs.island';

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

describe('PackageTabsBlock (server side)', () => {
  it('hands the island the block with the packages resolved from the plan files', () => {
    const added: Array<{ name: string; props: unknown }> = [];
    const collector: IslandCollector = { add: ({ name, props }) => (added.push({ name, props }), { id: String(added.length - 1), carried: {} }) };
    const { container } = render(
      <IslandContext.Provider value={collector}>
        <PackageTabsBlock block={block} />
      </IslandContext.Provider>,
    );
    expect(added).toHaveLength(1);
    expect(added[0].name).toBe('packageTabs');
    const props = added[0].props as PackageTabsProps;
    expect(props.block).toBe(block);
    expect(props.block.tabs.map((t) => t.package.price)).toEqual([999, 3999]);
    expect(container.querySelector('[data-island="packageTabs"]')).not.toBeNull();
  });
});

describe('PackageTabs (island)', () => {
  it('selects AI Agent Discovery first and shows only its panel', () => {
    render(<PackageTabs block={block} />);
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
    render(<PackageTabs block={block} />);
    await userEvent.click(screen.getByRole('tab', { name: /Generative AI Discovery/ }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('$3,999')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Start Generative AI Discovery' })).toHaveAttribute('href', '/genai/discovery');
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around', async () => {
    render(<PackageTabs block={block} />);
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
