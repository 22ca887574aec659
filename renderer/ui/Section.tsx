import type { ReactNode } from 'react';
import type { Action, Tone } from '../generated/config';
import { ActionLink } from './ActionLink';

const tones: Record<Tone, string> = {
  plain: 'bg-white text-slate-700',
  muted: 'bg-slate-50 text-slate-700',
  dark: 'tone-dark bg-ink-900 text-slate-300',
  brand: 'tone-dark bg-brand-800 text-brand-50',
};

/** The coloured band every block sits in; `tone-dark` lets headings and cards adapt. */
export function Section({
  tone,
  children,
  className = '',
  padding = 'py-16 sm:py-20',
}: {
  tone: Tone;
  children: ReactNode;
  className?: string;
  padding?: string;
}) {
  return (
    <div className={`${tones[tone]} ${padding} ${className}`}>
      <div className="container">{children}</div>
    </div>
  );
}

export function SectionHeading({ eyebrow, heading, intro, center = false }: { eyebrow?: string; heading?: string; intro?: string; center?: boolean }) {
  if (!heading && !intro) return null;
  return (
    <div className={`mb-10 max-w-3xl ${center ? 'mx-auto text-center' : ''}`}>
      {eyebrow ? <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-brand-700 [.tone-dark_&]:text-brand-300">{eyebrow}</p> : null}
      {heading ? <h2 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl [.tone-dark_&]:text-white">{heading}</h2> : null}
      {intro ? <p className="mt-4 text-lg leading-relaxed">{intro}</p> : null}
    </div>
  );
}

/** The optional button under a section's content. */
export function SectionAction({ action }: { action?: Action }) {
  if (!action) return null;
  return (
    <div className="mt-10">
      <ActionLink action={action} />
    </div>
  );
}
