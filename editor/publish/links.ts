/**
 * The page that opens a pull (merge) request for a review branch, derived from the remote's address.
 * Pure string work, no network: GitHub (and GitHub Enterprise), GitLab (gitlab.com and any host
 * with "gitlab" in its name) and Bitbucket Cloud; any other host gets no link, only the branch name.
 * Credentials in the address (`https://user:token@host/…`) never reach the link: it is built from
 * the host and the repository path alone.
 */

type Forge = 'github' | 'gitlab' | 'bitbucket';

interface RemoteWeb {
  forge: Forge;
  /** The web origin, like "https://github.com" or "https://gitlab.example.com:8443". */
  origin: string;
  /** The repository's path segments, like ["owner", "repo"] (GitLab may have subgroups). */
  path: string[];
}

/** SSH endpoints and ssh-config aliases ("github.com-work") of the hosted forges, to their web host. */
function webHost(host: string, viaSsh: boolean): string {
  const h = host.toLowerCase();
  const known: Record<string, string> = { 'ssh.github.com': 'github.com', 'altssh.gitlab.com': 'gitlab.com', 'altssh.bitbucket.org': 'bitbucket.org' };
  if (known[h]) return known[h];
  if (viaSsh) for (const base of ['github.com', 'gitlab.com', 'bitbucket.org']) if (h.startsWith(`${base}-`) || h.startsWith(`${base}_`)) return base;
  return h;
}

function forgeOf(host: string): Forge | null {
  if (host === 'bitbucket.org') return 'bitbucket';
  if (host.includes('gitlab')) return 'gitlab';
  if (host.includes('github')) return 'github';
  return null;
}

/** Where a remote's repository is on the web, or null for a local path, `file://` or an unknown host. */
export function remoteWeb(url: string): RemoteWeb | null {
  const text = url.trim();
  let scheme: string;
  let host: string;
  let port = '';
  let rawPath: string;
  const full = /^([a-z][a-z0-9+.-]*):\/\/(?:[^@/]*@)?(\[[^\]]+\]|[^/:?#]+)(?::(\d*))?(\/[^?#]*)?/i.exec(text);
  const scp = /^(?:[^@/\s]+@)?([^:/\s]{2,}):(?!\/)(.+)$/.exec(text);
  if (full) {
    scheme = full[1].toLowerCase();
    host = full[2];
    port = full[3] ?? '';
    rawPath = full[4] ?? '';
    if (!['https', 'http', 'ssh', 'git', 'git+ssh', 'ssh+git'].includes(scheme)) return null;
  } else if (scp) {
    scheme = 'ssh';
    host = scp[1];
    rawPath = scp[2];
  } else return null;

  const viaSsh = !scheme.startsWith('http');
  const name = webHost(host, viaSsh);
  const forge = forgeOf(name);
  if (!forge) return null;
  const path = rawPath
    .replace(/\/+$/, '')
    .replace(/\.git$/i, '')
    .split('/')
    .filter(Boolean);
  if (path.some((p) => p === '.' || p === '..')) return null;
  if (forge === 'gitlab' ? path.length < 2 : path.length !== 2) return null;
  // An SSH port is not the web server's; an http(s) port is.
  const webPort = !viaSsh && port ? `:${port}` : '';
  return { forge, origin: `${scheme === 'http' ? 'http' : 'https'}://${name}${webPort}`, path };
}

/** A branch name in a URL path: each part encoded, the "/" between parts kept (GitHub reads them so). */
const pathPart = (branch: string) => branch.split('/').map(encodeURIComponent).join('/');

/** The page that opens a pull/merge request from `branch` into `base`, or null when the host is not known. */
export function reviewLink(remoteUrl: string, base: string, branch: string): string | null {
  const web = remoteWeb(remoteUrl);
  if (!web) return null;
  const repo = `${web.origin}/${web.path.map(encodeURIComponent).join('/')}`;
  const q = encodeURIComponent;
  switch (web.forge) {
    case 'github':
      return `${repo}/compare/${pathPart(base)}...${pathPart(branch)}?expand=1`;
    case 'gitlab':
      return `${repo}/-/merge_requests/new?merge_request[source_branch]=${q(branch)}&merge_request[target_branch]=${q(base)}`;
    case 'bitbucket':
      return `${repo}/pull-requests/new?source=${q(branch)}&dest=${q(base)}`;
  }
}
