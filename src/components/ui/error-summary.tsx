/**
 * The line at the top of a refused form: says the form was not saved and links to the first
 * field to correct (its id), announced at once to screen readers (role alert).
 */
export function ErrorSummary({ target, children }: { target: string; children: string }) {
  return (
    <p
      role="alert"
      className="rounded-md bg-red-50 p-3 text-sm font-bold text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <a href={`#${target}`} className="underline">
        {children}
      </a>
    </p>
  );
}
