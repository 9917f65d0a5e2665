import { purchaseErrorTextOf } from '@landing/api';
import {
  AvailableDomains,
  RegistrarDomain,
  RegistrarDomains,
  RegistrarDomainStatus,
  RegistrarNameServers,
  RegistrarRecord,
  RegistrarRecordList,
} from '@landing/api/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { data, messageOf, operatorClient, type Answer } from '../testing/client.ts';
import { expectAllRefusedWithoutToken, unique } from '../testing/demo.ts';
import { startTestServer } from '../testing/testServer.ts';

/** The offers of a search, parsed by the shared schema; the sandbox always prices them. */
const availableOf = (answer: Answer) => ({
  Domains: (data(answer, AvailableDomains).Domains ?? []).map((offer) => {
    if (!offer.Info) throw new Error(`${offer.Name} has no prices`);
    return { ...offer, Info: offer.Info };
  }),
});

describe('registrar sandbox /lambda/v1', () => {
  beforeAll(() => startTestServer());

  it('refuses every registrar call without a token', async () => {
    const { baseUrl } = await startTestServer();
    const d = 'example-shop.com';
    expect(
      await expectAllRefusedWithoutToken(baseUrl, [
        ['GET', '/lambda/v1/domain'],
        ['GET', '/lambda/v1/domain/available?offset=0&limit=10&name=shop'],
        ['POST', '/lambda/v1/domain/buy'],
        ['GET', `/lambda/v1/domain/${d}`],
        ['POST', `/lambda/v1/domain/${d}`],
        ['DELETE', `/lambda/v1/domain/${d}`],
        ['GET', `/lambda/v1/domain/${d}/ns`],
        ['PATCH', `/lambda/v1/domain/${d}/ns`],
        ['PATCH', `/lambda/v1/domain/${d}/pause?pause=true`],
        ['GET', `/lambda/v1/domain/${d}/record`],
        ['POST', `/lambda/v1/domain/${d}/record`],
        ['GET', `/lambda/v1/domain/${d}/record/1`],
        ['PATCH', `/lambda/v1/domain/${d}/record/1`],
        ['DELETE', `/lambda/v1/domain/${d}/record/1`],
        ['GET', `/lambda/v1/domain/${d}/status`],
      ]),
    ).toEqual([]);
  });

  it('offers the same prices for the same base name over several TLDs, for 1 and 2 years', async () => {
    const { baseUrl } = await startTestServer();
    const client = await operatorClient(baseUrl);
    const base = unique('offer');
    const first = availableOf(
      await client.get(`/lambda/v1/domain/available?offset=0&limit=10&name=${base}`),
    );
    const second = availableOf(
      await client.get(`/lambda/v1/domain/available?offset=0&limit=10&name=${base}`),
    );
    expect(first).toEqual(second);
    expect(first.Domains).toHaveLength(10);
    expect(new Set(first.Domains.map((d) => d.Name.split('.')[1])).size).toBe(10);
    for (const offer of first.Domains) {
      expect(offer.Name.startsWith(`${base}.`)).toBe(true);
      expect(offer.Info.map((i) => i.Duration)).toEqual([1, 2]);
      expect(offer.Info[0]!.Price).toBeGreaterThan(0);
      expect(offer.Info[0]!.Fee).toBeGreaterThan(0);
    }
    const paged = availableOf(
      await client.get(`/lambda/v1/domain/available?offset=10&limit=10&name=${base}`),
    );
    expect(paged.Domains.length).toBeGreaterThan(0);
    expect(paged.Domains.some((d) => first.Domains.some((f) => f.Name === d.Name))).toBe(false);
    const bad = await client.get('/lambda/v1/domain/available?name=...');
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toContain('name');
  });

  it('keeps the balance in whole cents however many purchases debit it', async () => {
    const { baseUrl } = await startTestServer({ registrarBalance: 1000.1 });
    const client = await operatorClient(baseUrl);
    const offers = availableOf(
      await client.get(`/lambda/v1/domain/available?offset=0&limit=12&name=${unique('cents')}`),
    ).Domains;
    let expectedCents = 100010;
    for (const offer of offers.slice(0, 12)) {
      const { Price, Fee } = offer.Info[0]!;
      expect(
        (await client.post('/lambda/v1/domain/buy', { domainName: offer.Name, years: 1 })).status,
      ).toBe(201);
      expectedCents -= Math.round((Price + Fee) * 100);
      const { Balance } = data(await client.get('/lambda/v1/domain'), RegistrarDomains);
      // Exactly the cents as a decimal: no 0.1 + 0.2 residue in what the console shows.
      expect(Balance).toBe(expectedCents / 100);
      expect(String(Balance)).toMatch(/^\d+(\.\d{1,2})?$/);
    }
  });

  it('buys, debits the balance, then answers insufficient funds in the shape the console reads', async () => {
    const { baseUrl } = await startTestServer({ registrarBalance: 60 });
    const client = await operatorClient(baseUrl);
    const base = unique('funds');
    const offers = availableOf(
      await client.get(`/lambda/v1/domain/available?offset=0&limit=10&name=${base}`),
    ).Domains;
    const before = data(await client.get('/lambda/v1/domain'), RegistrarDomains).Balance;
    const first = offers[0]!;
    const cost = first.Info[0]!.Price + first.Info[0]!.Fee;
    const bought = await client.post('/lambda/v1/domain/buy', { domainName: first.Name, years: 1 });
    expect(bought.status).toBe(201);
    expect(data(bought, RegistrarDomain)).toMatchObject({ Name: first.Name, Status: 'pending' });
    const after = data(await client.get('/lambda/v1/domain'), RegistrarDomains);
    expect(after.Balance).toBeCloseTo(before - cost, 2);
    expect(after.Domains.some((d) => d.Name === first.Name)).toBe(true);
    expect(
      availableOf(
        await client.get(`/lambda/v1/domain/available?offset=0&limit=20&name=${base}`),
      ).Domains.some((d) => d.Name === first.Name),
    ).toBe(false);

    let refusal: Answer | undefined;
    for (const offer of offers.slice(1)) {
      const answer = await client.post('/lambda/v1/domain/buy', {
        domainName: offer.Name,
        years: 2,
      });
      if (answer.status !== 201) {
        refusal = answer;
        break;
      }
    }
    expect(refusal?.status).toBe(402);
    expect(refusal && purchaseErrorTextOf(refusal.body)).toMatch(/insufficient funds/i);
    const bad = await client.post('/lambda/v1/domain/buy', {
      domainName: 'nodot',
      years: 1,
    });
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toContain('domainName');
  });

  it('manages a domain: info, status, name servers, pause, records, delete', async () => {
    const { baseUrl } = await startTestServer({ registrarBalance: 500 });
    const client = await operatorClient(baseUrl);
    const name = `${unique('manage')}.net`;
    expect((await client.post(`/lambda/v1/domain/${name}`, { years: 1 })).status).toBe(201);
    expect(data(await client.get(`/lambda/v1/domain/${name}`), RegistrarDomain)).toMatchObject({
      Name: name,
    });
    expect(
      data(await client.get(`/lambda/v1/domain/${name}/status`), RegistrarDomainStatus),
    ).toEqual({
      Name: name,
      Status: 'active',
    });

    expect(
      data(
        await client.patch(`/lambda/v1/domain/${name}/ns`, {
          nameservers: ['ns1.example.net', 'ns2.example.net'],
        }),
        RegistrarNameServers,
      ),
    ).toEqual({ Nameservers: ['ns1.example.net', 'ns2.example.net'] });
    expect(data(await client.get(`/lambda/v1/domain/${name}/ns`), RegistrarNameServers)).toEqual({
      Nameservers: ['ns1.example.net', 'ns2.example.net'],
    });
    expect(
      messageOf(
        await client.patch(`/lambda/v1/domain/${name}/ns`, {
          nameservers: 'ns1',
        }),
      ),
    ).toContain('nameservers');

    expect(
      data(await client.patch(`/lambda/v1/domain/${name}/pause?pause=true`), RegistrarDomain),
    ).toMatchObject({
      Status: 'paused',
      Paused: true,
    });
    expect(
      data(await client.patch(`/lambda/v1/domain/${name}/pause?pause=false`), RegistrarDomain),
    ).toMatchObject({
      Status: 'active',
      Paused: false,
    });
    expect((await client.patch(`/lambda/v1/domain/${name}/pause?pause=maybe`)).status).toBe(400);

    const created = await client.post(`/lambda/v1/domain/${name}/record`, {
      type: 'CNAME',
      name: 'www',
      value: 'target.example.net',
    });
    expect(created.status).toBe(201);
    const record = data(created, RegistrarRecord);
    expect(record).toMatchObject({
      Name: `www.${name}`,
      Type: 'CNAME',
      Value: 'target.example.net',
    });
    expect(
      data(await client.get(`/lambda/v1/domain/${name}/record`), RegistrarRecordList).map(
        (r) => r.Id,
      ),
    ).toEqual([record.Id]);
    expect(
      data(
        await client.patch(`/lambda/v1/domain/${name}/record/${record.Id}`, {
          value: 'other.example.net',
          ttl: 600,
        }),
        RegistrarRecord,
      ),
    ).toMatchObject({ Value: 'other.example.net', TTL: 600 });
    expect(
      data(await client.get(`/lambda/v1/domain/${name}/record/${record.Id}`), RegistrarRecord),
    ).toMatchObject({
      TTL: 600,
    });
    expect(
      messageOf(await client.post(`/lambda/v1/domain/${name}/record`, { name: 'www' })),
    ).toContain('type');
    expect((await client.delete(`/lambda/v1/domain/${name}/record/${record.Id}`)).status).toBe(200);
    expect((await client.get(`/lambda/v1/domain/${name}/record/${record.Id}`)).status).toBe(404);

    expect((await client.delete(`/lambda/v1/domain/${name}`)).status).toBe(200);
    expect((await client.get(`/lambda/v1/domain/${name}`)).status).toBe(404);
  });
});
