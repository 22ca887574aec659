import type { NotFoundBlock } from '../../generated/config';
import { ActionLink } from '../../ui/ActionLink';
import { Section } from '../../ui/Section';
import { NOT_FOUND_LOG } from './log-script';

/**
 * The not-found message, prerendered. Only the browser knows which address was missing: a
 * small fixed script logs it, so the page needs no island and no framework.
 */
export function NotFound({ block }: { block: NotFoundBlock }) {
  return (
    <>
      <Section tone={block.tone} className="min-h-[60vh] flex items-center">
        <div className="mx-auto max-w-xl text-center">
          <h1 className="text-7xl font-extrabold tracking-tight text-brand-600 sm:text-8xl">{block.code}</h1>
          <p className="mt-4 text-2xl font-semibold text-ink-900">{block.message}</p>
          {block.text ? <p className="mt-3 text-lg">{block.text}</p> : null}
          <div className="mt-8">
            <ActionLink action={block.action} />
          </div>
          {block.suggestions.length > 0 ? (
            <ul className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
              {block.suggestions.map((s) => (
                <li key={s.href}>
                  <a className="focus-ring font-medium text-brand-700 hover:underline" href={s.href}>
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Section>
      {/* A fixed script written here, with no config text in it. */}
      <script dangerouslySetInnerHTML={{ __html: NOT_FOUND_LOG }} />
    </>
  );
}
