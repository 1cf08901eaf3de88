import { Intro } from '../section-intro';
import type { BlockProps } from './block-types';

type TreeNode = BlockProps<'tree'>['section']['root'];

function TreeBranch({ node, depth }: { node: TreeNode; depth: number }) {
  return (
    <li className={depth > 0 ? 'border-s-2 border-brand-200 ps-4 dark:border-brand-800' : ''}>
      <span className="inline-block rounded-md border border-brand-300 bg-brand-50 px-3 py-1.5 font-bold text-brand-900 dark:border-brand-700 dark:bg-slate-900 dark:text-brand-100">
        {node.label}
      </span>
      {node.note ? (
        <span className="ms-2 text-sm text-slate-600 dark:text-slate-400">{node.note}</span>
      ) : null}
      {node.children?.length ? (
        <ul className="mt-2 space-y-2 ps-4">
          {node.children.map((child) => (
            <TreeBranch key={child.label} node={child} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A hierarchy (the organisational chart) as nested lists. */
export function TreeBlock({ section }: BlockProps<'tree'>) {
  return (
    <>
      <Intro text={section.intro} />
      <ul className="space-y-2">
        <TreeBranch node={section.root} depth={0} />
      </ul>
    </>
  );
}
