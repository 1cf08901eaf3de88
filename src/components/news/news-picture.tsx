import { mediaSrcSet, mediaUrl } from '@/lib/media-url';
import type { NewsView } from '@/server/news/published-news';
import { newsIllustrations } from '../home/illustrations';

type Drawn = keyof typeof newsIllustrations;

/**
 * A news item's picture: the uploaded one in the size the screen needs (`sizes`), with its
 * proportions given so nothing moves while it loads; the drawn one for the items the site
 * started with; nothing when the item has neither.
 */
export function NewsPicture({
  item,
  sizes,
  className,
  eager = false,
}: {
  item: Pick<NewsView, 'image' | 'imageAlt' | 'illustration'>;
  sizes: string;
  className?: string;
  /** The page's main picture: loaded at once rather than when scrolled to. */
  eager?: boolean;
}) {
  if (item.image) {
    const { id, width, height, widths } = item.image;
    return (
      // eslint-disable-next-line @next/next/no-img-element -- already resized and cached for a year (src/server/media); next/image would resize them again
      <img
        src={mediaUrl(id, widths[0] ?? width)}
        srcSet={mediaSrcSet(id, widths)}
        sizes={sizes}
        width={width}
        height={height}
        alt={item.imageAlt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={`object-cover ${className ?? ''}`}
      />
    );
  }
  const Illustration =
    item.illustration && item.illustration in newsIllustrations
      ? newsIllustrations[item.illustration as Drawn]
      : null;
  return Illustration ? <Illustration label={item.imageAlt} className={className} /> : null;
}
