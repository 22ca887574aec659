// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resolveBlock } from '../../../tests/unit/resolve';
import { HONEYPOT_FIELD } from '../../forms/honeypot';
import DemoForm from './DemoForm.island';

/** The island's props as the build resolves them for a demoForm block that names the form. */
const resolved = (form: string) => resolveBlock({ type: 'demoForm', heading: 'Book a demo', form });
const loadForm = (id: string) => resolved(id).form;
const { endpoints } = resolved('footer-demo');

describe('DemoForm', () => {
  it('renders every configured field with a visible label and shows a captcha code once mounted', async () => {
    render(<DemoForm form={loadForm('request-demo')} endpoints={endpoints} look="light" />);
    for (const label of ['Full Name', 'Email', 'Phone', 'Inquiry']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Captcha', { selector: 'input' })).toHaveAttribute('maxlength', '4');
    expect(await screen.findByLabelText('Captcha code')).toHaveTextContent(/^[A-HJ-NP-Za-km-z2-9]{4}$/);
    expect(screen.getByRole('button', { name: 'Refresh captcha' })).toBeInTheDocument();
  });

  it('shows each error under its field on submit and clears it as the visitor fixes the value', async () => {
    const user = userEvent.setup();
    render(<DemoForm form={loadForm('footer-demo')} endpoints={endpoints} look="dark" />);
    await user.type(screen.getByLabelText('Name'), 'J');
    await user.click(screen.getByRole('button', { name: 'Book a Demo' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name must be at least 2 characters.');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Phone number is required.');
    await user.type(screen.getByLabelText('Name'), 'o');
    expect(screen.queryByText('Name must be at least 2 characters.')).toBeNull();
  });

  it('has a honeypot that is out of the tab order, hidden from assistive technology and has no label', () => {
    const { container } = render(<DemoForm form={loadForm('footer-demo')} endpoints={endpoints} look="dark" />);
    const trap = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap.labels).toHaveLength(0);
    expect(screen.getAllByRole('textbox').map((el) => el.getAttribute('name'))).not.toContain(HONEYPOT_FIELD);
  });
});
