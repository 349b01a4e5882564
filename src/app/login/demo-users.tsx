import { useEffect, useState } from 'react';
import { getConfig } from '@/lib/config';

const idp = () => new URL(getConfig().oidc.authority, window.location.origin).toString();

interface DemoUser {
  key: string;
  label: string;
  name: string;
}

/** Mock mode only: the demo users of the mock identity provider. */
export function DemoUsers({
  onToken,
  onFailed,
  title,
  intro,
}: {
  onToken: (token: string) => void;
  /** The mock's token could not be had (no answer, an error, an unreadable answer). */
  onFailed: () => void;
  title: string;
  intro: string;
}) {
  const [users, setUsers] = useState<DemoUser[]>([]);
  useEffect(() => {
    void fetch(`${idp()}/demo-users`)
      .then((r) => r.json() as Promise<DemoUser[]>)
      .then(setUsers)
      .catch(() => setUsers([]));
  }, []);

  const choose = async (key: string) => {
    try {
      const response = await fetch(`${idp()}/demo-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: key }),
      });
      const body = (await response.json()) as { access_token?: unknown };
      if (!response.ok || typeof body.access_token !== 'string') throw new Error('no token');
      onToken(body.access_token);
    } catch {
      onFailed();
    }
  };

  return (
    <section className="demo-users" aria-labelledby="demo-users-title">
      <h2 id="demo-users-title">{title}</h2>
      <p>{intro}</p>
      <ul>
        {users.map((user) => (
          <li key={user.key}>
            <button type="button" onClick={() => void choose(user.key)}>
              {user.name} <span className="muted">– {user.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
