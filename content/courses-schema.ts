/**
 * Zod schemas of the instructor's lecture section (/courses/{slug} and its six pages). These
 * pages do not fit the generic section blocks: lectures, tools, resources, projects, software
 * and the biography are their own entities (spec 001 section 3), so they get their own model.
 * content/{ar,en}/courses.ts gather the data per language from the pages' modules (content/{ar,en}/pages/courses/…), content/courses.ts validates it when
 * first imported (so `next build` fails on a missing field) and src/components/courses/
 * renders it. Both languages have the same ids, kinds, levels, years, durations and links
 * (content/courses.test.ts).
 */
import type { Messages } from 'next-intl';
import { z } from 'zod';

const text = z.string().trim().min(1);
/** ASCII id, unique within its list; lecture ids also name their PDF files. */
const id = z.string().regex(/^[a-z][a-z0-9-]*$/, 'a lowercase ASCII id');
const year = z.number().int().min(1990).max(2030);
/** An external address: always https. */
const externalHref = z.string().regex(/^https:\/\/[^\s]+$/, 'an https:// address');
/** A shipped lecture file: /downloads/courses/<lecture id>-<ar|en>.pdf (must exist in public/). */
const lectureFile = z
  .string()
  .regex(/^\/downloads\/courses\/[a-z0-9-]+-(ar|en)\.pdf$/, '/downloads/courses/<id>-<ar|en>.pdf');

/** The spec's lecture formats (spec 001 section 9). */
export const lectureTypes = ['pdf', 'video', 'text'] as const;
export type LectureType = (typeof lectureTypes)[number];
/** The spec's levels, shown as green, yellow and red badges with the level in words. */
export const levels = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof levels)[number];
/** The spec's software licences for GIS software. */
export const softwareTypes = ['free', 'commercial'] as const;
export type SoftwareType = (typeof softwareTypes)[number];
export const resourceTypes = ['book', 'course', 'video', 'documentation', 'data'] as const;
export type ResourceType = (typeof resourceTypes)[number];
export const publicationTypes = ['journal', 'conference', 'chapter', 'book'] as const;
export type PublicationType = (typeof publicationTypes)[number];

/** The subject pages, by the last segment of their path. */
export const subjects = ['math', 'statistics', 'it', 'ai', 'gis'] as const;
export type Subject = (typeof subjects)[number];

/** Icons the home page may use (a fixed set, mapped to lucide's icons in the components). */
export const courseIcons = [
  'calculator',
  'chart',
  'monitor',
  'brain',
  'map',
  'user',
  'layers',
  'signal',
  'wrench',
  'library',
] as const;

export const lectureSchema = z
  .object({
    id,
    title: text,
    type: z.enum(lectureTypes),
    description: text,
    /** Length of the lecture in minutes (shown with the page's unit). */
    minutes: z.number().int().positive().max(240),
    level: z.enum(levels),
    /** The part of the subject it belongs to (calculus, algebra…). */
    category: text.optional(),
    /** The lecture notes as PDF, in the page's language. */
    file: lectureFile.optional(),
  })
  .refine((lecture) => lecture.type !== 'pdf' || lecture.file !== undefined, {
    message: 'a pdf lecture needs its file',
    path: ['file'],
  })
  .refine((lecture) => !lecture.file || lecture.file.includes(`/${lecture.id}-`), {
    message: 'the file is named after the lecture id',
    path: ['file'],
  });
export type Lecture = z.infer<typeof lectureSchema>;

/** An interactive tool students use beside the lectures (a real, named tool with its address). */
export const toolSchema = z.object({
  id,
  name: text,
  description: text,
  /** What to try with it in this subject. */
  tryThis: text,
  href: externalHref,
});
export type Tool = z.infer<typeof toolSchema>;

export const resourceSchema = z.object({
  id,
  title: text,
  type: z.enum(resourceTypes),
  /** Who publishes it (a university, a project, an organisation). */
  publisher: text,
  href: externalHref,
});
export type Resource = z.infer<typeof resourceSchema>;

const conceptsSchema = z.object({
  heading: text,
  intro: text.optional(),
  items: z.array(z.object({ id, term: text, definition: text })).min(4),
});

const projectSchema = z.object({
  id,
  title: text,
  tech: z.array(text).min(1),
  level: z.enum(levels),
  description: text,
});
export type Project = z.infer<typeof projectSchema>;

const projectsSchema = z.object({
  heading: text,
  intro: text.optional(),
  items: z.array(projectSchema).min(3),
});

/** What every subject page has: lectures, interactive tools and resources. */
const subjectBase = {
  lectures: z.array(lectureSchema).min(3),
  tools: z.array(toolSchema).min(2),
  resources: z.array(resourceSchema).min(2),
};

