import { describe, expect, it } from 'vitest';
import { classifyGitFailure, scrub } from './errors.ts';

const SECRET = /bob|hunter2|ghp_|glpat-|s3cr3t|tok\/en|abc\.def/;

describe('scrub', () => {
  it.each([
    "fatal: unable to access 'https://bob:ghp_abcdefghijklmnopqrstuvwxyz0123@github.com/acme/site.git/': The requested URL returned error: 403",
    'fatal: Authentication failed for https://oauth2:glpat-abcdefghijklmnopqrst@gitlab.com/acme/site.git',
    'fatal: repository https://x-access-token:tok/en@github.com/acme/site.git not found',
    'fatal: could not read from http://bob:hunter2@10.0.0.1:8080/site.git',
    'trace: Authorization: Bearer abc.def.ghi',
    'remote: using token ghp_abcdefghijklmnopqrstuvwxyz0123 for push',
    'fatal: unable to access https://git.example.com/site.git?access_token=s3cr3t&x=1',
  ])('removes the credentials from %s', (text) => {
    const clean = scrub(text);
    expect(clean).not.toMatch(SECRET);
    expect(clean.length).toBeGreaterThan(20);
  });

  it('keeps what is not a secret', () => {
    expect(scrub("fatal: unable to access 'https://github.com/acme/site.git/': Could not resolve host: github.com")).toBe(
      "fatal: unable to access 'https://github.com/acme/site.git/': Could not resolve host: github.com",
    );
    expect(scrub('git@github.com: Permission denied (publickey).')).toBe('git@github.com: Permission denied (publickey).');
  });
});

describe('classifyGitFailure', () => {
  const cases: [string, string, RegExp?][] = [
    ['auth', "remote: Invalid username or password.\nfatal: Authentication failed for 'https://bob:hunter2@github.com/acme/site.git/'"],
    [
      'auth',
      'git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights',
    ],
    [
      'auth',
      "remote: Permission to acme/site.git denied to someone.\nfatal: unable to access 'https://github.com/acme/site.git/': The requested URL returned error: 403",
    ],
    ['auth', "fatal: could not read Username for 'https://github.com': terminal prompts disabled"],
    ['auth', "remote: HTTP Basic: Access denied\nfatal: Authentication failed for 'https://gitlab.com/a/b.git/'"],
    ['auth', 'Host key verification failed.\nfatal: Could not read from remote repository.', /could not be verified/],
    ['unreachable', "fatal: unable to access 'https://github.invalid/a/b.git/': Could not resolve host: github.invalid", /Could not resolve host/],
    ['unreachable', 'ssh: Could not resolve hostname github.invalid: Name or service not known\nfatal: Could not read from remote repository.'],
    ['unreachable', "fatal: unable to access 'http://127.0.0.1:9/x.git/': Failed to connect to 127.0.0.1 port 9 after 0 ms: Connection refused"],
    ['unreachable', "fatal: '/nonexistent/path' does not appear to be a git repository\nfatal: Could not read from remote repository."],
    ['rejected', "To /tmp/r.git\n ! [rejected]        abc -> main (fetch first)\nerror: failed to push some refs to '/tmp/r.git'\nhint: Updates were rejected"],
    ['rejected', ' ! [rejected]        main -> main (non-fast-forward)\nerror: failed to push some refs'],
    ['rejected', " ! [remote rejected] abc -> main (cannot lock ref 'refs/heads/main': is at 1111 but expected 2222)"],
    [
      'remote-refused',
      'remote: Deploys are frozen until Monday\nTo /tmp/r.git\n ! [remote rejected] abc -> main (pre-receive hook declined)',
      /Deploys are frozen until Monday/,
    ],
    [
      'remote-refused',
      'remote: error: GH006: Protected branch update failed for refs/heads/main.\nremote: error: Changes must be made through a pull request.\n ! [remote rejected] main -> main (protected branch hook declined)',
      /pull request/,
    ],
    [
      'dirty',
      'error: Your local changes to the following files would be overwritten by merge:\n\tREADME.md\n\tsite.config/pages/home.json\nPlease commit your changes or stash them before you merge.\nAborting',
      /README\.md, site\.config\/pages\/home\.json/,
    ],
    ['dirty', "error: Entry 'README.md' not uptodate. Cannot merge.", /README\.md/],
    [
      'dirty',
      'error: The following untracked working tree files would be overwritten by merge:\n\tsite.config/pages/new.json\nPlease move or remove them before you merge.',
      /new\.json/,
    ],
    ['conflict', 'Auto-merging x\nCONFLICT (content): Merge conflict in x\nAutomatic merge failed; fix conflicts and then commit the result.'],
    ['not-a-repo', 'fatal: not a git repository (or any of the parent directories): .git'],
    ['not-a-repo', "fatal: detected dubious ownership in repository at '/srv/site'", /safe\.directory/],
    ['identity', 'Author identity unknown\n\n*** Please tell me who you are.\n\nRun\n\n  git config --global user.email "you@example.com"'],
    ['locked', "fatal: Unable to create '/r/.git/index.lock': File exists.\n\nAnother git process seems to be running in this repository"],
    ['no-commits', "fatal: your current branch 'main' does not have any commits yet"],
    ['detached-head', 'fatal: You are not currently on a branch.'],
    ['no-remote', 'fatal: No configured push destination.'],
    ['nothing-to-commit', 'On branch main\nnothing to commit, working tree clean'],
    ['failed', 'fatal: something odd happened', /^git push failed: something odd happened$/],
  ];
  it.each(cases)('reads %s in %j', (code, output, message) => {
    const error = classifyGitFailure(output, ['push', '--quiet', '--', 'origin', 'main']);
    expect(error.code).toBe(code);
    if (message) expect(error.message).toMatch(message);
    expect(error.message).not.toMatch(SECRET);
    expect(error.details.gitOutput).not.toMatch(SECRET);
  });

  it('names the blocking files', () => {
    const error = classifyGitFailure('error: Your local changes to the following files would be overwritten by merge:\n\tREADME.md\nAborting', ['merge']);
    expect(error.details.files).toStrictEqual(['README.md']);
  });
});
