/** How the checkout talks to PayPal, resolved before rendering (renderer/resolve/settings.ts). */
export interface PaymentSettings {
  clientId: string;
  currency: 'USD';
  environment: 'sandbox' | 'live';
}
