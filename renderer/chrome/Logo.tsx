import { Icon } from '../ui/Icon';

export function Logo({ name, tone = 'light' }: { name: string; tone?: 'light' | 'dark' }) {
  return (
    <a href="/" className="focus-ring inline-flex items-center gap-2.5 rounded-lg" aria-label={`${name} home`}>
      <span
        className="flex h-9 w-9 items-center justify-center rounded-xl bg-gradient-to-br from-brand-400 to-brand-700 text-white shadow-sm"
        aria-hidden="true"
      >
        <Icon glyph="audio-lines" className="text-lg" />
      </span>
      <span className={`text-lg font-bold tracking-tight ${tone === 'light' ? 'text-ink-900' : 'text-white'}`}>{name}</span>
    </a>
  );
}
