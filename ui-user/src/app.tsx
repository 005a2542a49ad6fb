import { userScreenMessages } from '@tradesim/core';
import { createClient } from '@tradesim/sdk';
import { useEffect, useState } from 'react';

const client = createClient({ baseUrl: '' });

type Status = { state: 'checking' } | { state: 'ok'; version: string } | { state: 'down'; message: string };

/**
 * The user app's first screen while its real screens are built (issue 5): the product name,
 * the simulation notice and whether the API and database answer.
 */
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
      <h1>Tradesim</h1>
      <p className="notice">{userScreenMessages.simulatedNotice}</p>
      <p role="status" data-testid="api-status">
        {status.state === 'checking' && 'Checking the service…'}
        {status.state === 'ok' && `Service online (version ${status.version})`}
        {status.state === 'down' && `Service unavailable: ${status.message}`}
      </p>
      <p>
        The trading screens are on their way. Meanwhile the API and its reference are live at{' '}
        <a href="/api/docs">/api/docs</a>; staff sign in at <a href="/admin">/admin</a>.
      </p>
    </main>
  );
}
