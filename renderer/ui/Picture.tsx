import type { ResolvedImage } from '../images/types';

/**
 * A picture as the build made it: AVIF and WebP sources at several widths with `sizes`, so the
 * browser fetches no more than the screen needs, the original format as the fallback of the few
 * browsers that show neither (one width: a srcset for them would be bytes on every page), and the size written
 * out so nothing moves while it loads. Lazy unless it is in the page's first block; the first
 * picture of that block is the page's largest paint, fetched first.
 */
export function Picture({ image, className }: { image: ResolvedImage; className?: string }) {
  const img = (
    <picture>
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={image.sizes} />
      ))}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={image.priority ? undefined : 'lazy'}
        decoding={image.priority ? undefined : 'async'}
        fetchPriority={image.priority === 'high' ? 'high' : undefined}
        className={className}
        style={image.position ? { objectPosition: image.position } : undefined}
      />
    </picture>
  );
  if (!image.caption) return img;
  return (
    <figure>
      {img}
      <figcaption className="mt-2 text-sm text-slate-500 [.tone-dark_&]:text-slate-400">{image.caption}</figcaption>
    </figure>
  );
}
