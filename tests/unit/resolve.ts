import { createValidators } from '../../scripts/config/schemas.ts';
import type { Block } from '../../renderer/generated/config.ts';

const validators = createValidators();

/**
 * Runs block JSON through the real page schema, so a test gets exactly what the renderer
 * gets: defaults filled in, and an exception if the example itself is invalid.
 */
export function resolveBlock<const T extends { type: Block['type'] }>(input: T): Extract<Block, { type: T['type'] }> {
  const page = {
    $schema: '../../schema/page.schema.json',
    route: '/test',
    title: 'Test',
    description: 'A page that exists only to run one block through the page schema in a unit test.',
    blocks: [structuredClone(input)],
  };
  const { valid } = validators.validate('page', page);
  if (!valid) throw new Error(`Invalid block: ${JSON.stringify(validators.errorsOf('page'), null, 2)}`);
  return page.blocks[0] as unknown as Extract<Block, { type: T['type'] }>;
}
