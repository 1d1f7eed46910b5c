import { describe, expect, it } from 'vitest';
import { domains } from '../../../server/domains';
import { keyRelation } from '../../../server/tables/keyRelation';
import { redactedUrl } from '../../../server/http/redactedUrl';

describe('keyRelation', () => {
    it.each([
        ['dealers', 'dealers'],
        ['operator_logs AS logs', 'operator_logs'],
        ['(SELECT v.*, c.name AS cat_name, d.name AS dealer_name FROM vehicles v LEFT JOIN dealers d ON d.id = v.dealer_id) AS cars', 'vehicles'],
        // A subquery in the select list names another table first: the outer FROM decides.
        ['(SELECT c.*, (SELECT count(*) FROM vehicles v WHERE v.cat_id = c.id) AS car_count FROM vehicle_categories c) AS cats', 'vehicle_categories'],
        ["(SELECT a.* FROM addons a LEFT JOIN addon_installs i ON i.key = a.key AND i.suid = NULLIF(current_setting('mc.suid', true), '')) AS rows", 'addons'],
        ["(SELECT * FROM t WHERE note = 'from x (y)') AS z", 't'],
    ])('%s → %s', (from, table) => expect(keyRelation(from)).toBe(table));

    it.each(['', '(SELECT 1) AS one', 'unnest(ARRAY[1]) AS u', "(SELECT * FROM t WHERE x = 'unclosed) AS z"])('%j has none', from =>
        expect(keyRelation(from)).toBeUndefined()
    );

    it('every list of the shipped domains has the table its rows come from (so every list is live, none silently left out)', () => {
        const missing = domains.flatMap(domain => domain.tables).filter(spec => !keyRelation(spec.from));
        expect(missing.map(spec => spec.api)).toEqual([]);
    });
});

describe('redactedUrl', () => {
    it('replaces the token and the signature of a signed query, and nothing else', () => {
        expect(redactedUrl('/api/v1/seller/live/Events?device=web&timestamp=1&accesstoken=abc.DEF-123&supplieruid=10001&signature=0f0f&lastEventId=3-0')).toBe(
            '/api/v1/seller/live/Events?device=web&timestamp=1&accesstoken=[redacted]&supplieruid=10001&signature=[redacted]&lastEventId=3-0'
        );
        expect(redactedUrl('/api/v1/x?ACCESSTOKEN=a#frag')).toBe('/api/v1/x?ACCESSTOKEN=[redacted]#frag');
        expect(redactedUrl('/api/v1/public/user/login')).toBe('/api/v1/public/user/login');
    });
});
