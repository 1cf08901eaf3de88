import { Clock, Download, Eye, FileText, Info, Tag } from '@/components/ui/icons';
import type { Lecture } from '@content/courses-schema';
import { buttonVariants } from '@/components/ui/button';
import {
  Fact,
  LevelBadge,
  TypeBadge,
  fileKilobytes,
  minutesText,
  typeAccent,
  type CourseWords,
} from './course-ui';
import { NewTabLink } from '@/components/ui/new-tab-link';

/** Download or Preview of a lecture given elsewhere: disabled, described by where it is given. */
function UnavailableButton({
  icon: Icon,
  label,
  lecture,
  noteId,
}: {
  icon: typeof Download;
  label: string;
  lecture: Lecture;
  noteId: string;
}) {
  return (
    <button
      type="button"
      disabled
      aria-describedby={noteId}
      className={buttonVariants({ variant: 'unavailable' })}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
      <span className="sr-only">: {lecture.title}</span>
    </button>
  );
}

/** Download and Preview of a lecture's PDF notes, or disabled buttons that say where it is given. */
function LectureActions({ ui, lecture }: { ui: CourseWords; lecture: Lecture }) {
  if (lecture.file) {
    const size = fileKilobytes(lecture.file);
    const fileName = lecture.file.split('/').pop();
    return (
      <div className="flex flex-wrap items-center gap-3">
        <a
          href={lecture.file}
          download={fileName}
          className={buttonVariants({ variant: 'primary' })}
        >
          <Download aria-hidden="true" className="size-4" />
          {ui.download}
          <span className="sr-only">: {lecture.title}</span>
        </a>
        <NewTabLink href={lecture.file} className={buttonVariants({ variant: 'secondary' })}>
          <Eye aria-hidden="true" className="size-4" />
          {ui.preview}
          <span className="sr-only">
            : {lecture.title} {ui.opensInNewTab}
          </span>
        </NewTabLink>
        {size ? (
          <span className="inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
            <FileText aria-hidden="true" className="size-4" />
            PDF · <bdi>{ui.t('kilobytes', { size: String(size) })}</bdi>
          </span>
        ) : null}
      </div>
    );
  }
  const noteId = `lecture-${lecture.id}-availability`;
  const note = lecture.type === 'video' ? ui.unavailable.video : ui.unavailable.text;
  return (
    <div>
      <div className="flex flex-wrap gap-3">
        <UnavailableButton icon={Download} label={ui.download} lecture={lecture} noteId={noteId} />
        <UnavailableButton icon={Eye} label={ui.preview} lecture={lecture} noteId={noteId} />
      </div>
      <p
        id={noteId}
        className="mt-2 flex gap-1.5 text-sm text-slate-700 dark:text-slate-300"
        data-testid="lecture-availability"
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{note}</span>
      </p>
    </div>
  );
}

/** The lectures of a subject: title, format, level, description, duration and the actions. */
export function LectureList({ ui, lectures }: { ui: CourseWords; lectures: Lecture[] }) {
  return (
    <ul className="grid gap-5 lg:grid-cols-2">
      {lectures.map((lecture) => (
        <li key={lecture.id}>
          <article
            id={`lecture-${lecture.id}`}
            data-testid="lecture"
            className={`flex h-full flex-col gap-3 rounded-lg border border-s-4 border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900 ${typeAccent[lecture.type]}`}
          >
            <h3 className="text-lg font-bold text-brand-900 dark:text-white">{lecture.title}</h3>
            <div className="flex flex-wrap gap-2">
              <TypeBadge ui={ui} type={lecture.type} />
              <LevelBadge ui={ui} level={lecture.level} />
            </div>
            <p className="text-slate-700 dark:text-slate-300">{lecture.description}</p>
            <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
              <Fact icon={Clock} label={ui.durationLabel}>
                {minutesText(ui, lecture.minutes)}
              </Fact>
              {lecture.category ? (
                <Fact icon={Tag} label={ui.categoryLabel}>
                  {lecture.category}
                </Fact>
              ) : null}
            </dl>
            <div className="mt-auto pt-2">
              <LectureActions ui={ui} lecture={lecture} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
