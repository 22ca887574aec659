const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 999 → "$999", 3999 → "$3,999" (whole US dollars; a price with cents keeps them). */
export function formatPrice(price: number): string {
  return Number.isInteger(price) ? usd.format(price) : usdCents.format(price);
}

/** 1999 → "$1,999/month". */
export function formatMonthly(fee: number): string {
  return `${formatPrice(fee)}/month`;
}

/** 5000 → "5,000". */
export function formatMinutes(minutes: number): string {
  return count.format(minutes);
}
