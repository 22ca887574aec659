import type { NotFoundBlock } from '../../generated/config';
import { Island } from '../../islands/Island';

/** The not-found message is an island: only the browser knows which address was missing. */
export function NotFound({ block }: { block: NotFoundBlock }) {
  return <Island name="notFound" props={{ block }} />;
}
