import { assign, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, captchaMachine, randomCaptcha } from './captcha.machine';

describe('captcha code', () => {
  it('is 4 characters from a set without the look-alikes I, O, l, 0 and 1', () => {
    for (const ch of 'IOl01') expect(CAPTCHA_ALPHABET).not.toContain(ch);
    for (let i = 0; i < 200; i++) {
      const code = randomCaptcha();
      expect(code).toMatch(/^[A-HJ-NP-Za-km-z2-9]{4}$/);
    }
  });

  it('draws every character from the alphabet', () => {
    let n = 0;
    expect(randomCaptcha(() => n++ % CAPTCHA_ALPHABET.length)).toBe('ABCD');
  });
});

describe('captcha machine', () => {
  const sequence = (codes: string[]) => {
    let i = 0;
    return captchaMachine.provide({ actions: { newCode: assign({ code: () => codes[i++] }) } });
  };

  it('has no code until it is first displayed, then creates one', () => {
    const actor = createActor(sequence(['Ab3d'])).start();
    expect(actor.getSnapshot().context.code).toBeNull();
    actor.send({ type: 'captcha.show' });
    expect(actor.getSnapshot().context.code).toBe('Ab3d');
  });

  it('replaces the code on refresh and on a mismatch', () => {
    const actor = createActor(sequence(['AAAA', 'BBBB', 'CCCC'])).start();
    actor.send({ type: 'captcha.show' });
    actor.send({ type: 'captcha.refresh' });
    expect(actor.getSnapshot().context.code).toBe('BBBB');
    actor.send({ type: 'captcha.mismatch' });
    expect(actor.getSnapshot().context.code).toBe('CCCC');
  });

  it('shows once: a second show keeps the code', () => {
    const actor = createActor(sequence(['AAAA', 'BBBB'])).start();
    actor.send({ type: 'captcha.show' });
    actor.send({ type: 'captcha.show' });
    expect(actor.getSnapshot().context.code).toBe('AAAA');
  });
});
