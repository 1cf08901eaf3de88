import { Clock, MapPin, PackageCheck } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { getCourses } from '@content/courses';
import type { CoursesContent, Resource, Subject, Tool } from '@content/courses-schema';
import { Card } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { Step, StepList } from '@/components/ui/step-list';
import type { Locale } from '@/i18n/routing';
import {
  ContentSection,
  CourseSection,
  Fact,
  LicenceBadge,
  courseWords,
  minutesText,
  type CourseWords,
  textLink,
} from './course-ui';
import { LectureList } from './lecture-list';
import { SectionNav } from './section-nav';
import { Concepts, Context, Points, Projects, Resources, TitledCard, Tools } from './subject-cards';

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

/**
 * A content part listed as titled cards (the IT topics, the GIS applications), each card ending
 * with what `more` gives for its item.
 */
function TitledCards<Item extends { id: string; title: string; description: string }>({
  id,
  part,
  more,
}: {
  id: string;
  part: { heading: string; intro?: string; items: Item[] };
  more: (item: Item) => ReactNode;
}) {
  return (
    <ContentSection id={id} content={part}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {part.items.map((item) => (
          <li key={item.id}>
            <TitledCard title={item.title} description={item.description}>
              {more(item)}
            </TitledCard>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}

function ConceptsSection({ concepts }: { concepts: CoursesContent['statistics']['concepts'] }) {
  return (
    <ContentSection id="concepts" content={concepts}>
      <Concepts items={concepts.items} />
    </ContentSection>
  );
}

function ProjectsSection({
  ui,
  projects,
  startWith,
}: {
  ui: CourseWords;
  projects: CoursesContent['it']['projects'];
  startWith?: string;
}) {
  return (
    <ContentSection id="projects" content={projects}>
      <Projects ui={ui} projects={projects.items} startWith={startWith} />
    </ContentSection>
  );
}

function GisExtras({ ui, gis }: { ui: CourseWords; gis: CoursesContent['gis'] }) {
  return (
    <>
      <ContentSection id="lessons" content={gis.lessons}>
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
                <Fact icon={Clock} label={ui.durationLabel}>
                  {minutesText(ui, lesson.minutes)}
                </Fact>
                <Fact icon={PackageCheck} label={ui.outcome}>
                  {lesson.outcome}
                </Fact>
              </dl>
            </Step>
          ))}
        </StepList>
      </ContentSection>
      <ContentSection id="software" content={gis.software}>
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
      </ContentSection>
    </>
  );
}

/** Everything under the page header of a subject page. */
export function SubjectBody({ locale, subject }: { locale: Locale; subject: Subject }) {
  const content = getCourses(locale);
  const ui = courseWords(locale);
  const { it, ai, gis } = content;
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
          <ConceptsSection concepts={content.statistics.concepts} />
          <Lectures ui={ui} content={content.statistics} />
          <ToolsAndResources ui={ui} content={content.statistics} />
        </>
      );
      break;
    case 'it':
      body = (
        <>
          <TitledCards
            id="topics"
            part={it.topics}
            more={(topic) => <Points items={topic.points} />}
          />
          <Lectures ui={ui} content={it} />
          <ProjectsSection ui={ui} projects={it.projects} />
          <ToolsAndResources ui={ui} content={it} />
        </>
      );
      break;
    case 'ai':
      body = (
        <>
          <ConceptsSection concepts={ai.concepts} />
          <Lectures ui={ui} content={ai} />
          <ProjectsSection ui={ui} projects={ai.projects} startWith={content.email} />
          <ToolsAndResources ui={ui} content={ai} />
        </>
      );
      break;
    case 'gis':
      body = (
        <>
          <TitledCards
            id="applications"
            part={gis.applications}
            more={(application) => (
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
            )}
          />
          <Lectures ui={ui} content={gis} />
          <GisExtras ui={ui} gis={gis} />
          <ToolsAndResources ui={ui} content={gis} />
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
