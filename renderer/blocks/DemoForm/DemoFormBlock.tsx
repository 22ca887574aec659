import { CheckList } from '../../ui/CheckList';
import type { DemoFormBlock as DemoFormBlockConfig } from '../../generated/config';
import { leadEndpoints } from '../../forms/endpoints';
import { Island } from '../../islands/Island';
import { useSiteData } from '../../page/SiteData';
import { Section } from '../../ui/Section';

/** Server side of the demo form: resolves the form and its endpoints, then places the island. */
export function DemoFormBlock({ block }: { block: DemoFormBlockConfig }) {
  const { site, forms } = useSiteData();
  return (
    <Section tone={block.tone}>
      <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:items-start">
        <div>
          <h2 className="text-3xl font-bold tracking-tight text-ink-900 [.tone-dark_&]:text-white">{block.heading}</h2>
          {block.intro ? <p className="mt-4 text-lg leading-relaxed">{block.intro}</p> : null}
          <CheckList items={block.points} look="circle" className="mt-6 space-y-3" />
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <Island name="demoForm" hydrate="visible" props={{ form: forms[block.form], endpoints: leadEndpoints(site), look: 'light' }} />
        </div>
      </div>
    </Section>
  );
}
