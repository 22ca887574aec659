/**
 * Every failure of the publish backend is a PublishError: a stable `code` the editor can branch on
 * and a `message` written for the person editing, never git's raw output (which can be long,
 * technical and, for network commands, contain credentials).
 */

export type PublishErrorCode =
  | 'git-missing'
  | 'not-a-repo'
  | 'no-commits'
  | 'detached-head'
  | 'busy'
  | 'no-remote'
  | 'unreachable'
  | 'auth'
  | 'rejected'
  | 'remote-refused'
  | 'conflict'
  | 'dirty'
  | 'timeout'
  | 'identity'
  | 'nothing-to-commit'
  | 'locked'
  | 'invalid-input'
  | 'settings'
  | 'not-found'
  | 'mode-not-allowed'
  | 'invalid-site'
  | 'failed';

/** One file both sides changed, with the three texts a merge tool needs (null: absent on that side). */
export interface ConflictFile {
  file: string;
  base: string | null;
  ours: string | null;
  theirs: string | null;
}

export interface PublishErrorDetails {
  /** Files named by the failure (dirty files that block a merge, conflicting files). */
  files?: string[];
  conflicts?: ConflictFile[];
  /** The local commit that holds the change when publishing failed after committing. */
  commit?: string;
  /** Local commits not on the remote branch yet (after the last fetch). */
  ahead?: number;
  /** git's own output, credentials removed: for a developer, not for the editor's message. */
  gitOutput?: string;
  /** The problems of a site that would be published (the validator's errors). */
  problems?: unknown[];
}

export class PublishError extends Error {
  readonly code: PublishErrorCode;
  readonly details: PublishErrorDetails;
  constructor(code: PublishErrorCode, message: string, details: PublishErrorDetails = {}) {
    super(message);
    this.name = 'PublishError';
    this.code = code;
    this.details = details;
  }
}

/**
 * Removes what could be a secret from git's output before it is shown or logged: the user and
 * password of URLs (`https://user:token@host`), authorization headers, bearer tokens, the
 * well-known token formats and token-like query parameters.
 */
export function scrub(text: string): string {
  return (
    text
      // userinfo: the user part has no "/", the password part may (badly encoded) have anything but "@" and blanks.
      .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*(?::[^\s@]*)?@/gi, '$1')
      .replace(/\b((?:proxy-)?authorization)\s*:.*$/gim, '$1: [hidden]')
      .replace(/\b(bearer|basic|token)(\s+|=)[A-Za-z0-9._~+/=-]{8,}/gi, '$1$2[hidden]')
      .replace(/\b(?:gh[pousr]_[A-Za-z0-9]{16,}|github_pat_[A-Za-z0-9_]{16,}|glpat-[A-Za-z0-9_-]{16,}|xox[abprs]-[A-Za-z0-9-]{10,})/g, '[hidden]')
      .replace(/([?&](?:access_token|private_token|token|password|passwd|pass|secret|key)=)[^&\s]+/gi, '$1[hidden]')
  );
}

