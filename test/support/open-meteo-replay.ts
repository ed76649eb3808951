import { readFileSync } from 'node:fs';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** A recorded Open-Meteo reply (open-meteo/README.md says where each comes from). */
export const openMeteoFixture = (name: string) => readFileSync(join(__dirname, 'open-meteo', name), 'utf8');

export type ReplayMode = 'replay' | 'overloaded' | 'hang' | 'reset' | 'garbage';

/**
 * A local stand-in for Open-Meteo's hosts (/v1/forecast, /v1/seasonal, /v1/search) that replays recorded replies and
 * counts the calls; `mode` makes it fail in the ways the real service can. Point WEATHER_BASE_URL,
 * WEATHER_SEASONAL_URL and WEATHER_GEOCODING_URL at `start()`'s answer (`weatherEnv`).
 */
export class OpenMeteoReplay {
  mode: ReplayMode = 'replay';
  forecastFile = 'forecast-brno.json';
  readonly calls: { path: string; query: URLSearchParams }[] = [];
  private server: Server | null = null;
  private readonly hanging = new Set<ServerResponse>();

  async start(): Promise<string> {
    this.server = createServer((req, res) => this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  count(path: string): number {
    return this.calls.filter((c) => c.path === path).length;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server!.close(resolve));
    this.server = null;
  }

  private answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://replay');
    this.calls.push({ path: url.pathname, query: url.searchParams });
    if (this.mode === 'hang') return void this.hanging.add(res);
    if (this.mode === 'reset') return void req.socket.destroy();
    const send = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (this.mode === 'overloaded') return send(503, openMeteoFixture('error-overloaded.json'));
    if (this.mode === 'garbage') return send(200, '<html>maintenance</html>');
    if (url.pathname === '/v1/forecast') return send(200, openMeteoFixture(this.forecastFile));
    if (url.pathname === '/v1/seasonal') return send(200, openMeteoFixture('seasonal-shape.json'));
    if (url.pathname === '/v1/search')
      return send(
        200,
        openMeteoFixture(url.searchParams.get('name') === 'Brno' ? 'search-brno.json' : 'search-no-match.json'),
      );
    return send(404, JSON.stringify({ error: true, reason: 'Not found' }));
  }
}

/** The settings that send an app's weather calls to `base`. */
export const weatherEnv = (base: string) => ({
  WEATHER_BASE_URL: base,
  WEATHER_SEASONAL_URL: base,
  WEATHER_GEOCODING_URL: base,
});
