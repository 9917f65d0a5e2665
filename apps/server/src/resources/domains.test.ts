import { purchaseErrorTextOf } from '@landing/api';
import { DnsRecord, DnsRecordList, Domain, DomainPage, DomainStatus } from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, operatorClient, messageOf } from '../testing/client.ts';
import { expectAllRefusedWithoutToken, unique } from '../testing/demo.ts';
import { startTestServer } from '../testing/testServer.ts';

describe('/api/domain', () => {
  beforeAll(() => startTestServer());

  it('refuses every domain call without a token', async () => {
    const { baseUrl } = await startTestServer();
    expect(
      await expectAllRefusedWithoutToken(baseUrl, [
        ['GET', '/api/domain?page=1&size=100'],
        ['POST', '/api/domain'],
        ['GET', '/api/domain/1'],
        ['GET', '/api/domain/1/status'],
        ['GET', '/api/domain/1/records'],
        ['POST', '/api/domain/1/records'],
      ]),
    ).toEqual([]);
  });

  it('pages the domains with their records', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const page = data(await client.get('/api/domain?page=1&size=100'), DomainPage);
    expect(page).toMatchObject({ page: 1, size: 100 });
    expect(page.total).toBeGreaterThanOrEqual(4);
    const shop = page.items.find((d) => d.name === 'example-shop.com');
    expect(shop).toMatchObject({
      status: 'active',
      records: expect.arrayContaining([
        expect.objectContaining({ name: 'puzzle.example-shop.com' }),
      ]) as unknown,
    });
    expect(Date.parse(shop!.expireAt!)).toBeGreaterThan(Date.now());
    expect(page.items.some((d) => d.status !== 'active')).toBe(true);
    const small = data(await client.get('/api/domain?page=2&size=1'), DomainPage);
    expect(small.items).toHaveLength(1);
    expect(small.items[0]!.id).toBe(page.items[1]!.id);
    const bad = await client.get('/api/domain?page=0');
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toContain('page');
  });

  it('creates records from a subdomain, answering the full name and id; the same name twice is the same record', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const shop = data(await client.get('/api/domain?page=1&size=100'), DomainPage).items.find(
      (d) => d.name === 'example-shop.com',
    )!;
    const sub = unique('shop');
    const created = await client.post(`/api/domain/${shop.id}/records`, { name: sub });
    expect(created.status).toBe(201);
    const record = data(created, DnsRecord);
    expect(record).toEqual({ id: expect.any(Number) as number, name: `${sub}.example-shop.com` });
    const again = await client.post(`/api/domain/${shop.id}/records`, { name: sub });
    expect(again.status).toBe(200);
    expect(data(again, DnsRecord)).toEqual(record);
    expect(data(await client.get(`/api/domain/${shop.id}/records`), DnsRecordList)).toContainEqual(
      record,
    );
    for (const name of ['-bad', 'has.dot', '', 'x'.repeat(64)]) {
      const answer = await client.post(`/api/domain/${shop.id}/records`, {
        name,
      });
      expect(answer.status, name).toBe(400);
      expect(messageOf(answer)).toContain('name');
    }
    expect((await client.post('/api/domain/999999/records', { name: 'ok' })).status).toBe(404);
  });

  it('buys through the registrar sandbox: pending first, then active by the status check', async () => {
    const { baseUrl } = await startTestServer({ registrarBalance: 1000, domainActivationDelay: 1 });
    const client = await operatorClient(baseUrl);
    const name = `${unique('buy')}.com`;
    const bought = await client.post('/api/domain', { name, years: 1 });
    expect(bought.status).toBe(201);
    const domain = data(bought, Domain);
    expect(domain).toMatchObject({ name, status: 'pending', records: [] });
    expect(data(await client.get(`/api/domain/${domain.id}/status`), DomainStatus)).toEqual({
      status: 'pending',
    });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(data(await client.get(`/api/domain/${domain.id}/status`), DomainStatus)).toEqual({
      status: 'active',
    });
    const listed = data(await client.get('/api/domain?page=1&size=200'), DomainPage).items.find(
      (d) => d.id === domain.id,
    );
    expect(listed?.status).toBe('active');
    expect((await client.post('/api/domain', { name, years: 1 })).status).toBe(409);
    expect((await client.get('/api/domain/999999/status')).status).toBe(404);
  });

  it('refuses a bad buy body, and answers the registrar insufficient-funds shape when the balance runs out', async () => {
    const { baseUrl } = await startTestServer({ registrarBalance: 3 });
    const client = await operatorClient(baseUrl);
    const bad = await client.post('/api/domain', { name: 'no-tld', years: 1 });
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toContain('name');
    expect(messageOf(await client.post('/api/domain', { name: 'a.com', years: 0 }))).toContain(
      'years',
    );
    const name = `${unique('poor')}.com`;
    const refused = await client.post('/api/domain', {
      name,
      years: 1,
    });
    expect(refused.status).toBe(402);
    expect(purchaseErrorTextOf(refused.body)).toMatch(/insufficient funds/i);
    expect(
      data(await client.get('/api/domain?page=1&size=200'), DomainPage).items.some(
        (d) => d.name === name,
      ),
    ).toBe(false);
  });
});
