import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { failure, firstPage, loggedIn } from '../domains/domainTestKit';
import { openLiveStream } from '../support/liveStream';
import { startTestServer, type TestServer } from '../support/startTestServer';

/**
 * Two instances on one PostgreSQL database (the contract project's cluster): a resource saved on
 * the first is served by the second within 2 s, with no restart, and a third that never polls
 * learns of it from the save's catalogue notification. PGlite is one process's database, so the
 * case is PostgreSQL's.
 */
const onPostgres = inject('postgres') !== undefined;

let first: TestServer;
let second: TestServer;
let third: TestServer;

const LIST = 'seller/visit/VisitList';
const declaration = {
    table: 'showroom_visits',
    label: '到店',
    industry: 'car',
    api: { list: LIST, create: 'seller/visit/VisitAdd' },
    columns: { customer: { title: '客户', write: { required: true } } },
    defaultSort: { column: 'id', order: 'desc' },
};

beforeAll(async () => {
    if (!onPostgres) return;
    first = await startTestServer();
    second = await startTestServer({ databaseUrl: first.config.databaseUrl, ownerDatabaseUrl: first.config.ownerDatabaseUrl });
    third = await startTestServer({ databaseUrl: first.config.databaseUrl, ownerDatabaseUrl: first.config.ownerDatabaseUrl, designerPollMs: 3_600_000 });
});
afterAll(async () => {
    await third?.stop();
    await second?.stop();
    await first?.close();
});

describe.skipIf(!onPostgres)('a designer save on one instance', () => {
    it('is served by another instance within 2 s', async () => {
        const onSecond = await loggedIn(second, 'admin');
        expect((await failure(onSecond.get(LIST))).status).toBe(404);
        const onThird = await loggedIn(third, 'admin');
        const stream = await openLiveStream(onThird);
        await stream.next('ready');
        const platform = await loggedIn(first, 'platform');
        await platform.post('platform/designer/TableSave', { declaration: JSON.stringify(declaration), entry: '[]', version: 0 });
        const saved = Date.now();
        let served = false;
        while (!served && Date.now() - saved < 2000) {
            served = await onSecond.get(LIST).then(
                () => true,
                () => false
            );
            if (!served) await new Promise(resolve => setTimeout(resolve, 100));
        }
        expect(served).toBe(true);
        await onSecond.post('seller/visit/VisitAdd', { customer: '张三' });
        expect((await firstPage(await loggedIn(first, 'admin'), LIST)).count).toBe(1);
        // The third instance serves the list by the time its streams hear of the save, and follows its writes.
        expect((await stream.next('catalogue')).data.tables).toEqual(['showroom_visits']);
        expect((await firstPage(onThird, LIST)).count).toBe(1);
        await onSecond.post('seller/visit/VisitAdd', { customer: '李四' });
        expect((await stream.next('table', event => event.data.api === LIST)).data).toMatchObject({ action: 'created', count: 1 });
        stream.close();
    });
});
