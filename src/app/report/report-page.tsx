import { Link } from 'react-router-dom';
import { defineStrings, useStrings } from '@/lib/i18n';

const strings = defineStrings({
  sv: { title: 'Rapporter', kilometer: 'Kilometerrapport', section: 'Sektion buss' },
  en: { title: 'Reports', kilometer: 'Kilometer report', section: 'Bus section' },
  pl: { title: 'Raporty', kilometer: 'Raport kilometrów', section: 'Sekcja autobusowa' },
});

/** /report: the reports list (one report exists: kilometers, bus section). */
export function ReportPage() {
  const t = useStrings(strings);
  return (
    <section className="page" aria-labelledby="report-title">
      <h1 id="report-title">{t.title}</h1>
      <ul className="report-list">
        <li>
          <Link to="/report/kilometer">{t.kilometer}</Link>{' '}
          <span className="muted">– {t.section}</span>
        </li>
      </ul>
    </section>
  );
}
