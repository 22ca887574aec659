import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/**
 * The editor's own confirmation, instead of the browser's confirm(): a modal dialog (react-aria:
 * focus kept inside, Escape or Cancel answers no, focus goes back where it was).
 */
export function ConfirmDialog({
  title,
  confirm,
  danger = false,
  children,
  onConfirm,
  onCancel,
  field,
}: {
  title: string;
  confirm: string;
  danger?: boolean;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** A field to answer in (the editor's own prompt()): its label and value. */
  field?: { label: string; value: string; onChange: (value: string) => void };
}) {
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onCancel()} className="modal-overlay">
      <Modal className="modal">
        <Dialog role="alertdialog" className="dialog">
          <Heading slot="title">{title}</Heading>
          <p>{children}</p>
          {field && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                onConfirm();
              }}
            >
              <label className="dialog-field">
                {field.label}
                <input value={field.value} onChange={(e) => field.onChange(e.target.value)} />
              </label>
            </form>
          )}
          <div className="dialog-actions">
            <Button onPress={onCancel}>Cancel</Button>
            <Button className={danger ? 'danger' : 'primary'} onPress={onConfirm}>
              {confirm}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
