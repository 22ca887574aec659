// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { IslandContext, type IslandCollector } from '../../islands/Island';
import { resolveBlock } from '../../../tests/unit/resolve';
import { PackageTabs as PackageTabsBlock } from './PackageTabs';
import PackageTabs, { type PackageTabsProps } from './PackageTabs.island';
import { NATIVE_TABS_SCRIPT } from './native-tabs';

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
    // On the server, as the build renders it: the island's root, then the few lines that answer a tap until it wakes.
    document.body.innerHTML = renderToStaticMarkup(
      <IslandContext.Provider value={collector}>
        <PackageTabsBlock block={block} />
      </IslandContext.Provider>,
    );
    expect(added).toHaveLength(1);
    expect(added[0].name).toBe('packageTabs');
    const props = added[0].props as PackageTabsProps;
    expect(props.block).toBe(block);
    expect(props.block.tabs.map((t) => t.package.price)).toEqual([999, 3999]);
    const island = document.querySelector('[data-island="packageTabs"]');
    expect(island?.nextElementSibling?.tagName).toBe('SCRIPT');
    expect(island?.nextElementSibling?.textContent).toBe(NATIVE_TABS_SCRIPT);
  });
});

/** The island's server HTML followed by its native script, run as the parser would run it (with itself as currentScript). */
function prerendered() {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<PackageTabs block={block} />);
  document.body.append(host);
  const script = document.createElement('script');
  host.after(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(NATIVE_TABS_SCRIPT)();
  Reflect.deleteProperty(document, 'currentScript');
  return host;
}

describe('PackageTabs before React (native-tabs.ts)', () => {
  afterEach(() => document.body.replaceChildren());

  it('a tap selects the tab and shows its panel alone, before any React', () => {
    const host = prerendered();
    const tabs = within(host).getAllByRole('tab');
    tabs[1].click();
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0]);
    const panel = within(host).getByRole('tabpanel');
    expect(panel.id).toBe(tabs[1].getAttribute('aria-controls'));
    expect(within(panel).getByText('$3,999')).toBeInTheDocument();
  });

  it('React takes over the tab chosen before it ran: the arrow keys move on from there', async () => {
    const host = prerendered();
    within(host).getAllByRole('tab')[1].click();
    await act(async () => void hydrateRoot(host, <PackageTabs block={block} />));
    const tabs = within(host).getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    tabs[1].focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tabs[0]).toHaveFocus();
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(within(within(host).getByRole('tabpanel')).getByText('$999')).toBeInTheDocument();
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
