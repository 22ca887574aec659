import { OUTBOX_KEY } from '../forms/outbox';
import { Island } from '../islands/Island';
import type { ResolvedSiteConfig } from '../resolve/types';
import { Logo } from './Logo';

/** The site footer. Static HTML, except for its demo form's island. */
export function Footer({ site }: { site: ResolvedSiteConfig }) {
  const { footer, contact, brand } = site;
  return (
    <footer className="bg-ink-900 text-slate-300">
      <div className="container grid gap-12 py-16 lg:grid-cols-[1.1fr_2fr]">
        <div>
          <Logo name={brand.name} tone="dark" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-400">{brand.tagline}</p>
          <section aria-labelledby="footer-demo-heading" className="mt-8 rounded-2xl border border-white/10 bg-white/5 p-6">
            <h2 id="footer-demo-heading" className="text-lg font-semibold text-white">
              {footer.demo.heading}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-slate-400">{footer.demo.text}</p>
            <div className="mt-5">
              <Island
                name="demoForm"
                hydrate="visible"
                wakeIfStored={OUTBOX_KEY}
                props={{ form: footer.demo.form, endpoints: footer.demo.endpoints, look: 'dark' }}
              />
            </div>
          </section>
        </div>
        <div className="grid gap-10 sm:grid-cols-2 md:grid-cols-4">
          {footer.columns.map((col) => (
            <nav key={col.heading} aria-label={col.heading}>
              <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{col.heading}</h2>
              <ul className="mt-4 space-y-3 text-sm">
                {col.links.map((l) => (
                  <li key={l.href}>
                    <a href={l.href} className="focus-ring rounded text-slate-400 hover:text-white">
                      {l.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{footer.office.label}</h2>
            <address className="mt-4 space-y-1 text-sm not-italic text-slate-400">
              {footer.office.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} className="focus-ring block pt-3 hover:text-white">
                {contact.phone}
              </a>
              <a href={`mailto:${contact.email}`} className="focus-ring block hover:text-white">
                {contact.email}
              </a>
            </address>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container flex flex-col gap-3 py-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{footer.copyright}</p>
          <ul className="flex gap-6">
            {footer.legal.map((l) => (
              <li key={l.href}>
                <a href={l.href} className="focus-ring rounded hover:text-white">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
