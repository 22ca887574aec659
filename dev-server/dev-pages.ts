import { describeLocation } from '../validator/format.ts';
import type { ConfigError } from '../validator/types.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const shell = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#0b1324;color:#e2e8f0}main{max-width:60rem;margin:0 auto;padding:3rem 1.5rem}
h1{color:#fff;font-size:1.6rem}li{background:#111c33;border-left:4px solid #f87171;border-radius:.5rem;padding:1rem 1.25rem;margin:0 0 1rem;list-style:none}
code{color:#5ad7c5}.fix{color:#94a3b8}pre{white-space:pre-wrap;background:#111c33;padding:1rem;border-radius:.5rem}</style></head>
<body><main>${body}</main></body></html>`;

/** Shown in the browser (dev only) while site.config has errors; it updates when a file is saved. */
export function configErrorPage(errors: ConfigError[]): string {
  const items = errors
    .map(
      (e) => `<li><code>${esc(`${e.file}:${e.line}:${e.column}`)}</code> <span class="fix">${esc(describeLocation(e))}</span>
<div>${esc(e.message)}</div>${e.hint ? `<div class="fix">Fix: ${esc(e.hint)}</div>` : ''}</li>`,
    )
    .join('\n');
  return shell(
    'site.config has problems',
    `<h1>site.config has ${errors.length} ${errors.length === 1 ? 'problem' : 'problems'}</h1>
<p>Fix the files below and save: this page reloads by itself.</p><ul>${items}</ul>`,
  );
}

/** Dev-only screen for a page that throws while rendering, instead of a blank page. */
export function renderErrorPage(error: Error, file: string): string {
  return shell(
    'Unexpected Application Error!',
    `<h1>Unexpected Application Error!</h1>
<p>The page defined in <code>${esc(file)}</code> could not be rendered.</p><pre>${esc(String(error.stack ?? error.message))}</pre>`,
  );
}
