import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog, GridList, GridListItem, Heading, Input, Label, SearchField, Text, useDragAndDrop } from 'react-aria-components';
import { BlockPicture, PicturesContext, usePictures } from './BlockPicture.tsx';
import { groupKinds } from './palette-groups.ts';
import { BLOCK_DRAG_TYPE, blockDragType, type IsAllowed } from './placement.ts';
import './compose.css';

interface Kind {
  type: string;
  name: string;
  description: string;
}

interface Props {
  kinds: readonly Kind[];
  /** Where a click adds the block: its index among the page's blocks and the words that say so ("below Hero"). */
  place: { at: number; words: string };
  /** Where a block may go (the placement rules); everything is allowed without it. */
  isAllowed?: IsAllowed;
  onAdd: (type: string) => void;
  /** Escape or the close button: the opener puts the focus back. */
  onClose: () => void;
}

function PaletteGroup({ name, kinds, place, isAllowed, onAdd }: { name: string; kinds: Kind[] } & Pick<Props, 'place' | 'isAllowed' | 'onAdd'>) {
  // An entry carries its block type, so the outline knows what it is offered before the drop.
  const { dragAndDropHooks } = useDragAndDrop<Kind>({
    getItems: (keys) => [...keys].map((key) => ({ [BLOCK_DRAG_TYPE]: String(key), [blockDragType(String(key))]: String(key), 'text/plain': String(key) })),
  });
  const reasons = new Map(kinds.map((k) => [k.type, isAllowed?.(k.type, place.at)]));
  const disabled = kinds.filter((k) => reasons.get(k.type)?.ok === false).map((k) => k.type);
  return (
    <section className="palette-group" aria-label={name}>
      <h3>{name}</h3>
      <GridList
        aria-label={name}
        className="palette-grid"
        layout="grid"
        items={kinds}
        disabledKeys={disabled}
        onAction={(key) => onAdd(String(key))}
        dragAndDropHooks={dragAndDropHooks}
      >
        {(k) => {
          const why = reasons.get(k.type);
          return (
            <GridListItem id={k.type} textValue={k.name} className="palette-entry">
              <BlockPicture type={k.type} name={k.name} />
              <Text slot="description" className="palette-text">
                <strong>{k.name}</strong>
                <span>{k.description}</span>
                {why && !why.ok && <span className="palette-reason">Not here: {why.reason}</span>}
              </Text>
            </GridListItem>
          );
        }}
      </GridList>
    </section>
  );
}

/**
 * The block palette: a panel beside the outline (not modal, so an entry can be dragged onto the
 * outline), searchable, grouped, with a picture of each block type rendered by the site's renderer.
 * A click (or Enter) adds the block at the place the panel names; Escape closes it.
 */
export function Palette({ kinds, place, isAllowed, onAdd, onClose }: Props) {
  const [search, setSearch] = useState('');
  const pictures = usePictures();
  const searchInput = useRef<HTMLInputElement>(null);
  // The search has the focus when the panel opens: typing finds a block at once.
  useEffect(() => searchInput.current?.focus(), []);
  const groups = groupKinds(kinds, search);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !e.defaultPrevented) {
      e.preventDefault();
      onClose();
    }
  };
  return (
    // The panel closes on Escape from anywhere inside it (a search field clears itself first).
    <div className="palette-panel" role="presentation" onKeyDown={onKeyDown}>
      <Dialog className="palette-dialog" aria-label={`Add block ${place.words}`}>
        <div className="palette-head">
          <Heading slot="title">Add block {place.words}</Heading>
          <button type="button" className="small" onClick={onClose}>
            Close
          </button>
        </div>
        <p className="muted palette-hint">Click a block to add it {place.words}, or drag it to a place in the outline or the preview.</p>
        <SearchField aria-label="Search blocks" value={search} onChange={setSearch} className="palette-search">
          <Label>Search blocks</Label>
          <Input ref={searchInput} placeholder="Hero, pricing, form…" />
        </SearchField>
        <PicturesContext.Provider value={pictures}>
          <div className="palette-groups">
            {groups.length === 0 && (
              <p role="status" className="muted">
                No block matches “{search}”.
              </p>
            )}
            {groups.map((g) => (
              <PaletteGroup key={g.name} name={g.name} kinds={g.kinds} place={place} isAllowed={isAllowed} onAdd={onAdd} />
            ))}
          </div>
        </PicturesContext.Provider>
      </Dialog>
    </div>
  );
}
