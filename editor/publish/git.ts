import { spawn } from 'node:child_process';
import { PublishError, classifyGitFailure, commandName } from './errors.ts';

/** Local commands finish in well under a second; 20 s only catches a hang (a lock, a stuck hook). */
const LOCAL_TIMEOUT_MS = 20_000;
/** Fetch and push wait on the network and on the remote's hooks. */
const NETWORK_TIMEOUT_MS = 60_000;
/** Enough for any text file of the site; more means something is wrong, not a bigger answer. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

export interface GitOptions {
  /** Written to git's stdin (commit messages go this way, so they can never be read as options). */
  input?: string;
  /** Added to the environment (GIT_INDEX_FILE, GIT_AUTHOR_NAME, …). */
  env?: Record<string, string>;
  /** A fetch or push: longer timeout and SSH in batch mode. */
  network?: boolean;
  timeoutMs?: number;
  /** Exit codes that are answers, not failures (`merge-base --is-ancestor` answers "no" with 1). */
  okCodes?: number[];
}

export interface GitResult {
  stdout: string;
  stderr: string;
  code: number;
}

/** Variables that would point git at another repository, index or object store than the project's (set when the editor runs from a git hook, for example). */
const REPOSITORY_VARIABLES = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_INDEX_FILE',
  'GIT_OBJECT_DIRECTORY',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_COMMON_DIR',
  'GIT_NAMESPACE',
  'GIT_PREFIX',
  'GIT_QUARANTINE_PATH',
  'GIT_LITERAL_PATHSPECS',
  'GIT_GLOB_PATHSPECS',
  'GIT_NOGLOB_PATHSPECS',
  'GIT_ICASE_PATHSPECS',
];

/**
 * The environment of every git command: nothing may wait for a person (no terminal prompt, no
 * askpass program, SSH in batch mode, no editor), so a missing credential fails at once instead of
 * hanging the editor; messages in English (LC_ALL=C) so classifyGitFailure can read them.
 */
export function gitEnv(extra: Record<string, string> = {}, sshCommandConfigured = false): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of REPOSITORY_VARIABLES) delete env[name];
  delete env.LANGUAGE;
  Object.assign(env, {
    LC_ALL: 'C',
    LANG: 'C',
    GIT_TERMINAL_PROMPT: '0',
    // askpass programs answer with their prompt text; `echo` answers at once, so a missing credential fails instead of waiting.
    GIT_ASKPASS: 'echo',
    SSH_ASKPASS: 'echo',
    SSH_ASKPASS_REQUIRE: 'never',
    GCM_INTERACTIVE: 'never',
    // ":" is git's own "no editor": a command that would open one goes on with the message it has.
    GIT_EDITOR: ':',
    GIT_SEQUENCE_EDITOR: ':',
    GIT_MERGE_AUTOEDIT: 'no',
    GIT_PAGER: 'cat',
  });
  // GIT_SSH_COMMAND would replace the project's own core.sshCommand (a deploy key, say); then that one is kept.
  if (!env.GIT_SSH_COMMAND && !env.GIT_SSH && !sshCommandConfigured) env.GIT_SSH_COMMAND = 'ssh -o BatchMode=yes';
  return { ...env, ...extra };
}

/** Whether the repository configures its own SSH command (only asked before network commands). */
async function hasSshCommand(root: string): Promise<boolean> {
  const { stdout } = await runGit(root, ['config', '--get', 'core.sshCommand'], { okCodes: [0, 1] });
  return stdout.trim() !== '';
}

/**
 * Runs git in `root` without a shell: arguments go to git as they are, so no value can become a
 * shell word. On POSIX git runs in its own session, which has no terminal: even an SSH or
 * credential helper that ignores the variables above cannot prompt, and a timeout kills git with
 * its children (ssh, hooks). Fails with a PublishError whose message is plain and free of
 * credentials.
 */
export async function runGit(root: string, args: readonly string[], opts: GitOptions = {}): Promise<GitResult> {
  const timeoutMs = opts.timeoutMs ?? (opts.network ? NETWORK_TIMEOUT_MS : LOCAL_TIMEOUT_MS);
  const env = gitEnv(opts.env, opts.network ? await hasSshCommand(root) : false);
  const okCodes = opts.okCodes ?? [0];
  const posix = process.platform !== 'win32';

  return new Promise<GitResult>((resolve, reject) => {
    const child = spawn('git', ['-c', 'core.quotePath=false', ...args], {
      cwd: root,
      env,
      shell: false,
      detached: posix,
      windowsHide: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let size = 0;
    let failure: PublishError | undefined;
    const kill = () => {
      try {
        if (posix && child.pid) process.kill(-child.pid, 'SIGKILL');
        else child.kill('SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const collect = (into: Buffer[]) => (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT_BYTES) {
        failure ??= new PublishError('failed', `git ${commandName(args)} answered with more than ${MAX_OUTPUT_BYTES / 1024 / 1024} MB.`);
        kill();
      } else into.push(chunk);
    };
    child.stdout.on('data', collect(out));
    child.stderr.on('data', collect(err));
    const timer = setTimeout(() => {
      const seconds = Math.round(timeoutMs / 1000);
      failure ??= new PublishError(
        'timeout',
        opts.network
          ? `The remote repository did not answer within ${seconds} seconds. Check the network connection and try again.`
          : `Git did not finish within ${seconds} seconds (git ${commandName(args)}). Another program may be holding the repository.`,
      );
      kill();
    }, timeoutMs);

    child.on('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (e.code === 'ENOENT')
        reject(new PublishError('git-missing', 'Git is not installed on the computer running the editor (or not on its PATH), so nothing can be published.'));
      else reject(new PublishError('failed', `Git could not be started: ${e.message}`));
    });
    // git may exit before reading all of stdin (a refused commit); the write error that follows is not the failure.
    child.stdin.on('error', () => {});
    child.stdin.end(opts.input ?? '');

    child.on('close', (code) => {
      clearTimeout(timer);
      if (failure) return reject(failure);
      const stdout = Buffer.concat(out).toString('utf8');
      const stderr = Buffer.concat(err).toString('utf8');
      const exit = code ?? -1;
      if (okCodes.includes(exit)) return resolve({ stdout, stderr, code: exit });
      // Some failures are told on stdout ("nothing to commit"); the end of it is enough to classify.
      reject(classifyGitFailure(`${stderr}\n${stdout.slice(-8000)}`, args));
    });
  });
}
