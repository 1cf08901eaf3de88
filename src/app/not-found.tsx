import { Link } from '@/components/ui/link';
import { siteConfig } from '@/config/site';
import { catalogues } from '@/i18n/catalogues';

const { ar, en } = catalogues;

// Paths outside any language (for example a missing file with an extension) land here:
// both languages, since we cannot tell which the visitor reads.
export default function GlobalNotFound() {
  return (
    <html lang="ar" dir="rtl">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}
      >
        <title>{`${ar.NotFound.title} – ${siteConfig.name.ar}`}</title>
        <main>
          <h1>{ar.NotFound.title}</h1>
          <p>{ar.NotFound.note}</p>
          <p>
            <Link href="/">{ar.NotFound.home}</Link>
          </p>
          <div lang="en" dir="ltr">
            <h2>{en.NotFound.title}</h2>
            <p>{en.NotFound.note}</p>
            <p>
              <Link href="/en">{en.NotFound.home}</Link>
            </p>
          </div>
        </main>
      </body>
    </html>
  );
}
