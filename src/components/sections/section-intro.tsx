/** The optional lead paragraph of a section, above its list, cards or table. */
export function Intro({ text }: { text?: string }) {
  return text ? <p className="mb-4 max-w-3xl text-slate-700 dark:text-slate-300">{text}</p> : null;
}
