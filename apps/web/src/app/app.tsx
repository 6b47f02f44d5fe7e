/**
 * The web app's first page: brand block and live server status from `GET /api/v1/health`.
 * Routes, navigation, locales and the feature pages build on this shell.
 */
import { useEffect, useState } from 'react';

type Status = { state: 'loading' } | { state: 'up'; version: string; engine: string } | { state: 'down'; reason: string };

export function App() {
  const [status, setStatus] = useState<Status>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/v1/health', { signal: controller.signal, headers: { 'X-Requested-With': 'XMLHttpRequest' } })
      .then(async (response) => {
        const body = (await response.json()) as { code: number; message: string; data?: { version: string; database: { engine: string } } };
        if (body.code === 0 && body.data) setStatus({ state: 'up', version: body.data.version, engine: body.data.database.engine });
        else setStatus({ state: 'down', reason: body.message });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setStatus({ state: 'down', reason: String(error) });
      });
    return () => controller.abort();
  }, []);

  return (
    <main className="page">
      <section className="hero">
        <h1>Dali Guide · 大理导览 · 大理導覽</h1>
        <p>Attractions, lodging and food of Dali Bai Autonomous Prefecture, Yunnan.</p>
        <p>大理白族自治州的景点、住宿与美食。</p>
        <p>大理白族自治州的景點、住宿與美食。</p>
      </section>
      <section className="status" aria-live="polite">
        {status.state === 'loading' && <span>Checking the server…</span>}
        {status.state === 'up' && (
          <span>
            Server <strong>online</strong> · version {status.version} · database {status.engine}
          </span>
        )}
        {status.state === 'down' && <span className="down">Server unavailable: {status.reason}</span>}
      </section>
    </main>
  );
}
