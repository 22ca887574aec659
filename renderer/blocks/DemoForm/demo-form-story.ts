import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { FormConfig, FormField } from '../../generated/config';

type Canvas = StoryContext['canvas'];
type User = StoryContext['userEvent'];

const validValue: Record<Exclude<FormField['input'], 'captcha'>, string> = {
  text: 'Jane Cooper',
  email: 'jane@example.com',
  tel: '+1 2135550147',
  textarea: 'We miss about thirty dealership calls a day.',
};

export const input = (canvas: Canvas, field: FormField) => canvas.getByLabelText(field.label, { selector: 'input, textarea' });

/** The captcha code on screen, once the form has drawn one. */
export async function shownCode(canvas: Canvas): Promise<string> {
  const output = canvas.getByLabelText('Captcha code');
  await waitFor(() => expect(output.textContent).toMatch(/^[A-Za-z2-9]{4}$/));
  return output.textContent!;
}

/** Fills every field with a valid value; the captcha gets `captcha` or the code shown. */
export async function fillValid(canvas: Canvas, user: User, form: FormConfig, captcha?: string) {
  const code = await shownCode(canvas);
  for (const field of form.fields) {
    await user.type(input(canvas, field), field.input === 'captcha' ? (captcha ?? code) : validValue[field.input]);
  }
}

export const submit = (canvas: Canvas, user: User, form: FormConfig) => user.click(canvas.getByRole('button', { name: form.submit.label }));