/** The git command in `args` ("commit" in ["--literal-pathspecs", "commit", …]), for messages. */
export function commandName(args: readonly string[]): string {
  return args.find((a) => !a.startsWith('-')) ?? '';
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The first line of git's output that explains the failure, without "fatal: " / "error: ". */
function reason(output: string): string {
  const first = lines(output).find((l) => /^(fatal|error|remote):/i.test(l)) ?? lines(output)[0] ?? '';
  return first.replace(/^(fatal|error):\s*/i, '').slice(0, 300);
}

/** File names git lists (tab-indented) after "would be overwritten by merge:" and in "Entry 'x' …" messages. */
function blockingFiles(output: string): string[] {
  const files = new Set<string>();
  for (const m of output.matchAll(/^\t(.+)$/gm)) files.add(m[1].trim());
  for (const m of output.matchAll(/Entry '(.+?)' (?:not uptodate|would be overwritten)/g)) files.add(m[1]);
  return [...files];
}

/** What the remote said (`remote: …` lines), for a refusal by a hook or a protected branch. */
function remoteSays(output: string): string {
  const said = lines(output)
    .filter((l) => /^remote:/.test(l))
    .map((l) => l.replace(/^remote:\s*/, ''))
    .filter((l) => l && !/^(error: )?(hook declined|To |Resolving deltas|Counting|Compressing|Writing|Total )/.test(l));
  return said.join(' ').slice(0, 500);
}

/**
 * Turns a failed git command's output (LC_ALL=C, so the English texts below) into a PublishError.
 * Order matters: an authentication failure also says "Could not read from remote repository".
 */
export function classifyGitFailure(output: string, args: readonly string[]): PublishError {
  const clean = scrub(output);
  const gitOutput = clean.trim().slice(0, 4000);
  const say = (code: PublishErrorCode, message: string, details: PublishErrorDetails = {}) => new PublishError(code, message, { gitOutput, ...details });
  const has = (re: RegExp) => re.test(clean);

  // Two pushes at the same moment: the remote's branch moved between its answer and the update. Retried like a rejection.
  if (has(/\[remote rejected\].*\((cannot lock ref|failed to update ref|incorrect old value)/)) {
    return say('rejected', 'Someone else published changes at the same moment; they have to be taken in first.');
  }
  if (has(/detected dubious ownership/)) {
    return say('not-a-repo', 'Git refuses to work in this folder because it belongs to another user (see git\'s "safe.directory" setting).');
  }
  if (has(/not a git repository|must be run in a work tree/i))
    return say('not-a-repo', 'This project folder is not a git repository, so there is nowhere to publish to.');
  if (has(/index\.lock'?: File exists|Unable to create '.*\.lock'|cannot lock ref/i)) {
    return say('locked', 'Another git command is working in this project right now. Try again in a moment.');
  }
  if (has(/does not have any commits yet|bad default revision 'HEAD'|ambiguous argument 'HEAD'/)) {
    return say('no-commits', 'The git repository has no commits yet. A developer needs to make the first commit before the editor can publish.');
  }
  if (has(/You are not currently on a branch|HEAD detached/)) {
    return say('detached-head', 'The project is not on a branch (git\'s "detached HEAD"). A developer needs to switch to a branch before publishing.');
  }
  if (has(/Please tell me who you are|unable to auto-detect email address|empty ident name|invalid ident|fatal: no email was given/i)) {
    return say('identity', 'Git does not know who is publishing: give a name and an email address.');
  }
  if (
    has(
      /Authentication failed|Permission denied \((publickey|keyboard-interactive|password)|HTTP Basic: Access denied|Invalid username or password|returned error: 40[13]|\b403\b.*Forbidden|terminal prompts disabled|could not read (Username|Password)|Repository not found/i,
    )
  ) {
    return say(
      'auth',
      `The remote repository refused access: the credentials on this computer are missing or not allowed to publish there (${reason(clean)}).`,
    );
  }
  if (has(/Host key verification failed/)) {
    return say(
      'auth',
      "The remote repository's server could not be verified (its SSH host key is not known on this computer). A developer needs to connect to it once.",
    );
  }
  if (has(/No configured push destination|No remote repository specified|No such remote/i)) {
    return say('no-remote', 'This project has no remote repository to publish to.');
  }
  if (has(/\[remote rejected\]|pre-receive hook declined|[Pp]rotected branch|hook declined/)) {
    const said = remoteSays(clean);
    return say('remote-refused', `The remote repository refused the change${said ? `: ${said}` : '.'}`);
  }
  if (has(/\[rejected\]|non-fast-forward|Updates were rejected|fetch first/)) {
    return say('rejected', 'Someone else published changes at the same moment; they have to be taken in first.');
  }
  if (
    has(
      /Could not resolve host|Could not resolve hostname|Connection refused|Connection timed out|Network is unreachable|No route to host|Failed to connect|unable to access|Could not read from remote repository|does not appear to be a git repository|Connection reset|Operation timed out|early EOF/i,
    )
  ) {
    return say('unreachable', `The remote repository could not be reached (${reason(clean)}). Check the network connection and the repository's address.`);
  }
  if (has(/would be overwritten by merge|not uptodate\. Cannot merge|Your local changes to the following files/)) {
    const files = blockingFiles(clean);
    return say(
      'dirty',
      `Changes that are not published${files.length ? ` (${files.join(', ')})` : ''} are in files others changed. Publish or discard them first.`,
      {
        files,
      },
    );
  }
  if (has(/CONFLICT \(|Automatic merge failed|Merge conflict in|you need to resolve your current index|unmerged files/i)) {
    return say('conflict', 'Your change conflicts with changes someone else published.');
  }
  if (has(/nothing to commit|no changes added to commit|nothing added to commit/)) {
    return say('nothing-to-commit', 'There is nothing to publish: the files are the same as in the last published version.');
  }
  return say('failed', `git ${commandName(args)} failed: ${reason(clean) || 'no message'}`);
}
