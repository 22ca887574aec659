import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { addToMenuMachine } from './machines/add-to-menu.ts';
import { menuPlaces } from './menu-places.ts';

interface Props {
  route: string;
  /** The link's text to start from (the page's title). */
  label: string;
  area: 'menu' | 'footer';
  onClose: (saved: boolean) => void;
}

/** "Add to menu" / "Show in footer": which list of the site settings, where in it, and the link's words. */
export function AddToMenu({ route, label, area, onClose }: Props) {
  const [state, send] = useMachine(addToMenuMachine, { input: { route, label, area } });
  const { site, place, index, error, errors } = state.context;
  const saved = state.matches('saved');
  useEffect(() => {
    if (saved) onClose(true);
  }, [saved, onClose]);
  const places = site ? menuPlaces(site) : [];
  const chosen = places.find((p) => p.id === place);
  const title = area === 'footer' ? `Show ${route} in the footer` : `Add ${route} to a menu`;
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose(false)} className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog add-to-menu">
          <Heading slot="title">{title}</Heading>
          {state.matches('loading') && <p>Reading the site settings…</p>}
          {state.matches('failed') && (
            <p className="notice error" role="alert">
              {error}
            </p>
          )}
          {site && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                send({ type: 'menu.save' });
              }}
            >
              <label className="dialog-field">
                Where
                <select value={place} onChange={(e) => send({ type: 'menu.place', place: e.target.value })}>
                  {places.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.label}
                    </option>
                  ))}
                </select>
              </label>
              <label className="dialog-field">
                Position
                <select value={index} onChange={(e) => send({ type: 'menu.position', index: Number(e.target.value) })}>
                  {chosen?.links.map((l, i) => (
                    <option key={i} value={i}>
                      Before “{l}”
                    </option>
                  ))}
                  <option value={chosen?.links.length ?? 0}>At the end</option>
                </select>
              </label>
              <label className="dialog-field">
                Link text
                <input value={state.context.label} onChange={(e) => send({ type: 'menu.label', label: e.target.value })} />
              </label>
              {chosen?.described && (
                <label className="dialog-field">
                  One-line description (optional)
                  <input value={state.context.description} onChange={(e) => send({ type: 'menu.description', description: e.target.value })} />
                </label>
              )}
              {error && (
                <div className="notice error" role="alert">
                  <p>{error}</p>
                  {errors.length > 0 && (
                    <ul>
                      {errors.map((e, i) => (
                        <li key={i}>{e.message}</li>
                      ))}
                    </ul>
                  )}
                </div>
              )}
              <div className="dialog-actions">
                <Button onPress={() => onClose(false)}>Cancel</Button>
                <Button type="submit" className="primary" isDisabled={state.matches('saving')}>
                  {state.matches('saving') ? 'Saving…' : area === 'footer' ? 'Show in footer' : 'Add to menu'}
                </Button>
              </div>
            </form>
          )}
          {!site && (
            <div className="dialog-actions">
              <Button onPress={() => onClose(false)}>Close</Button>
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
