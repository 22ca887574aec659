/** Where a new block's files go and what they start with. */
export interface BlockFiles {
  kebab: string;
  type: string;
  pascal: string;
  schema: string;
  component: string;
  /** Its declaration: schema, component, island and placement. */
  declaration: string;
  test: string;
}

export function blockFiles(kebab: string): BlockFiles {
  const words = kebab.split('-');
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  const type = pascal[0].toLowerCase() + pascal.slice(1);
  return {
    kebab,
    type,
    pascal,
    schema: `schema/blocks/${kebab}.schema.json`,
    component: `renderer/blocks/${pascal}/${pascal}.tsx`,
    declaration: `renderer/blocks/${pascal}/block.ts`,
    test: `renderer/blocks/${pascal}/${pascal}.test.tsx`,
  };
}

const words = (f: BlockFiles) => f.kebab.replace(/-/g, ' ');

export function blockSchemaJson(f: BlockFiles): string {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `blocks/${f.kebab}.schema.json`,
    title: `${f.pascal}Block`,
    description: `A ${words(f)} section: a heading and a short text. Describe here what editors use it for.`,
    type: 'object',
    additionalProperties: false,
    required: ['type', 'heading'],
    properties: {
      type: { const: f.type, description: `Block type. Always "${f.type}".` },
      anchor: { $ref: '../defs.schema.json#/definitions/anchor' },
      tone: { $ref: '../defs.schema.json#/definitions/tone', default: 'plain' },
      heading: { type: 'string', minLength: 1, description: 'The section heading.' },
      text: { type: 'string', minLength: 1, description: 'A sentence or two under the heading.' },
    },
    examples: [{ type: f.type, heading: `A ${words(f)} heading`, text: 'A sentence that explains the section.' }],
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

export function componentSource(f: BlockFiles): string {
  return `import type { ${f.pascal}Block } from '../../generated/config';
import { Section } from '../../ui/Section';

export function ${f.pascal}({ block }: { block: ${f.pascal}Block }) {
  return (
    <Section tone={block.tone}>
      <div className="mx-auto max-w-3xl text-center">
        <h2 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl [.tone-dark_&]:text-white">{block.heading}</h2>
        {block.text ? <p className="mt-4 text-lg leading-relaxed">{block.text}</p> : null}
      </div>
    </Section>
  );
}
`;
}

export function declarationSource(f: BlockFiles): string {
  const label = words(f);
  return `import { defineBlock } from '../define';
import { ${f.pascal} } from './${f.pascal}';

export default defineBlock({
  type: '${f.type}',
  schema: '${f.schema.replace(/^schema\//, '')}',
  component: ${f.pascal},
  placement: { label: '${label[0].toUpperCase() + label.slice(1)}' },
});
`;
}

export function testSource(f: BlockFiles): string {
  return `// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveBlock } from '../../../tests/unit/resolve';
import { ${f.pascal} } from './${f.pascal}';

describe('${f.pascal}', () => {
  it('renders the heading and the text', () => {
    const block = resolveBlock({ type: '${f.type}', heading: 'A heading', text: 'Some text.' });
    render(<${f.pascal} block={block} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('A heading');
    expect(screen.getByText('Some text.')).toBeInTheDocument();
  });
});
`;
}
