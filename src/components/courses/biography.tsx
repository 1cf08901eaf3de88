import {
  Award,
  BookMarked,
  Briefcase,
  CalendarPlus,
  Clock,
  GraduationCap,
  Mail,
  MapPin,
} from '@/components/ui/icons';
import { getCourses } from '@content/courses';
import { buttonVariants } from '@/components/ui/button';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { CourseSection, courseWords, mailtoHref } from './course-ui';
import { SectionNav } from './section-nav';

const iconBubble =
  'flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100';

const plainValue = 'mt-1 text-slate-800 dark:text-slate-200';

/**
 * One part of the biography: a titled section holding a list (numbered where the order matters)
 * with one item per entry of the content.
 */
function BiographyList<Item extends { id: string }>({
  id,
  part,
  ordered = false,
  className,
  children,
}: {
  id: string;
  part: { heading: string; items: Item[] };
  ordered?: boolean;
  className: string;
  /** One entry as its list item (keyed by the entry's id). */
  children: (item: Item) => ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <CourseSection id={id} heading={part.heading}>
      <List className={className}>{part.items.map((item) => children(item))}</List>
    </CourseSection>
  );
}

/** What a line of the contact card gives: an icon and its label. */
function ContactTerm({ icon: Icon, label }: { icon: typeof Mail; label: string }) {
  return (
    <dt className="flex items-center gap-1.5 text-sm font-bold text-slate-600 dark:text-slate-400">
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </dt>
  );
}

/**
 * The body of the biography page: education, experience, awards, publications, skills by
 * category, and a contact card whose two buttons open an e-mail to the instructor.
 */
export function BiographyBody({ locale }: { locale: Locale }) {
  const { biography, email } = getCourses(locale);
  const ui = courseWords(locale);
  const { contact } = biography;
  return (
    <div className="container-page space-y-12 py-10">
      <BiographyList
        id="education"
        part={biography.education}
        ordered
        className="grid gap-4 md:grid-cols-2"
      >
        {(item) => (
          <li
            key={item.id}
            className="flex gap-4 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
          >
            <span aria-hidden="true" className={iconBubble}>
              <GraduationCap className="size-5" />
            </span>
            <div>
              <h3 className="text-lg font-bold text-brand-900 dark:text-white">{item.degree}</h3>
              <p className="mt-1 font-bold text-slate-700 dark:text-slate-300">
                {item.university} · <span className="tabular-nums">{item.year}</span>
              </p>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{item.specialization}</p>
              {item.thesis ? (
                <p className="mt-2 text-sm text-slate-600 ltr:italic dark:text-slate-400">
                  {locale === 'ar' ? `«${item.thesis}»` : `“${item.thesis}”`}
                </p>
              ) : null}
            </div>
          </li>
        )}
      </BiographyList>

      <BiographyList
        id="experience"
        part={biography.experience}
        ordered
        className="space-y-4 border-s-2 border-brand-200 ps-6 dark:border-brand-800"
      >
        {(item) => (
          <li key={item.id} className="relative">
            <span
              aria-hidden="true"
              className="absolute -start-[2.1rem] top-1 flex size-4 items-center justify-center rounded-full bg-brand-600 ring-4 ring-white dark:bg-brand-400 dark:ring-slate-950"
            />
            <p className="text-sm font-bold text-brand-700 tabular-nums dark:text-brand-300">
              {item.from} – {item.to ?? ui.present}
            </p>
            <h3 className="flex items-center gap-2 text-lg font-bold text-brand-900 dark:text-white">
              <Briefcase aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              {item.position}
            </h3>
            <p className="font-bold text-slate-700 dark:text-slate-300">{item.institution}</p>
            <p className="mt-1 max-w-3xl text-slate-700 dark:text-slate-300">{item.description}</p>
          </li>
        )}
      </BiographyList>

      <BiographyList id="awards" part={biography.awards} className="grid gap-4 md:grid-cols-3">
        {(item) => (
          <li
            key={item.id}
            className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
          >
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-gold-300 text-slate-900"
            >
              <Award className="size-5" />
            </span>
            <h3 className="mt-3 text-lg font-bold text-brand-900 dark:text-white">{item.title}</h3>
            <p className="mt-1 text-sm font-bold text-slate-700 dark:text-slate-300">
              {item.organization} · <span className="tabular-nums">{item.year}</span>
            </p>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{item.description}</p>
          </li>
        )}
      </BiographyList>

      <BiographyList id="publications" part={biography.publications} ordered className="space-y-3">
        {(item) => (
          <li
            key={item.id}
            className="flex gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
          >
            <BookMarked
              aria-hidden="true"
              className="mt-1 size-5 shrink-0 text-brand-600 dark:text-brand-300"
            />
            <div>
              <cite
                className="block font-bold text-brand-900 not-italic dark:text-white"
                lang={item.titleLang}
                dir={item.titleLang ? (item.titleLang === 'ar' ? 'rtl' : 'ltr') : undefined}
              >
                {item.title}
              </cite>
              <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700 dark:text-slate-300">
                <span>{item.journal}</span>
                <span className="tabular-nums">{item.year}</span>
                <span className="rounded-full bg-slate-100 px-2 font-bold text-slate-800 dark:bg-slate-800 dark:text-slate-200">
                  {ui.publicationTypes[item.type]}
                </span>
              </p>
            </div>
          </li>
        )}
      </BiographyList>

      <BiographyList
        id="skills"
        part={biography.skills}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {(group) => (
          <li
            key={group.id}
            className="rounded-lg border border-slate-200 p-5 dark:border-slate-700"
          >
            <h3 className="font-bold text-brand-900 dark:text-white">{group.category}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {group.skills.map((skill) => (
                <li
                  key={skill}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900 dark:bg-slate-800 dark:text-brand-100"
                >
                  {skill}
                </li>
              ))}
            </ul>
          </li>
        )}
      </BiographyList>

      <CourseSection id="contact" heading={contact.heading}>
        <div className="max-w-3xl rounded-2xl border border-brand-200 bg-brand-50 p-6 dark:border-brand-800 dark:bg-slate-900">
          <p className="text-slate-700 dark:text-slate-300">{contact.body}</p>
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <ContactTerm icon={Mail} label={contact.emailLabel} />
              <dd className="mt-1">
                <a
                  href={mailtoHref(email)}
                  dir="ltr"
                  className="font-bold break-all text-brand-700 hover:underline dark:text-brand-300"
                >
                  {email}
                </a>
              </dd>
            </div>
            <div>
              <ContactTerm icon={MapPin} label={contact.officeLabel} />
              <dd className={plainValue}>{contact.office}</dd>
            </div>
            <div>
              <ContactTerm icon={Clock} label={contact.hoursLabel} />
              <dd className={plainValue}>{contact.hours}</dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={mailtoHref(email)} className={buttonVariants({ variant: 'primary' })}>
              <Mail aria-hidden="true" className="size-4" />
              {contact.sendMessage}
            </a>
            <a
              href={mailtoHref(email, contact.appointmentSubject, contact.appointmentBody)}
              className={buttonVariants({ variant: 'secondary' })}
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              {contact.bookAppointment}
            </a>
          </div>
        </div>
      </CourseSection>

      <SectionNav locale={locale} current="biography" />
    </div>
  );
}
