import { useEffect, useRef } from 'react';
import { useStrings } from '@/lib/i18n';
import type { ProcessTag } from '@/lib/documents/fallback-process-tags';
import { isPartlyTicked, tagLabel, type TagTree, type TreeState } from '../lib/tag-tree';
import { vlsStrings } from '../strings';

interface NodeProps {
  tag: ProcessTag;
  tree: TagTree;
  open: ReadonlySet<number>;
  checked: ReadonlySet<number>;
  onTick: (id: number, tick: boolean) => void;
  onOpen: (id: number) => void;
}

function TagNode({ tag, tree, open, checked, onTick, onOpen }: NodeProps) {
  const t = useStrings(vlsStrings);
  const box = useRef<HTMLInputElement>(null);
  const children = tree.children.get(tag.ID) ?? [];
  const isOpen = open.has(tag.ID);
  const partly = isPartlyTicked(tree, checked, tag.ID);
  const label = tagLabel(tag);
  useEffect(() => {
    if (box.current) box.current.indeterminate = partly;
  }, [partly]);
  const id = `vls-tag-${tag.ID}`;
  return (
    <li>
      <div className="vls-tree-row">
        {children.length ? (
          <button
            type="button"
            aria-expanded={isOpen}
            aria-label={isOpen ? t.all.collapse(label) : t.all.expand(label)}
            onClick={() => onOpen(tag.ID)}
          >
            <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span>
          </button>
        ) : (
          <span className="vls-tree-leaf" />
        )}
        <input
          ref={box}
          id={id}
          type="checkbox"
          checked={checked.has(tag.ID)}
          onChange={(e) => onTick(tag.ID, e.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {isOpen && children.length ? (
        <ul>
          {children.map((child) => (
            <TagNode
              key={child.ID}
              tag={child}
              tree={tree}
              open={open}
              checked={checked}
              onTick={onTick}
              onOpen={onOpen}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The process-tag tree filter: tick nodes (and all their children), open and close them. */
export function TagTreeView({
  tree,
  state,
  onTick,
  onOpen,
}: {
  tree: TagTree;
  state: TreeState;
  onTick: (id: number, tick: boolean) => void;
  onOpen: (id: number) => void;
}) {
  const t = useStrings(vlsStrings);
  const open = new Set(state.open);
  const checked = new Set(state.checked);
  return (
    <fieldset className="vls-tree">
      <legend>{t.all.tree}</legend>
      <ul>
        {tree.roots.map((root) => (
          <TagNode
            key={root.ID}
            tag={root}
            tree={tree}
            open={open}
            checked={checked}
            onTick={onTick}
            onOpen={onOpen}
          />
        ))}
      </ul>
    </fieldset>
  );
}
