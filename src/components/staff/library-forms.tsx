'use client';

import type { Messages } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { localePath } from '@/i18n/routing';
import { libraryKinds, MAX_LIBRARY_ALT, MAX_LIBRARY_TITLE, type LibraryKind } from '@/lib/library';
import { notify } from '../notices/notify';
import { ErrorSummary } from '../ui/error-summary';
import { fieldAria, FormField } from '../ui/form-field';
import { secondaryButton, textInput } from '../ui/styles';
import { SubmitButton } from '../ui/submit-button';

type Words = Messages['StaffFiles'];
type Answer = {
  id?: string;
  version?: string;
  error?: { message?: Record<string, string>; fields?: Record<string, Record<string, string>> };
};

const accepts: Record<LibraryKind, string> = {
  document: 'application/pdf',
  picture: 'image/jpeg,image/png,image/webp',
};

/** A file's bytes to its content endpoint (the file itself as the body, as the news' pictures). */
async function sendContent(id: string, version: string, file: File): Promise<Response> {
  return fetch(`/api/staff/files/${id}/content?version=${encodeURIComponent(version)}`, {
    method: 'POST',
    headers: { 'content-type': file.type || 'application/octet-stream' },
    body: file,
  });
}

async function answerOf(response: Response): Promise<Answer> {
  return (await response.json().catch(() => ({}))) as Answer;
}

/**
 * A file field in the page's language (the browser's own button speaks the browser's): the
 * input itself is kept for keyboards and screen readers, named by the question's label, and a
 * button-like label opens it; the chosen file's name is said under it.
 */
function FilePicker({
  id,
  name,
  accept,
  words,
  hint,
  error,
  inputRef,
  onChosen,
}: {
  id: string;
  name?: string;
  accept: string;
  words: Words['form'];
  hint: boolean;
  error?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  onChosen?: () => void;
}) {
  const [chosen, setChosen] = useState('');
  return (
    <div className="mt-1 space-y-1">
      <input
        ref={inputRef}
        {...fieldAria(id, { hint, error })}
        name={name}
        type="file"
        accept={accept}
        className="peer sr-only"
        onChange={(event) => {
          setChosen(event.target.files?.[0]?.name ?? '');
          onChosen?.();
        }}
      />
      <label
        htmlFor={id}
        aria-hidden="true"
        className={`${secondaryButton} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600`}
      >
        {words.chooseFile}
      </label>
      <p aria-live="polite" className="text-sm">
        {chosen ? <bdi>{words.chosen.replace('{name}', chosen)}</bdi> : words.noneChosen}
      </p>
    </div>
  );
}

/** The order the fields are read in, for the error summary's first field. */
const fieldOrder = ['kind', 'name', 'titleAr', 'titleEn', 'altAr', 'altEn', 'file'];

/**
 * A file's words (and, for a new file, its kind, address and content): plain fields posted as
 * JSON, then the content as the file itself. The server's messages go under the same fields;
 * what was typed stays until it is accepted.
 */
