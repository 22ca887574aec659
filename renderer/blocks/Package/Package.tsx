import { CheckList } from '../../ui/CheckList';
import { ActionLink } from '../../ui/ActionLink';
import { Island } from '../../islands/Island';
import type { ResolvedBlockOf } from '../../resolve/types';
import { Section, SectionHeading } from '../../ui/Section';
import { PackageCard } from '../../plans/PackageCard';
import { Icon } from '../../ui/Icon';

/** The buy-now section: reassurances beside the package card. Name, price and deliverables come from site.config/plans/;
 * the PayPal button is an island that wakes when the card comes into view. */
export function Package({ block }: { block: ResolvedBlockOf<'package'> }) {
  const pkg = block.package;
  return (
    <Section tone={block.tone}>
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_28rem] lg:gap-16">
        <div>
          <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
          <CheckList items={block.highlights} look="circle" className="-mt-2 space-y-3" />
        </div>
        <PackageCard pkg={pkg}>
          <div className="mb-5">
            <Island
              name="packageCheckout"
              hydrate="visible"
              props={{
                payment: block.payment,
                amount: pkg.price,
                description: pkg.paymentDescription,
                solutionType: pkg.solutionType,
                successHref: block.successHref,
              }}
            />
          </div>
          {block.note ? (
            <p className="flex gap-2 text-sm text-slate-500">
              <Icon glyph="info" className="mt-0.5 shrink-0" />
              <span>{block.note}</span>
            </p>
          ) : null}
          {block.secondaryAction ? (
            <div className="mt-5">
              <ActionLink action={block.secondaryAction} className="w-full" />
            </div>
          ) : null}
        </PackageCard>
      </div>
    </Section>
  );
}
