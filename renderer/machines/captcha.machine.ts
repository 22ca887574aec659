import { assign, setup } from 'xstate';

/** Letters and digits without look-alikes: no I, O, l, 0 or 1. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export const CAPTCHA_LENGTH = 4;

export function randomCaptcha(random: (n: number) => number = secureRandom): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) code += CAPTCHA_ALPHABET[random(CAPTCHA_ALPHABET.length)];
  return code;
}

function secureRandom(n: number): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return buf[0] % n;
}

export type CaptchaEvent = { type: 'captcha.show' } | { type: 'captcha.refresh' } | { type: 'captcha.mismatch' };

/**
 * The captcha code. It is created on first display (in the browser, so the prerendered HTML
 * and hydration agree), and replaced on a mismatch or when the visitor asks for a new one.
 */
export const captchaMachine = setup({
  types: { context: {} as { code: string | null }, events: {} as CaptchaEvent },
  actions: {
    newCode: assign({ code: () => randomCaptcha() }),
  },
}).createMachine({
  id: 'captcha',
  context: { code: null },
  initial: 'hidden',
  states: {
    hidden: { on: { 'captcha.show': { target: 'shown', actions: 'newCode' } } },
    shown: {
      on: {
        'captcha.refresh': { actions: 'newCode' },
        'captcha.mismatch': { actions: 'newCode' },
      },
    },
  },
});
