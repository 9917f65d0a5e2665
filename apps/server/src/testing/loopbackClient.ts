import { Agent, request } from 'node:http';
import type { Answer } from './client.ts';

let next = 0;
/**
 * A loopback address no other test uses (127.25.x.y; all of 127/8 reaches the server on
 * 127.0.0.1): the server sees each as another client, so one test's counts per address (the
 * login throttle's, kept in the shared database) never reach another's.
 */
export function freshLoopback(): string {
  next++;
  return `127.25.${Math.floor(next / 250)}.${(next % 250) + 1}`;
}

const agents = new Map<string, Agent>();
/**
 * One keep-alive agent per address, at most 100 connections: a flood of 1000 requests stays 1000
 * requests in flight, without 1000 connects at once overflowing the server's accept backlog (on
 * a loaded machine the kernel then resets some).
 */
const agentFor = (localAddress: string) => {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 100, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
};

/** POSTs `body` as JSON from `localAddress`: a request as another client sends it. */
export function postFrom(localAddress: string, url: string, body: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent: agentFor(localAddress),
      headers: { 'Content-Type': 'application/json' },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON: keep the text
        }
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (typeof value === 'string') headers.set(name, value);
        }
        resolve({ status: res.statusCode ?? 0, body: parsed, headers });
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
