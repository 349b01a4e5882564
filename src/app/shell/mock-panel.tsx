import { useState } from 'react';
import { showToast } from '@/components/toast';

interface Controls {
  latencyMs: number;
  failureRate: number;
  scale: number;
  dutiesPerDay: number | null;
}

async function send(change: Partial<Controls> & { reset?: boolean }): Promise<Controls> {
  const response = await fetch('/mock/__control', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  return (await response.json()) as Controls;
}

async function hub(body: unknown): Promise<void> {
  await fetch('/mock/flow/__control', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Developer controls of the mock backend (mock mode only): latency, failures, scale, reset, and
 * the real-time hub (other dispatchers' activity, a dropped connection).
 */
export function MockPanel() {
  const [open, setOpen] = useState(false);
  const [controls, setControls] = useState<Controls | null>(null);

  const toggle = async () => {
    if (!open) {
      const response = await fetch('/mock/__control');
      setControls((await response.json()) as Controls);
    }
    setOpen(!open);
  };
  const apply = async (change: Partial<Controls> & { reset?: boolean }) => {
    setControls(await send(change));
    showToast(change.reset ? 'Demodata återställd' : 'Mockinställning ändrad', 'info', 2500);
  };

  return (
    <aside className="mock-panel" aria-label="Mockbackend">
      <button
        type="button"
        className="mock-toggle"
        onClick={() => void toggle()}
        aria-expanded={open}
      >
        Mock
      </button>
      {open && controls ? (
        <form className="mock-form" onSubmit={(e) => e.preventDefault()}>
          <label>
            Fördröjning (ms)
            <input
              type="number"
              min={0}
              step={100}
              defaultValue={controls.latencyMs}
              onBlur={(e) => void apply({ latencyMs: Number(e.target.value) })}
            />
          </label>
          <label>
            Felfrekvens (0–1)
            <input
              type="number"
              min={0}
              max={1}
              step={0.05}
              defaultValue={controls.failureRate}
              onBlur={(e) => void apply({ failureRate: Number(e.target.value) })}
            />
          </label>
          <label>
            Datamängd (×)
            <input
              type="number"
              min={1}
              max={100}
              defaultValue={controls.scale}
              onBlur={(e) => void apply({ scale: Number(e.target.value) })}
            />
          </label>
          <label>
            Turer per dag och distrikt
            <input
              type="number"
              min={0}
              max={20000}
              defaultValue={controls.dutiesPerDay ?? ''}
              onBlur={(e) =>
                void apply({ dutiesPerDay: e.target.value ? Number(e.target.value) : null })
              }
            />
          </label>
          <label>
            Andra trafikledares aktivitet (händelser/min, distrikt 4)
            <input
              type="number"
              min={0}
              max={600}
              defaultValue={0}
              onBlur={(e) => {
                const eventsPerMinute = Number(e.target.value);
                void hub({
                  simulate: eventsPerMinute > 0 ? { eventsPerMinute, districtId: 4 } : null,
                }).then(() => showToast('Simulering ändrad', 'info', 2500));
              }}
            />
          </label>
          <button
            type="button"
            onClick={() =>
              void hub({ drop: true, refuseMs: 5000 }).then(() =>
                showToast('Realtidsanslutningen bruten (5 s)', 'info', 2500),
              )
            }
          >
            Bryt realtidsanslutningen
          </button>
          <button type="button" onClick={() => void apply({ reset: true })}>
            Återställ demodata
          </button>
        </form>
      ) : null}
    </aside>
  );
}
