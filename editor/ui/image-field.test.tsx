// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshMedia } from './media-list.ts';
import { SchemaForm } from './SchemaForm.tsx';

// The image definition's shape (schema/defs.schema.json), as the editor's forms receive it.
const schema = {
  type: 'object',
  properties: {
    image: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', 'x-ref': 'media', description: 'The picture.' },
        alt: { type: 'string', description: 'What it shows.' },
        decorative: { type: 'boolean', description: 'Only decorates.' },
      },
      if: { properties: { decorative: { const: true } }, required: ['decorative'] },
      then: true,
      else: { required: ['alt'] },
    },
  },
};

const library = [
  { name: 'team.jpg', bytes: 1, width: 1600, height: 1000, alts: ['Our team at the offsite'], usedBy: { places: [], count: 0 } },
  { name: 'office.jpg', bytes: 1, width: 1600, height: 1000, alts: ['Our office'], usedBy: { places: [], count: 0 } },
];

function Editor({ saved }: { saved: (data: unknown) => void }) {
  const [data, setData] = useState({});
  return (
    <MemoryRouter>
      <SchemaForm
        schema={schema}
        data={data}
        errors={{}}
        label="Block"
        onChange={(d) => {
          setData(d);
          saved(d);
        }}
      />
    </MemoryRouter>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('an image field in the editor', () => {
  it('fills in the description given at upload when a picture is chosen, and keeps the words the editor wrote after that', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ media: library })));
    await refreshMedia();
    const changes: unknown[] = [];
    const { container } = render(<Editor saved={(d) => changes.push(d)} />);
    const file = () => container.querySelector('#root_image_file')!;
    const alt = () => container.querySelector<HTMLInputElement>('#root_image_alt')!;

    await waitFor(() => expect(screen.getByRole('option', { name: 'team.jpg' })).toBeInTheDocument());
    fireEvent.change(file(), { target: { value: 'team.jpg' } });
    await waitFor(() => expect(alt().value).toBe('Our team at the offsite'));
    expect(changes.at(-1)).toEqual({ image: { file: 'team.jpg', alt: 'Our team at the offsite' } });

    fireEvent.change(alt(), { target: { value: 'The whole team on the lawn' } });
    fireEvent.change(file(), { target: { value: 'office.jpg' } });
    await waitFor(() => expect(changes.at(-1)).toEqual({ image: { file: 'office.jpg', alt: 'The whole team on the lawn' } }));
    expect(alt().value).toBe('The whole team on the lawn');
  });
});
