import { describe, expect, it } from 'vitest';
import { formatAmount, paidAmount, purchaseUnit } from './order';

describe('orders', () => {
  it('builds the one purchase unit with description, currency and value', () => {
    expect(purchaseUnit(999, 'AI Agent Discovery Package', 'USD')).toEqual({
      description: 'AI Agent Discovery Package',
      amount: { currency_code: 'USD', value: '999.00' },
    });
    expect(purchaseUnit(3999, 'Generative AI Discovery Package', 'USD').amount.value).toBe('3999.00');
  });

  it('reads the amount actually paid from the captured order', () => {
    expect(paidAmount({ purchase_units: [{ amount: { currency_code: 'USD', value: '3999.00' } }] }, 999)).toBe(3999);
    const capture = { payments: { captures: [{ amount: { currency_code: 'USD', value: '1298.00' } }] } };
    expect(paidAmount({ purchase_units: [capture] }, 0)).toBe(1298);
    expect(paidAmount({ amount: { currency_code: 'USD', value: '798.00' } }, 0)).toBe(798);
    expect(paidAmount({ id: 'X' }, 999)).toBe(999);
    expect(paidAmount(null, 3999)).toBe(3999);
  });

  it('shows amounts with cents', () => {
    expect(formatAmount(999)).toBe('$999.00');
    expect(formatAmount(3999)).toBe('$3,999.00');
  });
});
