import { usePopover } from '../../ui/ModalDialog';
import { ToastCard } from '../../ui/toast/ToastCard';

export interface ChoiceToastProps {
  id: string;
  title: string;
  text: string;
  /** Choose Plan opened it (popovertarget) before React ran: the choice is made now, with the Toaster's toast. */
  onShownNatively: () => void;
}

/**
 * A plan's "Plan Selected" toast, prerendered as a closed popover that Choose Plan opens on the
 * first tap, before React has loaded. Once React runs, the Toaster shows the toasts (and times
 * them out): one found open is handed over and closed, so it is never shown twice.
 */
export function ChoiceToast({ id, title, text, onShownNatively }: ChoiceToastProps) {
  const ref = usePopover<HTMLDivElement>(false, () => {
    document.getElementById(id)?.hidePopover();
    onShownNatively();
  });
  return (
    <div ref={ref} id={id} popover="auto" className="inset-x-0 bottom-0 top-auto m-0 w-full max-w-none border-0 bg-transparent p-4 text-left">
      <div className="mx-auto max-w-sm sm:mr-0">
        <ToastCard tone="info" title={title} text={text} dismiss={{ popoverTarget: id, popoverTargetAction: 'hide' }} />
      </div>
    </div>
  );
}
