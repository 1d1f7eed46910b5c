import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { centsToYuan, parseEnterConf } from '../../../src/business/enterConf';
import { enterFields } from '../../../src/business/enterFields';
import { fieldSchema } from '../../../src/forms/fieldSchema';
import { toFormValues, toPayload } from '../../../src/forms/fieldValues';
import { RichText } from '../../../src/business/RichText';

const conf = {
    kinds: [
        { value: 1, label: '二手车商' },
        { value: 2, label: '4S店' },
    ],
    regions: [{ value: 110000, label: '北京市', children: [{ value: 110101, label: '东城区' }] }],
    brands: [{ value: '宝马', label: '宝马' }],
    business_scope: [{ value: '1', label: '收车' }],
    deposit: 1_000_000,
    service_phone: '13800138000',
};

describe('parseEnterConf', () => {
    it('reads the options as sent', () => {
        const parsed = parseEnterConf(conf);
        expect(parsed.kinds.map(kind => kind.label)).toEqual(['二手车商', '4S店']);
        expect(parsed.regions[0].children).toEqual([{ value: 110101, label: '东城区' }]);
        expect(parsed).toMatchObject({ deposit: 1_000_000, servicePhone: '13800138000' });
    });

    it('refuses a configuration the form cannot be built from', () => {
        expect(() => parseEnterConf(null)).toThrow(/not an object/);
        expect(() => parseEnterConf({ ...conf, kinds: [] })).toThrow(/no merchant kind/);
        expect(() => parseEnterConf({ ...conf, regions: 'x' })).toThrow(/regions is not a list/);
        expect(() => parseEnterConf({ ...conf, brands: [{ value: {}, label: 'x' }] })).toThrow(/brands/);
    });

    it('shows cents as yuan exactly', () => {
        expect(centsToYuan(1_000_000, 'zh-cn')).toBe('10,000.00');
        expect(centsToYuan(5, 'en')).toBe('0.05');
        expect(centsToYuan(123_456_789, 'es')).toBe('1.234.567,89');
        expect(centsToYuan(-12345, 'ja')).toBe('-123.45');
    });
});

const translate = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const fields = enterFields(parseEnterConf(conf));
type EnterValues = Record<string, unknown>;
const valid: EnterValues = {
    ...toFormValues(fields, undefined),
    kind: '1',
    company_name: '诚信二手车行',
    contact: '张三',
    phone: '13800138000',
    province: '110000',
    city: '110101',
    address: '东城区某路1号',
    license_no: '91110101MA01ABCD1X',
    license_image: 'data:image/png;base64,AAAA',
    business_scope: ['1'],
    agree: true,
};
const errorsOf = async (values: EnterValues) => {
    try {
        await fieldSchema(fields, translate).validate(values, { abortEarly: false });
        return [];
    } catch (error) {
        return ((error as { inner: Array<{ path: string }> }).inner ?? []).map(item => item.path);
    }
};

describe('enterFields', () => {
    it('accepts a complete dealer application', async () => {
        expect(await errorsOf(valid)).toEqual([]);
    });

    it('checks the phone, the credit code and the agreement', async () => {
        expect(await errorsOf({ ...valid, phone: '23800138000', license_no: 'abc', agree: false })).toEqual(['phone', 'license_no', 'agree']);
    });

    it('asks a dealer for its business scope and a 4S store for its brand', async () => {
        expect(await errorsOf({ ...valid, business_scope: [] })).toEqual(['business_scope']);
        expect(await errorsOf({ ...valid, kind: '2', business_scope: [] })).toEqual(['brand']);
        expect(await errorsOf({ ...valid, kind: '2', brand: '宝马', business_scope: [] })).toEqual([]);
    });

    it('sends numbers where the server keeps numbers, and only the fields of the kind', () => {
        expect(toPayload(fields, { ...valid, brand: '宝马', company_name: ' 诚信 ' })).toMatchObject({
            kind: 1,
            province: 110000,
            city: 110101,
            company_name: '诚信',
            brand: '',
            business_scope: ['1'],
            agree: 1,
        });
    });
});

describe('RichText', () => {
    it('keeps the agreement structure and drops scripts, handlers and links', () => {
        const { container } = render(
            <RichText
                html={
                    '<h3 onclick="alert(1)">一、总则</h3><p>条款<br>第二行</p><script>window.hacked=1</script><a href="javascript:alert(1)">点我</a><img src=x onerror="alert(1)">'
                }
            />
        );
        expect(container.querySelector('h3')?.textContent).toBe('一、总则');
        expect(container.querySelector('h3')?.getAttribute('onclick')).toBeNull();
        expect(container.querySelector('br')).not.toBeNull();
        expect(container.querySelector('script, a, img')).toBeNull();
        expect(container.textContent).toContain('点我');
        expect(container.textContent).not.toContain('hacked');
    });
});