export function LibraryFileForm({
  locale,
  words,
  file,
}: {
  locale: 'ar' | 'en';
  words: Words;
  /** The file whose words are edited; none for a new one. */
  file?: {
    id: string;
    kind: LibraryKind;
    titleAr: string;
    titleEn: string;
    altAr: string;
    altEn: string;
    version: string;
  };
}) {
  const router = useRouter();
  const t = words.form;
  const [kind, setKind] = useState<LibraryKind>(file?.kind ?? 'document');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const marker = file ? 'library-edit' : 'library-new';

  function failed(answer: Answer) {
    notify({
      title: t.failedTitle,
      description: answer.error?.message?.[locale] ?? t.failedNetwork,
      variant: 'error',
    });
    setErrors(
      Object.fromEntries(
        Object.entries(answer.error?.fields ?? {}).map(([field, text]) => [
          field,
          text[locale] ?? '',
        ]),
      ),
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const chosen = data.get('file');
    const upload = chosen instanceof File && chosen.size > 0 ? chosen : null;
    if (!file && !upload) {
      setErrors({ file: t.fileRequired });
      return;
    }
    setPending(true);
    try {
      const words = {
        titleAr: text('titleAr'),
        titleEn: text('titleEn'),
        altAr: kind === 'picture' ? text('altAr') : '',
        altEn: kind === 'picture' ? text('altEn') : '',
      };
      const response = await fetch(file ? `/api/staff/files/${file.id}` : '/api/staff/files', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          file ? { ...words, version: file.version } : { ...words, kind, name: text('name') },
        ),
      });
      const answer = await answerOf(response);
      if (!response.ok) return failed(answer);
      setErrors({});
      if (file) {
        notify({ title: t.saved, variant: 'success' });
        router.refresh();
        return;
      }
      // The new file's words are kept; now its content.
      const sent = await sendContent(answer.id!, answer.version!, upload!);
      const target = localePath(locale, `/staff/files/${answer.id!}`);
      if (!sent.ok) {
        const refusal = await answerOf(sent);
        notify({
          title: t.addedWithoutFile,
          description: refusal.error?.message?.[locale] ?? t.failedNetwork,
          variant: 'error',
        });
      } else notify({ title: t.added, variant: 'success' });
      router.push(target);
    } catch {
      notify({ title: t.failedTitle, description: t.failedNetwork, variant: 'error' });
    } finally {
      setPending(false);
    }
  }

  const first = fieldOrder.find((field) => errors[field]);
  const field = (
    name: string,
    label: string,
    options: {
      hint?: string;
      max?: number;
      dir?: 'rtl' | 'ltr';
      lang?: string;
      value?: string;
    } = {},
  ) => {
    const id = `${marker}-${name}`;
    return (
      <FormField id={id} label={label} hint={options.hint} error={errors[name]}>
        <input
          {...fieldAria(id, { hint: options.hint, error: errors[name] })}
          name={name}
          type="text"
          maxLength={options.max}
          dir={options.dir}
          lang={options.lang}
          defaultValue={options.value}
          className={textInput}
        />
      </FormField>
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      data-library-form={file ? 'edit' : 'new'}
    >
      {first ? <ErrorSummary target={`${marker}-${first}`}>{t.errorSummary}</ErrorSummary> : null}
      {file ? null : (
        <>
          <fieldset>
            <legend className="font-bold">{t.kind}</legend>
            <div className="mt-1 flex flex-wrap gap-4">
              {libraryKinds.map((option) => (
                <label key={option} className="inline-flex items-center gap-2">
                  <input
                    type="radio"
                    name="kind"
                    value={option}
                    checked={kind === option}
                    onChange={() => setKind(option)}
                    // A kind chosen before the page hydrated: its change came before React's
                    // handler, and hydration leaves the radio as the editor left it.
                    ref={(element) => {
                      if (element?.checked && kind !== option) setKind(option);
                    }}
                    {...(option === 'document' ? { id: `${marker}-kind` } : {})}
                  />
                  {words.kinds[option]}
                </label>
              ))}
            </div>
          </fieldset>
          {field('name', t.name, { hint: t.nameHint, max: 80, dir: 'ltr', lang: 'en' })}
        </>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {field('titleAr', t.titleAr, {
          max: MAX_LIBRARY_TITLE,
          dir: 'rtl',
          lang: 'ar',
          value: file?.titleAr,
        })}
        {field('titleEn', t.titleEn, {
          max: MAX_LIBRARY_TITLE,
          dir: 'ltr',
          lang: 'en',
          value: file?.titleEn,
        })}
        {kind === 'picture' ? (
          <>
            {field('altAr', t.altAr, {
              hint: t.altHint,
              max: MAX_LIBRARY_ALT,
              dir: 'rtl',
              lang: 'ar',
              value: file?.altAr,
            })}
            {field('altEn', t.altEn, {
              hint: t.altHint,
              max: MAX_LIBRARY_ALT,
              dir: 'ltr',
              lang: 'en',
              value: file?.altEn,
            })}
          </>
        ) : null}
      </div>
      {file ? null : (
        <FormField id={`${marker}-file`} label={t.file} hint={t.fileHint} error={errors.file}>
          <FilePicker
            id={`${marker}-file`}
            name="file"
            accept={accepts[kind]}
            words={t}
            hint
            error={errors.file}
          />
        </FormField>
      )}
      <SubmitButton pending={pending} pendingLabel={file ? t.saving : t.adding}>
        {file ? t.save : t.add}
      </SubmitButton>
    </form>
  );
}

/** The file's content replaced under the same address (or uploaded, when it has none yet). */
export function LibraryContentForm({
  locale,
  words,
  file,
}: {
  locale: 'ar' | 'en';
  words: Words;
  file: { id: string; kind: LibraryKind; version: string; hasContent: boolean };
}) {
  const router = useRouter();
  const t = words.content;
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [round, setRound] = useState(0);
  const id = 'library-content-file';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = input.current?.files?.[0];
    if (!chosen) {
      setError(words.form.fileRequired);
      input.current?.focus();
      return;
    }
    setPending(true);
    try {
      const response = await sendContent(file.id, file.version, chosen);
      if (!response.ok) {
        const answer = await answerOf(response);
        const message = answer.error?.message?.[locale] ?? words.form.failedNetwork;
        setError(message);
        notify({ title: words.form.failedTitle, description: message, variant: 'error' });
        return;
      }
      setError(undefined);
      // A fresh, empty field for the next one.
      setRound((value) => value + 1);
      notify({ title: file.hasContent ? t.replaced : t.uploaded, variant: 'success' });
      router.refresh();
    } catch {
      notify({
        title: words.form.failedTitle,
        description: words.form.failedNetwork,
        variant: 'error',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" data-library-content="">
      <FormField
        id={id}
        label={t.choose}
        hint={`${t.replaceHint} ${words.form.fileHint}`}
        error={error}
      >
        <FilePicker
          key={round}
          id={id}
          accept={accepts[file.kind]}
          words={words.form}
          hint
          error={error}
          inputRef={input}
          onChosen={() => setError(undefined)}
        />
      </FormField>
      <SubmitButton pending={pending} pendingLabel={t.uploading}>
        {file.hasContent ? t.replace : t.upload}
      </SubmitButton>
    </form>
  );
}
