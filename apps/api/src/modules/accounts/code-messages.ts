/**
 * The e-mails and SMS of sign-up, phone and password codes, in the person's language: the language the
 * product shows them (the web client sends it as Accept-Language), English when it names none we speak.
 */
import type { CodePurpose } from './verify-codes';

export type MessageLanguage = 'en' | 'vi';

/** The first language of an Accept-Language header that we write messages in (quality order), else English. */
export function messageLanguage(acceptLanguage: string | string[] | undefined): MessageLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.base && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => entry.base === 'en' || entry.base === 'vi');
  return (found?.base as MessageLanguage | undefined) ?? 'en';
}

type Text = { subject: string; body: string };

const CODE_TEXTS: Record<MessageLanguage, Record<CodePurpose, (code: string) => Text>> = {
  en: {
    verify: (code) => ({ subject: 'Verify your account', body: `Your verification code is ${code}. It expires in 15 minutes.` }),
    phone: (code) => ({ subject: 'Verify your phone number', body: `Your verification code is ${code}. It expires in 15 minutes.` }),
    reset: (code) => ({
      subject: 'Reset your password',
      body: `Your password reset code is ${code}. It expires in 15 minutes. If you did not ask for it, ignore this message.`,
    }),
  },
  vi: {
    verify: (code) => ({ subject: 'Xác minh tài khoản của bạn', body: `Mã xác minh của bạn là ${code}. Mã hết hạn sau 15 phút.` }),
    phone: (code) => ({ subject: 'Xác minh số điện thoại của bạn', body: `Mã xác minh của bạn là ${code}. Mã hết hạn sau 15 phút.` }),
    reset: (code) => ({
      subject: 'Đặt lại mật khẩu',
      body: `Mã đặt lại mật khẩu của bạn là ${code}. Mã hết hạn sau 15 phút. Nếu bạn không yêu cầu, hãy bỏ qua tin nhắn này.`,
    }),
  },
};

const SIGNUP_NOTICE: Record<MessageLanguage, Text> = {
  en: {
    subject: 'Someone tried to sign up with your address',
    body:
      'Someone tried to create an account with this address, which already has one. If it was you, sign in, ' +
      'or reset your password if you have forgotten it. If it was not you, you can ignore this message: nothing has changed.',
  },
  vi: {
    subject: 'Có người đã thử đăng ký bằng địa chỉ của bạn',
    body:
      'Có người đã thử tạo tài khoản bằng địa chỉ này, địa chỉ đã có tài khoản. Nếu đó là bạn, hãy đăng nhập, ' +
      'hoặc đặt lại mật khẩu nếu bạn đã quên. Nếu không phải bạn, bạn có thể bỏ qua tin nhắn này: không có gì thay đổi.',
  },
};

export const codeMessage = (language: MessageLanguage, purpose: CodePurpose, code: string): Text => CODE_TEXTS[language][purpose](code);
export const signupNotice = (language: MessageLanguage): Text => SIGNUP_NOTICE[language];
