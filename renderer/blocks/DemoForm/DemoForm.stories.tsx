import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { HONEYPOT_FIELD } from '../../forms/honeypot';
import { sentLeadRequests, stubLeadRequests } from '../../storybook/lead-requests';
import { formConfig, storyEndpoints } from '../../storybook/site-data';
import DemoForm from './DemoForm.island';
import { fillValid, input, shownCode, submit } from './demo-form-story';

const footer = formConfig('footer-demo');
const requestDemo = formConfig('request-demo');
// The request-demo form sends the visitor home 10 s after success; in a story that would leave Storybook.
const requestDemoNoRedirect = { ...requestDemo, success: { ...requestDemo.success, redirectTo: undefined } };
const byName = (form: typeof footer, name: string) => form.fields.find((f) => f.name === name)!;
const captchaField = (form: typeof footer) => form.fields.find((f) => f.input === 'captcha')!;
// A rule's message as the live form gives it, so an editor's rewording breaks no story.
const message = (field: ReturnType<typeof byName>, check: string) => field.rules.find((r) => r.check === check)!.message;

/** The demo-form and captcha machines' states, in the footer (dark) and request-demo (light) forms. */
const meta = {
  title: 'Machines/Demo form',
  component: DemoForm,
  args: { form: footer, endpoints: storyEndpoints, look: 'dark' },
  decorators: [
    (Story, { args }) => (
      <div className={`min-h-screen p-6 sm:p-10 ${args.look === 'dark' ? 'bg-ink-900' : 'bg-slate-50'}`}>
        <div
          className={`mx-auto max-w-xl rounded-3xl p-6 sm:p-8 ${args.look === 'dark' ? 'border border-white/10 bg-white/5' : 'border border-slate-200 bg-white'}`}
        >
          {Story()}
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FooterIdle: Story = {
  name: 'Footer form: idle',
  play: async ({ canvas }) => {
    await shownCode(canvas);
    await expect(canvas.getByRole('button', { name: footer.submit.label })).toBeEnabled();
  },
};

export const RequestDemoIdle: Story = {
  name: 'Request-demo form: idle',
  args: { form: requestDemoNoRedirect, look: 'light' },
  play: async ({ canvas }) => {
    await shownCode(canvas);
  },
};

export const FieldErrors: Story = {
  name: 'Field errors',
  play: async ({ canvas, userEvent }) => {
    await shownCode(canvas);
    await userEvent.type(input(canvas, byName(footer, 'name')), 'J');
    await userEvent.type(input(canvas, byName(footer, 'email')), 'jane@');
    await submit(canvas, userEvent, footer);
    await expect(input(canvas, byName(footer, 'name'))).toHaveAccessibleDescription(message(byName(footer, 'name'), 'minLength'));
    await expect(input(canvas, byName(footer, 'email'))).toHaveAccessibleDescription(message(byName(footer, 'email'), 'email'));
    await expect(input(canvas, byName(footer, 'phone'))).toHaveAccessibleDescription(message(byName(footer, 'phone'), 'required'));
    await expect(input(canvas, captchaField(footer))).toHaveAccessibleDescription(message(captchaField(footer), 'minLength'));
  },
};

export const Submitting: Story = {
  beforeEach: () => stubLeadRequests('pending'),
  play: async ({ canvas, userEvent }) => {
    await fillValid(canvas, userEvent, footer);
    await submit(canvas, userEvent, footer);
    await expect(await canvas.findByRole('button', { name: footer.submit.pendingLabel })).toBeDisabled();
  },
};

export const SuccessToast: Story = {
  name: 'Success: toast and reset (footer)',
  beforeEach: () => stubLeadRequests('ok'),
  play: async ({ canvas, userEvent }) => {
    await fillValid(canvas, userEvent, footer);
    await submit(canvas, userEvent, footer);
    await expect(await canvas.findByText(footer.success.title)).toBeVisible();
    await expect(sentLeadRequests()).toHaveLength(2);
    await expect(input(canvas, byName(footer, 'name'))).toHaveValue('');
  },
};

export const SuccessPanel: Story = {
  name: 'Success: panel (request demo)',
  args: { form: requestDemoNoRedirect, look: 'light' },
  beforeEach: () => stubLeadRequests('ok'),
  play: async ({ canvas, userEvent }) => {
    await fillValid(canvas, userEvent, requestDemo);
    await submit(canvas, userEvent, requestDemo);
    await expect(await canvas.findByRole('heading', { name: requestDemo.success.title })).toBeVisible();
  },
};

export const Failure: Story = {
  name: 'Failure: error toast, values kept',
  args: { form: requestDemoNoRedirect, look: 'light' },
  beforeEach: () => stubLeadRequests('fail'),
  play: async ({ canvas, userEvent }) => {
    await fillValid(canvas, userEvent, requestDemo);
    await submit(canvas, userEvent, requestDemo);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(requestDemo.failure.title);
    await expect(input(canvas, byName(requestDemo, 'fullName'))).toHaveValue('Jane Cooper');
    await expect(canvas.getByRole('button', { name: requestDemo.submit.label })).toBeEnabled();
  },
};

export const CrmRefusesThenRetry: Story = {
  name: 'Failure: CRM answers 500, a retry goes to the CRM only',
  args: { form: requestDemoNoRedirect, look: 'light' },
  beforeEach: () => stubLeadRequests({ spreadsheet: 'ok', crm: 'refused' }),
  play: async ({ canvas, userEvent }) => {
    await fillValid(canvas, userEvent, requestDemo);
    await submit(canvas, userEvent, requestDemo);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(requestDemo.failure.title);
    await expect(input(canvas, byName(requestDemo, 'fullName'))).toHaveValue('Jane Cooper');
    await expect(sentLeadRequests()).toHaveLength(2);
    await submit(canvas, userEvent, requestDemo);
    await waitFor(() => expect(sentLeadRequests()).toHaveLength(3));
    await expect(sentLeadRequests()[2]).toContain('/submissions/');
  },
};

export const HoneypotFilled: Story = {
  name: 'Honeypot filled: looks like success, sends nothing',
  beforeEach: () => stubLeadRequests('ok'),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fillValid(canvas, userEvent, footer);
    // As a bot would: straight into the DOM, without events.
    canvasElement.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!.value = 'https://spam.example';
    await submit(canvas, userEvent, footer);
    await expect(await canvas.findByText(footer.success.title)).toBeVisible();
    await expect(input(canvas, byName(footer, 'name'))).toHaveValue('');
    await expect(sentLeadRequests()).toEqual([]);
  },
};

export const CaptchaMismatch: Story = {
  name: 'Captcha: mismatch draws a new code',
  beforeEach: () => stubLeadRequests('ok'),
  play: async ({ canvas, userEvent }) => {
    const code = await shownCode(canvas);
    const wrong = code.slice(0, 3) + (code[3] === 'A' ? 'B' : 'A');
    await fillValid(canvas, userEvent, footer, wrong);
    await submit(canvas, userEvent, footer);
    const captcha = input(canvas, captchaField(footer));
    await expect(captcha).toHaveAccessibleDescription(message(captchaField(footer), 'captcha'));
    await expect(captcha).toHaveValue('');
    await waitFor(() => expect(canvas.getByLabelText('Captcha code').textContent).not.toBe(code));
    await expect(sentLeadRequests()).toEqual([]);
  },
};

export const CaptchaRefresh: Story = {
  name: 'Captcha: refresh',
  play: async ({ canvas, userEvent }) => {
    const code = await shownCode(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh captcha' }));
    await waitFor(() => expect(canvas.getByLabelText('Captcha code').textContent).not.toBe(code));
  },
};
