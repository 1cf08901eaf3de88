/** The board's loading state (spec 001: 'Loading data...'), announced politely to screen readers. */
export function BoardLoading({ message }: { message: string }) {
  return (
    <div className="container-page py-10">
      <p role="status" className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 dark:border-slate-700 dark:border-t-brand-300"
        />
        {message}
      </p>
    </div>
  );
}
