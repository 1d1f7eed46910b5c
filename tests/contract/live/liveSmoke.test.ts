import { describe, expect, it } from 'vitest';
import { signedInServer } from '../support/signedInServer';
import { openLiveStream } from '../support/liveStream';
import { firstPage } from '../domains/domainTestKit';

const { admin, dealer2 } = signedInServer(['admin', 'dealer2'], { encryption: false });

describe('smoke', () => {
    it('a write reaches the stream', async () => {
        const a = await openLiveStream(admin);
        const b = await openLiveStream(dealer2);
        expect(a.contentType).toContain('text/event-stream');
        await a.next('ready');
        await b.next('ready');
        const dealer = (await firstPage<{ id: number }>(admin, 'seller/dealer/DealerList')).data[0];
        await admin.post('seller/dealer/DealerEdit', { id: dealer.id, contact: '李四' });
        const event = await a.next('table', e => e.data.api === 'seller/dealer/DealerList');
        console.log(JSON.stringify(a.events), a.lastId);
        expect(event.data).toMatchObject({ ids: [dealer.id], action: 'updated' });
        a.close();
        b.close();
    });
});
