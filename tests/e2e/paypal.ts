import type { Page } from '@playwright/test';

/** The PayPal JS SDK's address; only this is faked, at the network boundary. */
const PAYPAL_SDK = 'https://www.paypal.com/sdk/js*';

/**
 * A stand-in for PayPal's SDK: `paypal.Buttons(options)` renders one "PayPal" button. Pressing
 * it runs the real createOrder and onApprove callbacks of the page, recording each order in
 * window.__paypal.orders (and sessionStorage, which survives the page change); `window.__paypal.captureFails = true` makes the capture reject.
 */
const FAKE_SDK = `
window.__paypal = window.__paypal || { orders: [], captureFails: false };
window.paypal = {
  version: '5.0.0-fake',
  FUNDING: { PAYPAL: 'paypal' },
  Buttons: function (options) {
    return {
      isEligible: function () { return true; },
      close: function () { return Promise.resolve(); },
      updateProps: function () { return Promise.resolve(); },
      render: function (container) {
        var el = typeof container === 'string' ? document.querySelector(container) : container;
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.setAttribute('data-fake-paypal', '');
        button.onclick = async function () {
          var order;
          var id = await options.createOrder({}, { order: { create: async function (o) {
            order = o; window.__paypal.orders.push(o);
            // Kept across the navigation to /thank-you, so a test can read what was ordered.
            sessionStorage.setItem('fake-paypal-orders', JSON.stringify(window.__paypal.orders));
            return 'ORDER-' + window.__paypal.orders.length;
          } } });
          await options.onApprove({ orderID: id }, { order: { capture: async function () {
            if (window.__paypal.captureFails) throw new Error('INSTRUMENT_DECLINED');
            var unit = order.purchase_units[0];
            return { id: id, status: 'COMPLETED', purchase_units: [{ description: unit.description, payments: { captures: [{ id: 'CAPTURE-' + id, amount: unit.amount }] } }] };
          } } });
        };
        el.appendChild(button);
        return Promise.resolve();
      },
    };
  },
};
`;

/** Serves the fake SDK to this page and counts how often the SDK is requested. */
export async function fakePayPal(page: Page) {
  const requests: string[] = [];
  await page.route(PAYPAL_SDK, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: FAKE_SDK });
  });
  return requests;
}

/** Makes the SDK unreachable, as when PayPal is down or blocked. */
export async function blockPayPal(page: Page) {
  await page.route(PAYPAL_SDK, (route) => route.abort('connectionrefused'));
}

export interface FakeOrder {
  intent: string;
  purchase_units: { description: string; amount: { currency_code: string; value: string } }[];
}

/** Every order the page asked PayPal to create in this tab, also across page changes. */
export const ordersOf = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('fake-paypal-orders') ?? '[]') as FakeOrder[]);

/** Makes the next capture fail, as when the buyer's card is declined. */
export const declineNextCapture = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __paypal: { captureFails: boolean } }).__paypal.captureFails = true;
  });
