import { spriteSvg } from '@/components/ui/icons';

/**
 * The icons' sprite (src/components/ui/icons.tsx). Pages ask for it with the hash of its content
 * in the address, so browsers keep it for a year without asking again, and the service worker
 * keeps it with the site's pictures (src/service-worker/service-worker.ts).
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(spriteSvg(), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
