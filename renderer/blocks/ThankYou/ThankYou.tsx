import type { ThankYouBlock } from '../../generated/config';
import { Island } from '../../islands/Island';

/** The order summary is an island: the order is handed over in the browser, after the payment. */
export function ThankYou({ block }: { block: ThankYouBlock }) {
  return <Island name="thankYou" props={{ block }} />;
}
