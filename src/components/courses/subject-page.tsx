import { Clock, MapPin, PackageCheck } from '@/components/ui/icons';
import { getCourses } from '@content/courses';
import type { CoursesContent, Resource, Subject, Tool } from '@content/courses-schema';
import { Card } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { Step, StepList } from '@/components/ui/step-list';
import type { Locale } from '@/i18n/routing';
import {
  CourseSection,
  LicenceBadge,
  courseWords,
  minutesText,
  type CourseWords,
  textLink,
} from './course-ui';
import { LectureList } from './lecture-list';
import { SectionNav } from './section-nav';
import { Concepts, Context, Points, Projects, Resources, Tools } from './subject-cards';

/**
 * The body of a subject page (/courses/{slug}/math … /gis): the spec's lectures, interactive
 * tools and resources, with each subject's extras in the order a student reads them.
 * Server component, no client code.
 */

function Lectures({
  ui,
  content,
}: {
  ui: CourseWords;
  content: { lectures: CoursesContent['math']['lectures'] };
}) {
  return (
    <CourseSection id="lectures" heading={ui.headings.lectures} intro={ui.intros.lectures}>
      <LectureList ui={ui} lectures={content.lectures} />
    </CourseSection>
  );
}

function ToolsAndResources({
  ui,
  content,
}: {
  ui: CourseWords;
  content: { tools: Tool[]; resources: Resource[] };
}) {
  return (
    <>
      <CourseSection id="tools" heading={ui.headings.tools} intro={ui.intros.tools}>
        <Tools ui={ui} tools={content.tools} />
      </CourseSection>
      <CourseSection id="resources" heading={ui.headings.resources} intro={ui.intros.resources}>
        <Resources ui={ui} resources={content.resources} />
      </CourseSection>
    </>
  );
}

function GisExtras({ ui, gis }: { ui: CourseWords; gis: CoursesContent['gis'] }) {
  return (
    <>
      <CourseSection id="lessons" heading={gis.lessons.heading} intro={gis.lessons.intro}>
        <StepList>
          {gis.lessons.items.map((lesson, index) => (
            <Step
              key={lesson.id}
              number={index + 1}
              title={lesson.title}
              className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
            >
              <p className="mt-1 text-slate-700 dark:text-slate-300">{lesson.description}</p>
              <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
                <div className="flex items-start gap-1.5">
                  <Clock
                    aria-hidden="true"
                    className="mt-1 size-4 shrink-0 text-slate-500 dark:text-slate-400"
                  />
                  <dt className="shrink-0 font-bold">{ui.durationLabel}:</dt>
                  <dd>{minutesText(ui, lesson.minutes)}</dd>
                </div>
                <div className="flex items-start gap-1.5">
                  <PackageCheck
                    aria-hidden="true"
                    className="mt-1 size-4 shrink-0 text-slate-500 dark:text-slate-400"
                  />
                  <dt className="shrink-0 font-bold">{ui.outcome}:</dt>
                  <dd>{lesson.outcome}</dd>
                </div>
              </dl>
            </Step>
          ))}
        </StepList>
      </CourseSection>
      <CourseSection id="software" heading={gis.software.heading} intro={gis.software.intro}>
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {gis.software.items.map((software) => (
            <li key={software.id}>
              <Card data-testid="software">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="text-lg font-bold text-brand-800 dark:text-brand-200">
                    {software.name}
                  </h3>
                  <LicenceBadge ui={ui} type={software.type} />
                </div>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{software.description}</p>
                <Points items={software.features} />
                <div className="mt-auto pt-4">
                  <ExternalLink
                    href={software.href}
                    newTabLabel={ui.opensInNewTab}
                    className={textLink}
                  >
                    {ui.officialSite}
                    <Context text={software.name} />
                  </ExternalLink>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </CourseSection>
    </>
  );
}

/** Everything under the page header of a subject page. */
export function SubjectBody({ locale, subject }: { locale: Locale; subject: Subject }) {
  const content = getCourses(locale);
  const ui = courseWords(locale);
  let body;
  switch (subject) {
    case 'math':
      body = (
        <>
          <Lectures ui={ui} content={content.math} />
          <ToolsAndResources ui={ui} content={content.math} />
        </>
      );
      break;
    case 'statistics':
      body = (
        <>
          <CourseSection
            id="concepts"
            heading={content.statistics.concepts.heading}
            intro={content.statistics.concepts.intro}
          >
            <Concepts items={content.statistics.concepts.items} />
          </CourseSection>
          <Lectures ui={ui} content={content.statistics} />
          <ToolsAndResources ui={ui} content={content.statistics} />
        </>
      );
      break;
    case 'it':
      body = (
        <>
          <CourseSection
            id="topics"
            heading={content.it.topics.heading}
            intro={content.it.topics.intro}
          >
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {content.it.topics.items.map((topic) => (
                <li key={topic.id}>
                  <Card>
                    <h3 className="text-lg font-bold text-brand-800 dark:text-brand-200">
                      {topic.title}
                    </h3>
                    <p className="mt-2 text-slate-700 dark:text-slate-300">{topic.description}</p>
                    <Points items={topic.points} />
                  </Card>
                </li>
              ))}
            </ul>
          </CourseSection>
          <Lectures ui={ui} content={content.it} />
          <CourseSection
            id="projects"
            heading={content.it.projects.heading}
            intro={content.it.projects.intro}
          >
            <Projects ui={ui} projects={content.it.projects.items} />
          </CourseSection>
          <ToolsAndResources ui={ui} content={content.it} />
        </>
      );
      break;
    case 'ai':
      body = (
        <>
          <CourseSection
            id="concepts"
            heading={content.ai.concepts.heading}
            intro={content.ai.concepts.intro}
          >
            <Concepts items={content.ai.concepts.items} />
          </CourseSection>
          <Lectures ui={ui} content={content.ai} />
          <CourseSection
            id="projects"
            heading={content.ai.projects.heading}
            intro={content.ai.projects.intro}
          >
            <Projects ui={ui} projects={content.ai.projects.items} startWith={content.email} />
          </CourseSection>
          <ToolsAndResources ui={ui} content={content.ai} />
        </>
      );
      break;
    case 'gis':
      body = (
        <>
          <CourseSection
            id="applications"
            heading={content.gis.applications.heading}
            intro={content.gis.applications.intro}
          >
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {content.gis.applications.items.map((application) => (
                <li key={application.id}>
                  <Card>
                    <h3 className="text-lg font-bold text-brand-800 dark:text-brand-200">
                      {application.title}
                    </h3>
                    <p className="mt-2 text-slate-700 dark:text-slate-300">
                      {application.description}
                    </p>
                    <p className="mt-3 flex gap-2 text-sm text-slate-700 dark:text-slate-300">
                      <MapPin
                        aria-hidden="true"
                        className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300"
                      />
                      <span>
                        <strong>{ui.example}: </strong>
                        {application.example}
                      </span>
                    </p>
                  </Card>
                </li>
              ))}
            </ul>
          </CourseSection>
          <Lectures ui={ui} content={content.gis} />
          <GisExtras ui={ui} gis={content.gis} />
          <ToolsAndResources ui={ui} content={content.gis} />
        </>
      );
      break;
  }
  return (
    <div className="container-page space-y-12 py-10">
      {body}
      <SectionNav locale={locale} current={subject} />
    </div>
  );
}
