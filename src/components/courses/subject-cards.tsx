import { Check, Lightbulb, Mail } from '@/components/ui/icons';
import type { ComponentProps, ReactNode } from 'react';
import type { Project, Resource, Tool } from '@content/courses-schema';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { LevelBadge, Rich, mailtoHref, type CourseWords, textLink } from './course-ui';

/**
 * The lists of cards the subject pages share (tools, resources, concepts, projects) and the
 * small parts of a card. Server components, no client code.
 */

/** Words that make a link unique for screen readers ("Visit" → "Visit OpenIntro Statistics"). */
export function Context({ text }: { text: string }) {
  return <span className="sr-only"> {text}</span>;
}

/**
 * A card headed by a title and a line of description, then `children` (one element: more would
 * nest them a level deeper than a card written out, in the page's React payload).
 */
export function TitledCard({
  title,
  description,
  children,
  ...props
}: {
  title: string;
  description: ReactNode;
  children?: ReactNode;
} & Omit<ComponentProps<typeof Card>, 'title'>) {
  return (
    <Card {...props}>
      <h3 className="text-lg font-bold text-brand-800 dark:text-brand-200">{title}</h3>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{description}</p>
      {children}
    </Card>
  );
}

/** A card's points, each with a tick. */
export function Points({ items }: { items: string[] }) {
  return (
    <ul className="mt-3 space-y-1 text-sm text-slate-700 dark:text-slate-300">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check
            aria-hidden="true"
            className="mt-1 size-4 shrink-0 text-brand-600 dark:text-brand-300"
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function Tools({ ui, tools }: { ui: CourseWords; tools: Tool[] }) {
  return (
    <ul
      className={`grid gap-5 sm:grid-cols-2 ${tools.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}
    >
      {tools.map((tool) => (
        <li key={tool.id}>
          <Card>
            <h3 className="text-lg font-bold text-brand-800 dark:text-brand-200">{tool.name}</h3>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{tool.description}</p>
            <p className="mt-3 flex gap-2 rounded-md bg-gold-300/25 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">
              <Lightbulb
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-gold-600 dark:text-gold-300"
              />
              <span>
                <strong>{ui.tryThis}: </strong>
                <Rich text={tool.tryThis} />
              </span>
            </p>
            <div className="mt-auto pt-4">
              <ExternalLink href={tool.href} newTabLabel={ui.opensInNewTab} className={textLink}>
                {ui.openTool}
                <Context text={tool.name} />
              </ExternalLink>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function Resources({ ui, resources }: { ui: CourseWords; resources: Resource[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
      {resources.map((resource) => (
        <li
          key={resource.id}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h3 className="font-bold text-brand-900 dark:text-white">{resource.title}</h3>
            <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
              <span className="font-bold text-slate-700 dark:text-slate-300">
                {ui.resourceTypes[resource.type]}
              </span>
              <span>
                <span className="sr-only">{ui.publisherLabel}: </span>
                {resource.publisher}
              </span>
            </p>
          </div>
          <ExternalLink
            href={resource.href}
            newTabLabel={ui.opensInNewTab}
            className={buttonVariants({
              variant: 'secondary',
              className: 'shrink-0 self-start sm:self-center',
            })}
          >
            {ui.visit}
            <Context text={resource.title} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

export function Concepts({ items }: { items: { id: string; term: string; definition: string }[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <div
          key={item.id}
          className="rounded-lg border-s-4 border-brand-500 bg-brand-50 p-4 dark:border-brand-400 dark:bg-slate-900"
        >
          <dt className="font-bold text-brand-900 dark:text-white">{item.term}</dt>
          <dd className="mt-1 text-slate-700 dark:text-slate-300">{item.definition}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Projects({
  ui,
  projects,
  startWith,
}: {
  ui: CourseWords;
  projects: Project[];
  /** The instructor's address: each project gets a Start Project button asking for its brief. */
  startWith?: string;
}) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => (
        <li key={project.id}>
          <Card data-testid="project">
            <h3 className="text-lg font-bold text-brand-800 dark:text-brand-200">
              {project.title}
            </h3>
            <div className="mt-2">
              <LevelBadge ui={ui} level={project.level} />
            </div>
            <p className="mt-3 text-slate-700 dark:text-slate-300">{project.description}</p>
            <div className="mt-3 text-sm">
              <span className="font-bold text-slate-700 dark:text-slate-300">{ui.techLabel}:</span>
              <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={ui.techLabel}>
                {project.tech.map((tech) => (
                  <li
                    key={tech}
                    dir="ltr"
                    className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-200"
                  >
                    {tech}
                  </li>
                ))}
              </ul>
            </div>
            {startWith ? (
              <div className="mt-auto pt-4">
                <a
                  href={mailtoHref(
                    startWith,
                    ui.t('projectSubject', { title: project.title }),
                    ui.projectBody,
                  )}
                  className={buttonVariants({ variant: 'primary' })}
                >
                  <Mail aria-hidden="true" className="size-4" />
                  {ui.startProject}
                  <span className="sr-only">: {project.title}</span>
                </a>
              </div>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
