import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Stop } from '../api/schemas';
import { matchStops } from '../lib/place-match';
import type { ConnectionsStrings } from '../strings';

/** Visible name of a stop: "Lund C (LU)" for stations, the name alone for bus stops. */
export const stopLabel = (stop: Stop, signature = stop.shortName) =>
  signature ? `${stop.stopName} (${signature})` : stop.stopName;

/**
 * The place search: a combobox over the district's stops (name or short name). Arrow keys move
 * through the matches, Enter chooses, Escape closes the list.
 */
export function PlaceSearch({
  stops,
  onChoose,
  t,
}: {
  stops: readonly Stop[];
  onChoose: (stop: Stop) => void;
  t: ConnectionsStrings;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => matchStops(stops, text), [stops, text]);
  const expanded = open && text.trim() !== '';

  const choose = (stop: Stop) => {
    setText('');
    setOpen(false);
    setActive(0);
    onChoose(stop);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!matches.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && expanded && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="place-search">
      <label htmlFor={`${id}-input`}>{t.search}</label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && matches[active] ? `${id}-${active}` : undefined}
        placeholder={t.searchPlaceholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={t.search} hidden={!expanded}>
        {matches.map((stop, i) => (
          <li
            key={stop.stopId}
            id={`${id}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'active' : undefined}
            // Chosen before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(stop);
            }}
          >
            {stopLabel(stop)}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {expanded ? (matches.length ? t.matches(matches.length) : t.noMatch) : ''}
      </p>
      {expanded && !matches.length ? <p className="muted">{t.noMatch}</p> : null}
    </div>
  );
}
