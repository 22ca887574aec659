/**
 * Wall time and peak resident memory of a command and every process it starts, on Linux.
 *
 * Every ~20 ms the sampler lists /proc, finds the command's process and all its descendants by
 * their parent pids (this kernel has no /proc/<pid>/task/<tid>/children), and sums their VmRSS
 * from /proc/<pid>/status. Threads (Worker threads) share their process's VmRSS and are counted
 * once. A process's parent pid is read once, the first time its pid is seen: processes that were
 * there before the command started are never its descendants, so a sample reads only the status
 * files of the tree and the stat files of processes new since the last sample.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the sampler reads of /proc; a fake in the tests. */
export interface ProcReader {
  /** Every pid alive now. */
  pids(): number[];
  /** Its parent's pid; undefined once it is gone. */
  parent(pid: number): number | undefined;
  /** Its name, VmRSS and VmHWM (its own peak VmRSS so far) in kB; undefined once it is gone (or for a zombie, which has none). */
  memory(pid: number): ProcessMemory | undefined;
}

interface ProcessMemory {
  name: string;
  rssKb: number;
  hwmKb: number;
}

const linuxProc: ProcReader = {
  pids: () =>
    readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number),
  parent(pid) {
    try {
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after its last ")".
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      return undefined;
    }
  },
  memory(pid) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const field = (name: string) => new RegExp(`^${name}:\\s+(.*)$`, 'm').exec(status)?.[1];
      const rss = field('VmRSS');
      if (rss === undefined) return undefined;
      return { name: field('Name') ?? '?', rssKb: parseInt(rss, 10), hwmKb: parseInt(field('VmHWM') ?? rss, 10) };
    } catch {
      return undefined;
    }
  },
};

/** `root` and its descendants, given each known process's parent. */
export function processTree(root: number, parents: ReadonlyMap<number, number>): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, parent] of parents) children.set(parent, [...(children.get(parent) ?? []), pid]);
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/**
 * Samples the summed RSS of a process tree; `sample()` returns this sample's sum in kB and keeps
 * the peak. A peak between two samples is missed; `hwmSumKb`, the sum of each process's own peak
 * (VmHWM, as last read), bounds the true peak from above (the processes' peaks need not coincide).
 */
export class TreeRssSampler {
  /** The parent of every pid first seen after the sampler started. */
  private readonly parents = new Map<number, number>();
  /** Every counted process's VmHWM as last read, and its name. */
  private readonly seen = new Map<number, { name: string; hwmKb: number }>();
  /** Pids alive when the sampler started: not descendants of a process started after them. */
  private readonly before: Set<number>;
  peakKb = 0;
  samples = 0;

  /** `countRoot` false: the root's descendants only (the root is a wrapper such as /usr/bin/time). */
  constructor(
    private readonly root: number,
    private readonly proc: ProcReader = linuxProc,
    before?: Iterable<number>,
    private readonly countRoot = true,
  ) {
    this.before = new Set(before ?? []);
    this.before.delete(root);
  }

  sample(): number {
    for (const pid of this.proc.pids()) {
      if (pid === this.root || this.before.has(pid) || this.parents.has(pid)) continue;
      const parent = this.proc.parent(pid);
      if (parent !== undefined) this.parents.set(pid, parent);
    }
    let sum = 0;
    for (const pid of processTree(this.root, this.parents)) {
      if (!this.countRoot && pid === this.root) continue;
      const memory = this.proc.memory(pid);
      if (!memory) continue;
      sum += memory.rssKb;
      this.seen.set(pid, { name: memory.name, hwmKb: memory.hwmKb });
    }
    this.samples++;
    this.peakKb = Math.max(this.peakKb, sum);
    return sum;
  }

  get hwmSumKb(): number {
    return [...this.seen.values()].reduce((sum, p) => sum + p.hwmKb, 0);
  }

  /** The names of the processes counted, in the order first seen. */
  get processNames(): string[] {
    return [...this.seen.values()].map((p) => p.name);
  }
}

export interface Measured {
  seconds: number;
  peakRssKb: number;
  /** The sum of each process's own peak RSS: an upper bound of peakRssKb's true value (TreeRssSampler). */
  hwmSumKb: number;
  /** The processes counted (their names). */
  processes: string[];
  /** User and system CPU time of the command and every descendant it waited for (GNU time's %U + %S); undefined without /usr/bin/time. */
  cpuSeconds?: number;
  samples: number;
}

const GNU_TIME = '/usr/bin/time';

/**
 * Runs `command` with `args` in `cwd` (no shell), timing it from spawn to exit and sampling its
 * process tree's RSS every `intervalMs`. Where GNU time is installed the command runs under it for
 * its CPU time (on a shared machine, wall time also counts the waiting for a core); time's own
 * process is left out of the RSS. Its stdout is dropped; its stderr is kept and shown if it fails.
 */
export function measure(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}, intervalMs = 20): Promise<Measured> {
  const timed = existsSync(GNU_TIME);
  const timeDir = timed ? mkdtempSync(join(tmpdir(), 'measure-')) : '';
  const timeFile = join(timeDir, 'time.txt');
  const [file, argv] = timed ? [GNU_TIME, ['-f', '%U %S', '-o', timeFile, command, ...args]] : [command, args];
  const before = linuxProc.pids();
  const start = performance.now();
  const child = spawn(file, argv, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  if (child.pid === undefined) throw new Error(`Could not start ${command}`);
  const sampler = new TreeRssSampler(child.pid, linuxProc, before, !timed);
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr = (stderr + text).slice(-20_000);
  });
  sampler.sample();
  const timer = setInterval(() => sampler.sample(), intervalMs);
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      const seconds = (performance.now() - start) / 1000;
      clearInterval(timer);
      let cpuSeconds: number | undefined;
      if (timed) {
        // "12.34 1.23", after any line time wrote about a failing command.
        try {
          const [user, system] = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
          cpuSeconds = Math.round((user + system) * 100) / 100;
        } catch {
          // time itself was killed.
        }
        rmSync(timeDir, { recursive: true, force: true });
      }
      if (code !== 0) fail(new Error(`${command} ${args.join(' ')} in ${cwd} ended with ${signal ?? `exit code ${code}`}:\n${stderr}`));
      else done({ seconds, peakRssKb: sampler.peakKb, hwmSumKb: sampler.hwmSumKb, processes: sampler.processNames, cpuSeconds, samples: sampler.samples });
    });
  });
}
