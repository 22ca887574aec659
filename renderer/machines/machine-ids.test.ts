import { StateMachine, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';

// Every machine file, found by name, so a new machine is checked without editing this test.
const files = import.meta.glob<Record<string, unknown>>('./*.machine.ts', { eager: true });

/** "demo-form.machine.ts" → "demoForm": the id the Stately visualizer and inspector show. */
const idFor = (file: string) =>
  file
    .replace(/^\.\//, '')
    .replace(/\.machine\.ts$/, '')
    .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

const machinesIn = (mod: Record<string, unknown>) => Object.values(mod).filter((v): v is AnyStateMachine => v instanceof StateMachine);

describe('machine ids', () => {
  it('finds the machine files', () => {
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['./menu.machine.ts', './demo-form.machine.ts', './captcha.machine.ts']));
  });

  it.each(Object.keys(files))('%s exports one machine with an explicit id named after the file', (file) => {
    const machines = machinesIn(files[file]);
    expect(machines).toHaveLength(1);
    expect(machines[0].config.id).toBe(idFor(file));
    expect(machines[0].id).toBe(idFor(file));
  });
});
