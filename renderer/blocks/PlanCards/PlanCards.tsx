import { Island } from '../../islands/Island';
import type { ResolvedBlockOf } from '../../resolve/types';
import { Section, SectionHeading } from '../../ui/Section';
import { Icon } from '../../ui/Icon';

/**
 * The pricing section for the calling-agent plans. Names, prices, minutes and features come
 * from site.config/plans/, resolved here on the server; the cards are an island that wakes on
 * the first touch, so choosing and buying work without shipping the plan files.
 */
export function PlanCards({ block }: { block: ResolvedBlockOf<'planCards'> }) {
  return (
    <Section tone={block.tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} center />
      <Island name="planCards" hydrate="interaction" props={{ plans: block.plans, salesLink: block.salesLink, payment: block.payment }} />
      {block.note ? (
        <p className="mx-auto mt-10 flex max-w-2xl justify-center gap-2 text-center text-sm opacity-80">
          <Icon glyph="info" className="mt-0.5 shrink-0" />
          <span>{block.note}</span>
        </p>
      ) : null}
    </Section>
  );
}
