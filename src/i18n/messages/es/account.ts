import type zh from '../zh/account';

export default {
    account: {
        superAdmin: 'Superadministrador',
        cert: {
            state: {
                none: 'Sin certificar',
                unpaid: 'Pendiente de pago',
                reviewing: 'En revisión',
                approved: 'Certificado',
                rejected: 'Rechazado',
            },
            explain: {
                unpaid: 'Solicitud recibida. Pague la tarifa de certificación para enviarla a revisión.',
                reviewing: 'La tarifa está pagada y la plataforma revisa su solicitud.',
                approved: 'Su certificación está completa.',
                rejected: 'Su solicitud no fue aprobada. Puede corregirla y volver a solicitar.',
            },
            remark: 'Motivo: %{remark}',
            type: 'Tipo de certificación',
            personal: 'Certificación personal',
            company: 'Certificación de empresa',
            realName: 'Nombre real',
            idCard: 'Número de documento',
            idCardFront: 'Documento, cara con foto',
            idCardBack: 'Documento, cara con emblema',
            companyName: 'Nombre de la empresa',
            licenseNo: 'Código de crédito social unificado',
            licenseImage: 'Foto de la licencia comercial',
            companyHint: 'Obligatorio para una certificación de empresa',
            apply: 'Enviar solicitud',
            applied: 'Solicitud enviada; pague la tarifa de certificación',
            fee: 'Tarifa de certificación: %{fee} yuanes',
            payType: 'Forma de pago',
            wechat: 'Pago con WeChat',
            alipay: 'Pago con Alipay',
            pay: 'Pagar la tarifa',
            paidDone: 'Pagado; pendiente de la revisión de la plataforma',
            reapply: 'Volver a solicitar',
        },
        suppliers: {
            title: 'Comercios ya incorporados (%{count})',
            failed: 'Ahora no se pueden mostrar los comercios incorporados',
        },
        update: {
            available: 'Hay una nueva versión %{version}. Recargue la página para usarla.',
            reload: 'Recargar',
            dismiss: 'Cerrar',
        },
    },
} satisfies typeof zh;
