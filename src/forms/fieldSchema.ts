import * as yup from 'yup';
import type { FieldKind, FieldRuleName, FormField } from './FormField';
import { PHONE_PATTERN } from '../../protocol/phone';
import { Decimal, formatMinorUnits } from './decimal';
import { PASSWORD_LIMITS, PASSWORD_PROBLEM_KEYS, newPasswordProblem } from './newPasswordProblem';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Entry = [string, yup.AnySchema];

const CHINESE = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

const decimalsOf = (text: string) => (text.includes('.') ? text.split('.')[1].length : 0);

/**
 * `message(generic, extra, rule)`: the field's own wording of `rule` if it has one, else
 * `generic`; given `label` (also as `field`) and `extra`, or nothing when `extra` is null.
 */
type Message = (generic: string, extra?: Record<string, unknown> | null, rule?: FieldRuleName) => string;

/** What a rule needs: the field and its messages. */
interface RuleContext {
    field: FormField;
    message: Message;
    /** cascade: the messages of the second select, when it has its own label. */
    secondMessage?: Message;
}

const messagesOf =
    (field: FormField, label: string, translate: Translate): Message =>
    (generic, extra, rule) => {
        const key = (rule && field.messages?.[rule]) ?? generic;
        return extra === null ? translate(key) : translate(key, { label, field: label, ...extra });
    };

const textRule = ({ field, message }: RuleContext, choose = false) => {
    let rule = yup.string().default('');
    if (field.required) rule = rule.trim().required(message(choose ? 'mc.form.requiredSelect' : 'mc.form.required', {}, 'required'));
    if (field.maxLength) rule = rule.max(field.maxLength, message('mc.form.maxLength', { max: field.maxLength }, 'maxLength'));
    const pattern = field.pattern;
    if (pattern) rule = rule.test('pattern', message('ra.validation.regex', { pattern: pattern.source }, 'pattern'), value => !value || pattern.test(value));
    return rule;
};

const one = (context: RuleContext, rule: yup.AnySchema): Entry[] => [[context.field.name, rule]];

const text = (context: RuleContext) => one(context, textRule(context));
const choice = (context: RuleContext) => one(context, textRule(context, true));

const list = (context: RuleContext): Entry[] => {
    const rule = yup.array(yup.string().required()).default([]);
    return one(context, context.field.required ? rule.min(1, context.message('mc.form.requiredSelect', {}, 'required')) : rule);
};

const numeric = (context: RuleContext): Entry[] => {
    const { field } = context;
    const price = field.kind === 'price';
    const decimals = field.decimals ?? (price ? 2 : 0);
    const pattern = price && !field.signed ? /^\d+(\.\d*)?$/ : /^-?\d+(\.\d*)?$/;
    // Bounds are in the wire's units (a price's in cents), compared exactly and shown as typed.
    const wire = (text: string) => new Decimal(text).shiftedBy(price ? decimals : 0);
    const shown = (bound: number) => (price ? formatMinorUnits(bound, decimals) : String(bound));
    const inRange = (value: string | undefined, holds: (n: InstanceType<typeof Decimal>) => boolean) => !value || !pattern.test(value) || holds(wire(value));
    let rule = textRule(context)
        .test('number', context.message('mc.form.number'), value => !value || pattern.test(value))
        .test('decimals', context.message('mc.form.decimals', { decimals }), value => !value || decimalsOf(value) <= decimals);
    const { min, max } = field;
    if (min !== undefined) rule = rule.test('min', context.message('mc.form.min', { min: shown(min) }), value => inRange(value, n => n.gte(min)));
    if (max !== undefined) rule = rule.test('max', context.message('mc.form.max', { max: shown(max) }), value => inRange(value, n => n.lte(max)));
    return one(context, rule);
};

/** Each kind's validation: a compile error names a kind added to `FieldKind` but not here. */
const rules: Record<FieldKind, (context: RuleContext) => Entry[]> = {
    text,
    textarea: text,
    number: numeric,
    price: numeric,
    phone: context =>
        one(
            context,
            textRule(context).test('phone', context.message('mc.form.phone', null, 'phone'), value => !value || PHONE_PATTERN.test(value))
        ),
    noChinese: context =>
        one(
            context,
            textRule(context).test('noChinese', context.message('mc.form.noChinese'), value => !value || !CHINESE.test(value))
        ),
    password: context =>
        one(
            context,
            textRule(context).test('password', '', async function (value) {
                if (!value) return true;
                const problem = await newPasswordProblem(value, String((this.parent as Record<string, unknown> | undefined)?.username ?? ''));
                return problem ? this.createError({ message: context.message(PASSWORD_PROBLEM_KEYS[problem], PASSWORD_LIMITS) }) : true;
            })
        ),
    select: context => (context.field.multiple ? list(context) : choice(context)),
    radio: choice,
    checkboxes: list,
    checkbox: context => {
        const rule = yup.boolean().default(false);
        return one(context, context.field.required ? rule.oneOf([true], context.message('mc.form.requiredSelect', {}, 'required')) : rule);
    },
    date: choice,
    datetime: choice,
    image: choice,
    switch: context => one(context, yup.boolean().default(false)),
    routeTree: list,
    apiTree: list,
    cascade: context => {
        const { field, secondMessage } = context;
        const entries: Entry[] = [[field.name, textRule(context, true)]];
        // With its own label the second select asks for itself ("请选择城市"); without, as the pair.
        return field.secondName ? [...entries, [field.secondName, textRule({ field, message: secondMessage ?? context.message }, true)]] : entries;
    },
};

/** A rule checked only while `when` holds; otherwise anything passes (the value is sent empty). */
const conditional = (field: FormField, [name, rule]: Entry): Entry => {
    const when = field.when;
    if (!when) return [name, rule];
    return [
        name,
        rule.when(when.field, {
            is: (value: unknown) => String(value ?? '') === when.is,
            then: schema => schema,
            otherwise: () => yup.mixed(),
        }) as yup.AnySchema,
    ];
};

/** The yup schema of a generated form, its messages already translated. */
export const fieldSchema = (fields: FormField[], translate: Translate) =>
    yup.object(
        Object.fromEntries(
            fields.flatMap(field => {
                const labelOf = (key: string) => translate(key, { _: key });
                const message = messagesOf(field, labelOf(field.label), translate);
                const secondMessage = field.secondLabel ? messagesOf(field, labelOf(field.secondLabel), translate) : undefined;
                return rules[field.kind]({ field, message, secondMessage }).map(entry => conditional(field, entry));
            })
        )
    );
