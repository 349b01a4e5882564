import { useState } from 'react';
import { useStrings } from '@/lib/i18n';
import { useSettings, type Language, type UserSettings } from '@/lib/settings';
import { useAccess } from '@/lib/auth/use-access';
import { useSession } from '@/stores/session';
import { shellStrings } from '../strings';
import { portalAccess } from '../portal-access';
import { useVersion, BUILD_NUMBER } from '../version/use-version';
import { meStrings } from './me-strings';

const LANGUAGE_NAMES: Record<Language, string> = { sv: 'Svenska', en: 'English', pl: 'Polski' };

function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: [T, string][];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="choice">
      <legend>{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />{' '}
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** /me: personal settings, kept per user on this device. */
export function MePage() {
  const t = useStrings(meStrings);
  const shell = useStrings(shellStrings);
  const [settings, update] = useSettings();
  const [saved, setSaved] = useState(false);
  const isBetaTester = useAccess(portalAccess.betaTester);
  const session = useSession();
  const version = useVersion();

  const change = (value: Partial<UserSettings>) => {
    update(value);
    setSaved(true);
  };

  return (
    <section className="page me-page" aria-labelledby="me-title">
      <h1 id="me-title">{t.title}</h1>
      <Choice
        legend={t.linksLegend}
        name="open-in"
        value={settings.openInNewTab ? 'new' : 'same'}
        options={[
          ['new', t.newTab],
          ['same', t.sameTab],
        ]}
        onChange={(v) => change({ openInNewTab: v === 'new' })}
      />
      {isBetaTester ? (
        <Choice
          legend={t.messageAppLegend}
          name="message-app"
          value={settings.messageApp}
          options={[
            ['beta', t.newApp],
            ['old', t.oldApp],
          ]}
          onChange={(v) => change({ messageApp: v })}
        />
      ) : null}
      <Choice
        legend={t.languageLegend}
        name="language"
        value={settings.language}
        options={(Object.keys(LANGUAGE_NAMES) as Language[]).map((l) => [l, LANGUAGE_NAMES[l]])}
        onChange={(v) => change({ language: v })}
      />
      <Choice
        legend={t.themeLegend}
        name="theme"
        value={settings.theme}
        options={[
          ['system', t.themeSystem],
          ['light', t.themeLight],
          ['dark', t.themeDark],
        ]}
        onChange={(v) => change({ theme: v })}
      />
      <p role="status" className="muted">
        {saved ? t.saved : ''}
      </p>
      <h2>{t.about}</h2>
      <dl className="facts">
        <dt>{t.user}</dt>
        <dd>
          {session?.name} ({session?.userName})
        </dd>
        <dt>{t.employeeNumber}</dt>
        <dd>{session?.employeeNumber}</dd>
      </dl>
      <p className="muted">{shell.version(version, BUILD_NUMBER)}</p>
    </section>
  );
}
