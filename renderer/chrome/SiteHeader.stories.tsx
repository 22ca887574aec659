import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { siteData } from '../storybook/site-data';
import SiteHeader from './SiteHeader.island';

const { site } = siteData;
const firstDropdown = site.header.nav.find((item) => item.kind === 'dropdown')!;

/** The header and its menu machine: closed, a desktop dropdown open, the phone menu open. */
const meta = {
  title: 'Chrome/Site header',
  component: SiteHeader,
  args: {
    brandName: site.brand.name,
    nav: site.header.nav,
    action: site.header.action,
    mobileGroups: site.mobileMenu.groups,
    currentRoute: '/',
  },
  // Room under the fixed header for the open dropdown.
  decorators: [(Story) => <div className="min-h-[30rem] bg-slate-50">{Story()}</div>],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: firstDropdown.label })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const DropdownOpen: Story = {
  name: 'Desktop dropdown open',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: firstDropdown.label }));
    await expect(canvas.getByRole('button', { name: firstDropdown.label })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: new RegExp(firstDropdown.links[0].label) })).toBeVisible();
  },
};

// Below 768 px. Tags are read from the source without running it, so each story spells out
// "mobile" itself: the story-render test opens those at 375 px.
const phone = { viewport: { value: 'mobile2', isRotated: false } };

export const MobileClosed: Story = {
  globals: phone,
  tags: ['mobile'],
  name: 'Mobile menu closed',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileOpen: Story = {
  globals: phone,
  tags: ['mobile'],
  name: 'Mobile menu open',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await canvas.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(menu).toBeVisible());
    await expect(canvas.getByText(site.mobileMenu.groups[0].label)).toBeVisible();
  },
};
