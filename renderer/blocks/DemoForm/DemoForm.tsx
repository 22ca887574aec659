import type { ResolvedBlockOf } from '../../resolve/types';
import { CheckList } from '../../ui/CheckList';
import { OUTBOX_KEY } from '../../forms/outbox';
import { Island } from '../../islands/Island';
import { Section } from '../../ui/Section';

/** A demo-request section: heading and points beside the form, an island that wakes as it nears the viewport. */
export function DemoForm({ block }: { block: ResolvedBlockOf<'demoForm'> }) {
  return (
    <Section tone={block.tone}>
      <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:items-start">
        <div>
          <h2 className="text-3xl font-bold tracking-tight text-ink-900 [.tone-dark_&]:text-white">{block.heading}</h2>
          {block.intro ? <p className="mt-4 text-lg leading-relaxed">{block.intro}</p> : null}
          <CheckList items={block.points} look="circle" className="mt-6 space-y-3" />
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <Island name="demoForm" hydrate="visible" wakeIfStored={OUTBOX_KEY} props={{ form: block.form, endpoints: block.endpoints, look: 'light' }} />
        </div>
      </div>
    </Section>
  );
}
