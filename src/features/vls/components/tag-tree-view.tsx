import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useStrings } from '@/lib/i18n';
import type { ProcessTag } from '@/lib/documents/fallback-process-tags';
import { isPartlyTicked, tagLabel, type TagTree, type TreeState } from '../lib/tag-tree';
import { shownNodes, treeMove } from '../lib/tree-keys';
import { vlsStrings } from '../strings';

interface NodeProps {
  tag: ProcessTag;
  level: number;
  tree: TagTree;
  open: ReadonlySet<number>;
  checked: ReadonlySet<number>;
  /** The one node in the Tab order (roving tabindex). */
  current: number;
  onTick: (id: number, tick: boolean) => void;
  onOpen: (id: number) => void;
  onCurrent: (id: number) => void;
}

function TagNode(props: NodeProps) {
  const { tag, level, tree, open, checked, current, onTick, onOpen, onCurrent } = props;
  const t = useStrings(vlsStrings);
  const labelId = useId();
  const children = tree.children.get(tag.ID) ?? [];
  const isOpen = open.has(tag.ID);
  const ticked = checked.has(tag.ID);
  const label = tagLabel(tag);
  return (
    <li
      role="treeitem"
      data-tag={tag.ID}
      aria-level={level}
      aria-labelledby={labelId}
      aria-expanded={children.length ? isOpen : undefined}
      aria-checked={isPartlyTicked(tree, checked, tag.ID) ? 'mixed' : ticked}
      tabIndex={current === tag.ID ? 0 : -1}
      onFocus={(e) => {
        if (e.target === e.currentTarget) onCurrent(tag.ID);
      }}
    >
      <div className="vls-tree-row" onClick={() => onTick(tag.ID, !ticked)}>
        {children.length ? (
          <span
            className="vls-tree-toggle"
            aria-hidden="true"
            title={isOpen ? t.all.collapse(label) : t.all.expand(label)}
            onClick={(e) => {
              e.stopPropagation();
              onOpen(tag.ID);
            }}
          >
            {isOpen ? '▾' : '▸'}
          </span>
        ) : (
          <span className="vls-tree-leaf" />
        )}
        <span className="vls-tree-box" aria-hidden="true" />
        <span id={labelId}>{label}</span>
      </div>
      {isOpen && children.length ? (
        <ul role="group">
          {children.map((child) => (
            <TagNode key={child.ID} {...props} tag={child} level={level + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The process-tag tree filter (WAI-ARIA tree, one node in the Tab order): tick nodes (and all
 * their children) with Space or Enter or a click, open and close them with the arrow keys or
 * the triangle; Up/Down/Home/End move between the shown nodes.
 */
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
  const titleId = useId();
  const ref = useRef<HTMLUListElement>(null);
  const open = new Set(state.open);
  const checked = new Set(state.checked);
  const nodes = shownNodes(tree, open);
  const [chosen, setChosen] = useState<number | null>(null);
  const current = nodes.some((n) => n.id === chosen) ? chosen! : (nodes[0]?.id ?? -1);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const id = Number((event.target as HTMLElement).dataset.tag);
    if (!Number.isInteger(id) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onTick(id, !checked.has(id));
      return;
    }
    const move = treeMove(nodes, open, id, event.key);
    if (!move) return;
    event.preventDefault();
    if ('focus' in move) {
      setChosen(move.focus);
      ref.current?.querySelector<HTMLElement>(`[data-tag="${move.focus}"]`)?.focus();
    } else onOpen('open' in move ? move.open : move.close);
  };

  return (
    <div className="vls-tree">
      <p id={titleId} className="vls-tree-title">
        {t.all.tree}
      </p>
      <ul
        ref={ref}
        role="tree"
        aria-labelledby={titleId}
        aria-multiselectable="true"
        onKeyDown={onKeyDown}
      >
        {tree.roots.map((root) => (
          <TagNode
            key={root.ID}
            tag={root}
            level={1}
            tree={tree}
            open={open}
            checked={checked}
            current={current}
            onTick={onTick}
            onOpen={onOpen}
            onCurrent={setChosen}
          />
        ))}
      </ul>
    </div>
  );
}
