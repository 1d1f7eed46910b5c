import type zh from '../zh/auth';

export default {
    login: {
        title: 'Centro de gestión de comercios',
        username: 'Usuario',
        password: 'Contraseña',
        name: 'Subcuenta (opcional)',
        captcha: 'Código de verificación',
        refreshCaptcha: '¿No se lee bien? Cambiar imagen',
        submit: 'Iniciar sesión',
        passwordTab: 'Con contraseña',
        smsTab: 'Con SMS',
        smsCode: 'Código SMS',
        sendCode: 'Enviar código',
        resendIn: 'Reenviar en %{seconds} s',
        welcome: 'Bienvenido de nuevo, %{name}',
        phone: 'Número de móvil',
        phoneInvalid: 'Introduzca un número de móvil válido',
        codeSent: 'Se ha enviado el código',
        captchaImage: 'Imagen del código de verificación',
        captchaFailed: 'No se pudo cargar; haga clic para reintentar',
    },
    social: {
        pending: 'Completando la autorización con su cuenta social…',
        failed: 'La autorización social ha fallado: %{message}',
        missingCode: 'Falta el código de autorización',
        boundTo: 'Esta cuenta de WeChat está vinculada a «%{username}»: inicie sesión con esa cuenta.',
        notBound: 'Esta cuenta de WeChat aún no está vinculada a ningún comercio: inicie sesión con su contraseña y vincule WeChat en su perfil.',
        backToLogin: 'Volver al inicio de sesión',
    },
    session: {
        ended: 'La sesión ha caducado; inicie sesión de nuevo',
    },
} satisfies typeof zh;
