interface Money {
  currency_code: string;
  value: string;
}

/** The captured order as PayPal returns it; only `id` is shown to the buyer (as Order ID). */
export interface PaymentResult {
  id?: string;
  status?: string;
  /** The amount actually charged, when PayPal reports it. */
  amount?: Money;
  purchase_units?: {
    description?: string;
    amount?: Money;
    payments?: { captures?: { id?: string; amount?: Money }[] };
  }[];
  /** Set on a sandbox simulation, never on a real payment. */
  simulated?: boolean;
}

/** The one purchase unit of every order: a description and an amount in the site's currency. */
export function purchaseUnit(amount: number, description: string, currency: string) {
  return { description, amount: { currency_code: currency, value: amount.toFixed(2) } };
}

/** The amount a captured order was for, falling back to the price that was asked. */
export function paidAmount(order: PaymentResult | null | undefined, asked: number): number {
  const unit = order?.purchase_units?.[0];
  const value = unit?.payments?.captures?.[0]?.amount?.value ?? unit?.amount?.value ?? order?.amount?.value;
  const paid = value === undefined ? NaN : Number(value);
  return Number.isFinite(paid) ? paid : asked;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** 3999 → "$3,999.00": the order summary always shows cents. */
export function formatAmount(amount: number): string {
  return money.format(amount);
}
