import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { longPage } from '../tests/fixtures/hostile/corpus.ts';
import { hashText } from './files.ts';
import { cleanStaleTemps } from './server.ts';
import { saveConfigFile } from './pages.ts';
import { tempProject, validators } from './test-project.ts';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

/** A real second process running the editor's save, as a second `npm run edit` on the checkout would. */
async function editorProcess(): Promise<ChildProcess> {
  const child = fork(join(import.meta.dirname, 'save-process.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  children.push(child);
  await once(child, 'message');
  return child;
}

const ask = (child: ChildProcess, message: object) => {
  const answer = once(child, 'message').then(([m]) => m as { ok: boolean; reason?: string });
  child.send(message);
  return answer;
};

describe('two editor processes on one checkout', () => {
  it('never both accept a save made from the same version: one is saved, the other is told of the conflict', async () => {
    const root = tempProject();
    const file = 'site.config/pages/privacy.json';
    const [a, b] = await Promise.all([editorProcess(), editorProcess()]);
    for (let round = 0; round < 10; round++) {
      const text = readFileSync(join(root, file), 'utf8');
      const page = JSON.parse(text) as { title: string };
      const save = (who: string) => ({ root, save: { file, data: { ...page, title: `${who} ${round}` }, hash: hashText(text) } });
      const answers = await Promise.all([ask(a, save('A')), ask(b, save('B'))]);
      expect(answers.filter((x) => x.ok)).toHaveLength(1);
      expect(answers.filter((x) => !x.ok).map((x) => x.reason)).toEqual(['conflict']);
      const winner = answers[0].ok ? 'A' : 'B';
      expect((JSON.parse(readFileSync(join(root, file), 'utf8')) as { title: string }).title).toBe(`${winner} ${round}`);
    }
  }, 60_000);
});

describe('kill -9 during a save', () => {
  it('leaves the page whole (the old or the new version), and the next save works', async () => {
    const root = tempProject();
    const file = 'site.config/pages/long-page.json';
    const abs = join(root, file);
    writeFileSync(abs, longPage(1000));
    const first = readFileSync(abs, 'utf8');
    const page = JSON.parse(first) as { title: string };
    const versions = ['first', 'second'].map((t) => ({ file, data: { ...page, title: `Long page, ${t}` } }));
    for (let round = 0; round < 4; round++) {
      const child = await editorProcess();
      const current = readFileSync(abs, 'utf8');
      await ask(child, { root, loop: versions.map((v) => ({ ...v, hash: hashText(current) })) });
      await new Promise((done) => setTimeout(done, 150 + 100 * round));
      child.kill('SIGKILL');
      await once(child, 'exit');
      const title = (JSON.parse(readFileSync(abs, 'utf8')) as { title: string }).title;
      expect(['A long page', 'Long page, first', 'Long page, second']).toContain(title);
    }
    // What the killed processes left (their lock, their temporary files) never blocks the next save.
    cleanStaleTemps(root);
    expect(readdirSync(join(root, 'site.config/pages')).filter((f) => f.startsWith('.'))).toEqual([]);
    const now = readFileSync(abs, 'utf8');
    const saved = saveConfigFile(root, validators(), { file, data: { ...page, title: 'After the kills' }, hash: hashText(now) });
    expect(saved).toMatchObject({ ok: true });
  }, 60_000);
});
