import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

/** Removes the temporary copy of the project the editor tests ran on. */
export default function teardown() {
  const root = process.env.EDITOR_E2E_ROOT;
  if (root?.startsWith(tmpdir())) rmSync(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
