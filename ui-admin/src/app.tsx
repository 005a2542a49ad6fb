import { createClient } from '@tradesim/sdk';
import { useEffect, useState } from 'react';

const client = createClient({ baseUrl: '' });

type Status = { state: 'checking' } | { state: 'ok'; version: string } | { state: 'down'; message: string };

/** The admin console's first screen while its real screens are built (issue 6). */
export function App() {
  const [status, setStatus] = useState<Status>({ state: 'checking' });
  useEffect(() => {
    client
      .health()
      .then((health) => setStatus({ state: 'ok', version: health.version }))
      .catch((error: Error) => setStatus({ state: 'down', message: error.message }));
  }, []);
  return (
    <main className="shell">
      <h1>Tradesim Admin</h1>
      <p role="status" data-testid="api-status">
        {status.state === 'checking' && 'Checking the service…'}
        {status.state === 'ok' && `Service online (version ${status.version})`}
        {status.state === 'down' && `Service unavailable: ${status.message}`}
      </p>
      <p>
        The back-office screens are on their way. The admin API is live: see <a href="/api/docs">/api/docs</a>
        .
      </p>
    </main>
  );
}
