import { CONFIG_DIR } from '../files.ts';
import { runGit } from './git.ts';
import { withTempIndex } from './repo.ts';

/**
 * Writes the config folder as `commit` holds it into `dir` (as `dir/site.config/...`), through a
 * throwaway index: the project's own index and working tree are not touched. Used to check a
 * merge of others' work as a site before it is published.
 */
export async function exportConfig(root: string, commit: string, dir: string): Promise<void> {
  const prefix = (await runGit(root, ['rev-parse', '--show-prefix'])).stdout.trim();
  await withTempIndex(async (env) => {
    await runGit(root, ['read-tree', `--prefix=${CONFIG_DIR}/`, `${commit}:${prefix}${CONFIG_DIR}`], { env });
    await runGit(root, ['checkout-index', '--all', `--prefix=${dir}/`], { env });
  });
}
