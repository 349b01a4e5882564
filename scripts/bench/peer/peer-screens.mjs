// The peer's screens: each turns the same answers the portal reads into rows and shows them in
// as many columns as the portal's screen, sortable where the portal's are (AG Grid's column
// definitions: fields, value getters and formatters).

const hhmm = (minutes) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
const clock = ({ value }) => (value == null ? '–' : hhmm(value));
const time = ({ value }) => (value ? value.slice(11, 16) : '');
const dateTime = ({ value }) => (value ? `${value.slice(0, 10)} ${value.slice(11, 16)}` : '');
const phone = ({ value }) => (value ? `0${value.slice(2, 4)}-${value.slice(4)}` : '');
const col = (field, headerName, more = {}) => ({ field, headerName, ...more });
const sortable = (field, headerName, more = {}) =>
  col(field, headerName, { sortable: true, headerClass: 'peer-sortable', ...more });

export const PEER_SCREENS = {
  // The day's duties and the day before's that run past midnight (the portal's list).
  inchecking: {
    rows: (answers) => {
      const all = answers.flat();
      const day = all.reduce((max, d) => (d.dutyDate > max ? d.dutyDate : max), '');
      return all.filter((d) => d.dutyDate === day || d.timeEnd > 1440);
    },
    rowId: ({ data }) => `${data.dutyId}-${data.dutyDate}`,
    columns: [
      col('dutyName', 'Tur'),
      col('startLocation', 'Startplats'),
      col('timeStart', 'Start', { valueFormatter: clock }),
      col('timeEnd', 'Slut', { valueFormatter: clock }),
      col('employee.name', 'Namn'),
      col('employee.employeeNumber', 'Anst.nr'),
      col('employee.phones.work', 'Telefon', { valueFormatter: phone }),
      col('employee.title', 'Titel'),
      col('timestampIn', 'Incheckad', { valueFormatter: (p) => time(p) || 'Checka in' }),
      col('timestampOut', 'Utcheckad', { valueFormatter: time }),
      col('trips', 'Tåg', {
        valueGetter: ({ data }) => data.tripsInfo.map((t) => t.trip).join(', '),
      }),
    ],
  },
  staff: {
    rows: (answers) => answers.flat(),
    rowId: ({ data }) => `${data.dutyId}-${data.block}-${data.employee?.employeeNumber}`,
    columns: [
      col('trips', 'Tåg', { valueGetter: ({ data }) => `▸ ${data.tripsInfo?.length ?? 0}` }),
      sortable('block', 'Tur'),
      sortable('description', 'Beskrivning'),
      sortable('workTitle', 'Befattning'),
      sortable('employee.name', 'Namn'),
      sortable('employee.employeeNumber', 'Anst.nr'),
      col('employee.phones.work', 'Telefon', { valueFormatter: phone }),
      sortable('timeStart', 'Start', { valueFormatter: clock }),
      sortable('timeEnd', 'Slut', { valueFormatter: clock }),
      sortable('startStation', 'Från'),
      sortable('endStation', 'Till'),
    ],
  },
  // Threads: a root and its updates; the body shown is the latest message's, as text.
  message: {
    rows: (answers) => {
      const all = answers.flat();
      const ids = new Set(all.map((m) => m.ID));
      const threads = new Map();
      for (const m of all)
        if (!ids.has(m.ParentID)) threads.set(m.ID, { root: m, updates: [], latest: m });
      for (const m of all) {
        const thread = threads.get(m.ParentID);
        if (!thread) continue;
        thread.updates.push(m);
        if (m.Created > thread.latest.Created) thread.latest = m;
      }
      return [...threads.values()].map(({ root, updates, latest }) => ({
        id: root.ID,
        number: root.Number,
        subject: root.Subject,
        validFrom: root.ValidFrom,
        validTo: root.ValidTo,
        districts: [root.DistrictID],
        groups: root.To,
        updates: updates.length,
        body: latest.HTML ? latest.Body.replace(/<[^>]*>/g, '') : latest.Body,
      }));
    },
    rowId: ({ data }) => String(data.id),
    columns: [
      sortable('number', 'Nr'),
      sortable('subject', 'Rubrik'),
      sortable('validFrom', 'Gäller från', { valueFormatter: dateTime, sort: 'asc' }),
      sortable('validTo', 'Gäller till', { valueFormatter: dateTime }),
      col('districts', 'Distrikt', { valueFormatter: ({ value }) => value.join(', ') }),
      col('groups', 'Grupper', {
        valueFormatter: ({ value }) => value.map((g) => `Grupp ${g}`).join('; '),
      }),
      sortable('updates', 'Uppdateringar'),
      col('body', 'Meddelande'),
    ],
  },
  equipment: {
    rows: (answers) => answers.flatMap((a) => a.data),
    rowId: ({ data }) => String(data.id),
    columns: [
      sortable('created', 'Tid', { valueFormatter: dateTime, sort: 'desc' }),
      sortable('hostName', 'Fordon'),
      sortable('hostTypeId', 'Fordonstyp'),
      sortable('equipmentTypeName', 'Utrustning'),
      sortable('statusName', 'Status'),
      sortable('temperature', 'Temperatur', {
        valueFormatter: ({ value }) => (value == null ? '' : `${value} °C`),
      }),
      sortable('place', 'Plats'),
      sortable('trip', 'Tåg'),
      sortable('description', 'Beskrivning'),
      sortable('memo', 'Anteckning'),
      sortable('imageUrl', 'Bild', { valueFormatter: ({ value }) => (value ? 'Bild' : '') }),
      sortable('registered', 'Registrerad', { valueFormatter: dateTime }),
      sortable('updated', 'Uppdaterad', { valueFormatter: dateTime }),
    ],
  },
};
