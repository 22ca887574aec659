/**
 * The kinds of file the editor opens, by where they live in site.config/: which schema builds the
 * form, what editors call the kind, which screen edits it and which page previews it. One table,
 * shared by the server and the UI (plain data, no Node imports), so a new kind of config file is
 * one more row here.
 */
export interface FileKind {
  /** The key of its schema in GET /api/schemas ("page", "site", "form", "plan", "redirects"). */
  schema: 'page' | 'site' | 'form' | 'plan' | 'redirects';
  /** What editors call one file of this kind. */
  name: string;
  /** A file path inside the project matches this. */
  pattern: RegExp;
  /** The editor screen that edits it. */
  screen: '/page' | '/settings';
  /**
   * Which page the preview shows for a file that is not a page: the pages that use it (a form or a
   * plan, by the refs found in pages), else this route.
   */
  preview: { uses?: 'form' | 'plan'; route: string };
}

const FILE_KINDS: FileKind[] = [
  { schema: 'page', name: 'Page', pattern: /^site\.config\/pages\/.+\.json$/, screen: '/page', preview: { route: '/' } },
  { schema: 'site', name: 'Site settings', pattern: /^site\.config\/site\.json$/, screen: '/settings', preview: { route: '/' } },
  { schema: 'redirects', name: 'Redirects', pattern: /^site\.config\/redirects\.json$/, screen: '/settings', preview: { route: '/' } },
  { schema: 'form', name: 'Form', pattern: /^site\.config\/forms\/[^/]+\.json$/, screen: '/settings', preview: { uses: 'form', route: '/request-demo' } },
  {
    schema: 'plan',
    name: 'Plan or package',
    pattern: /^site\.config\/plans\/[^/]+\.json$/,
    screen: '/settings',
    preview: { uses: 'plan', route: '/calling-agents' },
  },
];

export const fileKindOf = (file: string): FileKind | undefined => FILE_KINDS.find((k) => k.pattern.test(file));

/** The id other files use to name a form or plan: its file name without ".json". */
export const fileId = (file: string) => (file.split('/').pop() ?? '').replace(/\.json$/, '');

/** The editor address that opens a file on its own screen. */
export const screenFor = (file: string) => `${fileKindOf(file)?.screen ?? '/settings'}?file=${encodeURIComponent(file)}`;
