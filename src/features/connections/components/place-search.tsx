import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Stop } from '@/lib/resources/traffic/stop-schema';
import { matchStops } from '../lib/place-match';
import { useStrings } from '@/lib/i18n';
import { connectionsStrings } from '../strings';

/** Visible name of a stop: "Lund C (LU)" for stations, the name alone for bus stops. */
export const stopLabel = (stop: Stop, signature = stop.shortName) =>
  signature ? `${stop.stopName} (${signature})` : stop.stopName;

/**
 * The place search: a combobox over the district's stops (name or short name), keyed as the
 * WAI-ARIA combobox pattern's list autocomplete with the first match highlighted. Open: Down and
 * Up move through the matches (wrapping), Enter chooses, Escape closes the list and keeps the text.
 * Closed: Down opens it on the first match, Up on the last, Escape empties the box. Alt+Down
 * opens the list without moving the highlight, Alt+Up closes it. Home, End, Left and Right move
 * the caret in the box as usual.
 */
export function PlaceSearch({
  stops,
  onChoose,
}: {
  stops: readonly Stop[];
  onChoose: (stop: Stop) => void;
}) {
  const t = useStrings(connectionsStrings);
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(0);
  const matches = useMemo(() => matchStops(stops, text), [stops, text]);
  const expanded = open && text.trim() !== '';
  // The district's stops may change under the text: the highlight stays on a match.
  const active = Math.min(chosen, Math.max(0, matches.length - 1));

  const choose = (stop: Stop) => {
    setText('');
    setOpen(false);
    setChosen(0);
    onChoose(stop);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (event.altKey) setOpen(down);
      else if (!expanded) {
        setOpen(true);
        setChosen(down ? 0 : Math.max(0, last));
      } else if (down) setChosen(active >= last ? 0 : active + 1);
      else setChosen(active <= 0 ? Math.max(0, last) : active - 1);
    } else if (event.key === 'Enter' && expanded && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && (expanded || text !== '')) {
      event.preventDefault();
      if (expanded) setOpen(false);
      else {
        setText('');
        setChosen(0);
      }
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
          setChosen(0);
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
            // Chosen on the click (the pointer released on the option, WCAG 2.5.2): pressing
            // only keeps the focus in the box, so its blur does not close the list first.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(stop)}
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
