// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { ICON_SPRITE } from './icons';

describe('Icon', () => {
  it('points into the sprite: a block icon by its schema name, a glyph by its own, hidden from screen readers', () => {
    const { container } = render(
      <p>
        <Icon name="phone" className="text-lg" />
        <Icon glyph="chevron-down" />
      </p>,
    );
    const [phone, chevron] = [...container.querySelectorAll('svg')];
    expect(phone).toHaveAttribute('aria-hidden', 'true');
    expect(phone).toHaveAttribute('class', 'icon text-lg');
    expect(phone!.querySelector('use')).toHaveAttribute('href', `${ICON_SPRITE}#phone-call`);
    expect(chevron).toHaveAttribute('class', 'icon');
    expect(chevron!.querySelector('use')).toHaveAttribute('href', `${ICON_SPRITE}#chevron-down`);
  });
});
