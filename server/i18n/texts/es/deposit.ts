import type deposit from '../zh-cn/deposit';
import type { Translations } from '../../Translations';

export default {
    车商不存在或已被删除: 'El concesionario no existe o se ha eliminado',
    申请退款金额: 'Reembolso solicitado',
    当前保证金: 'Depósito actual',
    在线缴纳: 'Pago en línea',
    后台充值: 'Recarga manual',
    后台扣除: 'Deducción manual',
    保证金退还: 'Devolución del depósito',
    违约扣款: 'Penalización',
    银行转账: 'Transferencia bancaria',
    已支付: 'Pagado',
    流水号: 'Número de movimiento',
    充值单号: 'Número de recarga',
    支付时间: 'Fecha de pago',
    退款原因: 'Motivo del reembolso',
    申请日期: 'Fecha de solicitud',
    '该退款申请已审核，不能重复审核': 'Esta solicitud de reembolso ya se ha revisado',
    充值金额: 'Importe de la recarga',
    '扣除金额不能大于当前保证金余额（{amount}元）': 'La deducción no puede superar el saldo actual del depósito ({amount} yuanes)',
    '退款金额大于会员当前保证金（{amount}元），不能通过': 'El reembolso supera el depósito actual del socio ({amount} yuanes) y no se puede aprobar',
} satisfies Translations<typeof deposit>;
