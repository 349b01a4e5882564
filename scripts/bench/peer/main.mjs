// The peer page: one screen's answer (?screen=…) rendered by AG Grid Community with its
// recommended large-list setup (client-side row model, row virtualisation, its own quick filter
// and sort), or with ?mode=floor only the floor: JSON.parse of the same bytes and one empty frame.
// Marks `peer:rows-painted` after the paint of the first frame that shows rows (or of the empty
// frame), as the portal's screens mark theirs (rAF, then a task).
/* global document, window, location, requestAnimationFrame, MutationObserver */
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AllCommunityModule, ModuleRegistry } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { PEER_SCREENS } from './peer-screens.mjs';

ModuleRegistry.registerModules([AllCommunityModule]);

const params = new URLSearchParams(location.search);
const screen = PEER_SCREENS[params.get('screen')];
// Every answer the portal's screen reads (check-in reads two days), each parsed as it arrives.
const answer = Promise.all(
  Array.from({ length: Number(params.get('answers') ?? 1) }, (_, i) =>
    fetch(`./answer/${params.get('screen')}/${i}.json`, { cache: 'no-store' })
      .then((r) => r.text())
      .then((text) => JSON.parse(text)),
  ),
);
const markAfterPaint = () =>
  requestAnimationFrame(() => setTimeout(() => performance.mark('peer:rows-painted'), 0));

function Peer() {
  const [rows, setRows] = useState(null);
  const [quick, setQuick] = useState('');
  useEffect(() => {
    answer.then((answers) => {
      const list = screen.rows(answers);
      window.__peerRows = list.length;
      setRows(list);
    });
  }, []);
  return [
    h('input', {
      key: 'quick',
      id: 'quick',
      type: 'search',
      'aria-label': 'Sök',
      value: quick,
      onChange: (e) => setQuick(e.target.value),
    }),
    h(
      'div',
      { key: 'grid', className: 'grid' },
      h(AgGridReact, {
        rowData: rows,
        columnDefs: screen.columns,
        defaultColDef: { sortable: false, resizable: false },
        quickFilterText: quick,
        cacheQuickFilter: true,
        animateRows: false,
        getRowId: screen.rowId,
      }),
    ),
  ];
}

if (params.get('mode') === 'floor') {
  answer.then((answers) => {
    window.__floorAnswers = answers;
    markAfterPaint();
  });
} else {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('.ag-row .ag-cell')) return;
    observer.disconnect();
    markAfterPaint();
  }).observe(document, { childList: true, subtree: true });
  createRoot(document.getElementById('root')).render(h(Peer));
}
