import { afterAll, it } from 'vitest';
import { openLiveStream } from '../support/liveStream';
import { signIn } from '../support/signedInServer';
import { startTestServer, type TestServer } from '../support/startTestServer';

let server: TestServer;
afterAll(() => server?.close());
it('probe', async () => {
    server = await startTestServer({});
    for (let round = 0; round < 3; round++) {
        let t = Date.now();
        const admin = await signIn(server, 'admin', { encryption: false });
        console.log('PROBE login', Date.now() - t);
        t = Date.now();
        const stream = await openLiveStream(admin);
        await stream.next('ready');
        console.log('PROBE ready', Date.now() - t);
        t = Date.now();
        await admin.get('seller/dealer/DealerList');
        console.log('PROBE definition', Date.now() - t);
        t = Date.now();
        await admin.get('seller/dealer/DealerList', { page: 1, limit: 10, _count_sum: true });
        console.log('PROBE page', Date.now() - t);
        t = Date.now();
        await admin.get('seller/dashboard/Overview', { days: 30 });
        console.log('PROBE overview', Date.now() - t);
    }
});
