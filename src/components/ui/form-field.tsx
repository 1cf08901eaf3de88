import type { ReactNode } from 'react';

/**
 * The ids a field's control points at: its hint, then its error (for `aria-describedby`).
 * `undefined` when there is neither, so the attribute is left out.
 */
export function describedBy(id: string, parts: { hint?: unknown; error?: unknown }) {
  return (
    [parts.hint ? `${id}-hint` : '', parts.error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
    undefined
  );
}

/** The accessibility attributes of a field's control, matching what `FormField` renders. */
export function fieldAria(id: string, parts: { hint?: unknown; error?: unknown }) {
  return {
    id,
    'aria-invalid': parts.error ? (true as const) : undefined,
    'aria-describedby': describedBy(id, parts),
  };
}

/**
 * One form question: its label, an optional hint, the control (`children`, which carries
 * `fieldAria(id, …)`) and its error message. The error follows the control by default; the
 * application form puts it first (`errorFirst`), as the GOV.UK pattern it follows does.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  errorFirst = false,
  className,
  labelClassName = 'font-bold',
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  errorFirst?: boolean;
  className?: string;
  labelClassName?: string;
  children: ReactNode;
}) {
  const message = error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-bold text-red-700 dark:text-red-300">
      {error}
    </p>
  ) : null;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {errorFirst ? message : null}
      {children}
      {errorFirst ? null : message}
    </div>
  );
}

/** A select's options from [value, words] pairs, in their order. */
export function optionsOf(options: readonly (readonly [string, string])[]) {
  return options.map(([value, words]) => (
    <option key={value} value={value}>
      {words}
    </option>
  ));
}
