import { statSync } from 'node:fs';
import path from 'node:path';
import { BookOpen, BadgeCheck, BadgeDollarSign, FileText, Video } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import {
  levels,
  type CoursesUi,
  type LectureType,
  type Level,
  type SoftwareType,
} from '@content/courses-schema';
import { catalogues, translatorFor } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';

/**
 * Small pieces shared by the lecture pages: badges that carry their meaning in words as well as
 * colour, titled sections, and text with inline code. Server-only.
 */

/** Text in which `backticked` parts are formulas or code, kept left-to-right inside Arabic. */
export function Rich({ text }: { text: string }) {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <code
            key={index}
            dir="ltr"
            className="rounded bg-slate-100 px-1 font-mono text-[0.9em] text-slate-900 dark:bg-slate-800 dark:text-slate-100"
          >
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

/**
 * The words of the lecture pages (messages/*.json → `Courses`) in one language, with next-intl's
 * translator for the ones with placeholders.
 */
export type CourseWords = CoursesUi & { t: ReturnType<typeof translatorFor<'Courses'>> };

export function courseWords(locale: Locale): CourseWords {
  return { ...catalogues[locale].Courses, t: translatorFor(locale, 'Courses') };
}

/** "90 minutes" / "90 دقيقة". */
export function minutesText(ui: CourseWords, minutes: number): string {
  return ui.t('minutesFormat', { n: String(minutes) });
}

/** Size of a shipped file (assets/downloads/), in whole kilobytes (rounded up), or null if missing. */
export function fileKilobytes(href: string): number | null {
  try {
    return Math.ceil(statSync(path.join(process.cwd(), 'assets', href)).size / 1024);
  } catch {
    return null;
  }
}

const badgeBase =
  'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-bold ring-1 ring-inset';

const typeStyles: Record<LectureType, { icon: typeof FileText; className: string }> = {
  pdf: {
    icon: FileText,
    className:
      'bg-rose-50 text-rose-800 ring-rose-300 dark:bg-rose-950 dark:text-rose-200 dark:ring-rose-800',
  },
  video: {
    icon: Video,
    className:
      'bg-sky-50 text-sky-800 ring-sky-300 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
  },
  text: {
    icon: BookOpen,
    className:
      'bg-violet-50 text-violet-800 ring-violet-300 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800',
  },
};

/** The accent of a lecture card: the colour of its format. */
export const typeAccent: Record<LectureType, string> = {
  pdf: 'border-s-rose-500 dark:border-s-rose-400',
  video: 'border-s-sky-500 dark:border-s-sky-400',
  text: 'border-s-violet-500 dark:border-s-violet-400',
};

/** The lecture's format: its own colour and icon, and its name in words. */
export function TypeBadge({ ui, type }: { ui: CourseWords; type: LectureType }) {
  const { icon: Icon, className } = typeStyles[type];
  return (
    <span className={`${badgeBase} ${className}`} data-lecture-type={type}>
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only">{ui.typeLabel}: </span>
      {ui.lectureTypes[type]}
    </span>
  );
}

const levelStyles: Record<Level, string> = {
  beginner:
    'bg-green-100 text-green-900 ring-green-400 dark:bg-green-950 dark:text-green-200 dark:ring-green-700',
  intermediate:
    'bg-yellow-100 text-yellow-900 ring-yellow-500 dark:bg-yellow-950 dark:text-yellow-200 dark:ring-yellow-700',
  advanced:
    'bg-red-100 text-red-900 ring-red-400 dark:bg-red-950 dark:text-red-200 dark:ring-red-700',
};

/** One, two or three filled bars: the level as a shape, for readers who do not tell colours apart. */
function LevelBars({ level }: { level: Level }) {
  const filled = levels.indexOf(level) + 1;
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
      {[0, 1, 2].map((bar) => (
        <rect
          key={bar}
          x={2 + bar * 5}
          y={10 - bar * 4}
          width="3"
          height={4 + bar * 4}
          rx="0.5"
          opacity={bar < filled ? 1 : 0.3}
        />
      ))}
    </svg>
  );
}

/** The level: green, yellow or red, with one to three bars and the level in words. */
export function LevelBadge({ ui, level }: { ui: CourseWords; level: Level }) {
  return (
    <span className={`${badgeBase} ${levelStyles[level]}`} data-level={level}>
      <LevelBars level={level} />
      <span className="sr-only">{ui.levelLabel}: </span>
      {ui.levels[level]}
    </span>
  );
}

/** Free or commercial software, in words. */
export function LicenceBadge({ ui, type }: { ui: CourseWords; type: SoftwareType }) {
  const Icon = type === 'free' ? BadgeCheck : BadgeDollarSign;
  const className =
    type === 'free'
      ? 'bg-green-100 text-green-900 ring-green-400 dark:bg-green-950 dark:text-green-200 dark:ring-green-700'
      : 'bg-slate-100 text-slate-800 ring-slate-400 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600';
  return (
    <span className={`${badgeBase} shrink-0 ${className}`} data-licence={type}>
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only">{ui.licenceLabel}: </span>
      {ui.softwareTypes[type]}
    </span>
  );
}

/** A card's link in words (open a tool, the official site). */
export const textLink =
  'inline-flex items-center gap-1.5 font-bold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300';

/** A mailto: address with a subject and body (line breaks as CRLF, as RFC 6068 asks). */
export function mailtoHref(email: string, subject?: string, body?: string): string {
  const query = [
    subject ? `subject=${encodeURIComponent(subject)}` : '',
    body ? `body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}` : '',
  ].filter(Boolean);
  return `mailto:${email}${query.length ? `?${query.join('&')}` : ''}`;
}

/** A titled part of a lecture page: a <section> labelled by its h2. */
export function CourseSection({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-4">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900 dark:text-white">
        {heading}
      </h2>
      {intro ? (
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
          <Rich text={intro} />
        </p>
      ) : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A CourseSection whose heading and intro are the content's (`{ heading, intro }`). */
export function ContentSection({
  id,
  content,
  children,
}: {
  id: string;
  content: { heading: string; intro?: string };
  children: ReactNode;
}) {
  return (
    <CourseSection id={id} heading={content.heading} intro={content.intro}>
      {children}
    </CourseSection>
  );
}

/** One fact of a lecture or lesson (duration, category, outcome): an icon, a label and a value. */
export function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof FileText;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-1.5">
      <Icon
        aria-hidden="true"
        className="mt-1 size-4 shrink-0 text-slate-500 dark:text-slate-400"
      />
      <dt className="shrink-0 font-bold">{label}:</dt>
      <dd>{children}</dd>
    </div>
  );
}