export const softwareSchema = z.object({
  id,
  name: text,
  type: z.enum(softwareTypes),
  description: text,
  features: z.array(text).min(2),
  href: externalHref,
});
export type Software = z.infer<typeof softwareSchema>;

export const subjectSchemas = {
  math: z.object(subjectBase),
  statistics: z.object({ ...subjectBase, concepts: conceptsSchema }),
  it: z.object({
    ...subjectBase,
    topics: z.object({
      heading: text,
      intro: text.optional(),
      items: z
        .array(z.object({ id, title: text, description: text, points: z.array(text).min(2) }))
        .min(4),
    }),
    projects: projectsSchema,
  }),
  ai: z.object({
    ...subjectBase,
    concepts: conceptsSchema,
    /** Each project's Start Project button writes to the instructor for its brief. */
    projects: projectsSchema,
  }),
  gis: z.object({
    ...subjectBase,
    applications: z.object({
      heading: text,
      intro: text.optional(),
      items: z.array(z.object({ id, title: text, description: text, example: text })).min(4),
    }),
    software: z.object({
      heading: text,
      intro: text.optional(),
      items: z.array(softwareSchema).min(4),
    }),
    lessons: z.object({
      heading: text,
      intro: text.optional(),
      items: z
        .array(
          z.object({
            id,
            title: text,
            description: text,
            minutes: z.number().int().positive().max(480),
            /** What the student hands in at the end. */
            outcome: text,
          }),
        )
        .min(4),
    }),
  }),
} as const;
export type SubjectContent<S extends Subject> = z.infer<(typeof subjectSchemas)[S]>;

const homeSchema = z.object({
  welcome: z.object({
    heading: text,
    paragraphs: z.array(text).min(2),
    author: text,
    role: text,
  }),
  features: z.object({
    heading: text,
    items: z.array(z.object({ id, icon: z.enum(courseIcons), title: text, body: text })).length(4),
  }),
  sections: z.object({
    heading: text,
    /** One card per page, in the spec's order; titles come from content/{ar,en}/pages.ts. */
    items: z
      .array(
        z.object({
          page: z.enum([...subjects, 'biography']),
          icon: z.enum(courseIcons),
          description: text,
        }),
      )
      .length(6),
  }),
  cta: z.object({ heading: text, body: text, math: text, it: text }),
});

const biographySchema = z.object({
  education: z.object({
    heading: text,
    items: z
      .array(
        z.object({
          id,
          degree: text,
          university: text,
          year,
          specialization: text,
          /** The thesis or project, when there was one. */
          thesis: text.optional(),
        }),
      )
      .min(2),
  }),
  experience: z.object({
    heading: text,
    items: z
      .array(
        z.object({
          id,
          position: text,
          institution: text,
          from: year,
          /** Absent while the post is held. */
          to: year.optional(),
          description: text,
        }),
      )
      .min(2),
  }),
  awards: z.object({
    heading: text,
    items: z
      .array(z.object({ id, title: text, organization: text, year, description: text }))
      .min(2),
  }),
  publications: z.object({
    heading: text,
    items: z
      .array(
        z.object({
          id,
          title: text,
          /** Set when the title stays in its original language, unlike the page. */
          titleLang: z.enum(['ar', 'en']).optional(),
          journal: text,
          year,
          type: z.enum(publicationTypes),
        }),
      )
      .min(3),
  }),
  skills: z.object({
    heading: text,
    items: z.array(z.object({ id, category: text, skills: z.array(text).min(2) })).min(3),
  }),
  contact: z.object({
    heading: text,
    body: text,
    emailLabel: text,
    officeLabel: text,
    office: text,
    hoursLabel: text,
    hours: text,
    sendMessage: text,
    bookAppointment: text,
    /** Subject and first lines of the appointment request e-mail. */
    appointmentSubject: text,
    appointmentBody: text,
  }),
});

/** Words of the lecture pages' controls and labels: the `Courses` namespace of messages/*.json. */
export type CoursesUi = Messages['Courses'];

export const coursesSchema = z.object({
  /** The instructor's e-mail address (Send Message, Book Appointment, Start Project). */
  email: z.email(),
  home: homeSchema,
  math: subjectSchemas.math,
  statistics: subjectSchemas.statistics,
  it: subjectSchemas.it,
  ai: subjectSchemas.ai,
  gis: subjectSchemas.gis,
  biography: biographySchema,
});
export type CoursesContent = z.infer<typeof coursesSchema>;
export type CoursesInput = z.input<typeof coursesSchema>;
export type Biography = CoursesContent['biography'];
export type CoursesHome = CoursesContent['home'];
