import type { AppContext } from '../../lib/http';
import { translate } from '../../lib/i18n';
import { accountByEmail } from './limits';

/**
 * Sign-up answers a taken address exactly like a new one ("check your inbox"), so both must get an
 * e-mail: a new account gets its confirmation link from better-auth; the owner of a taken address
 * is told here, in their language, that someone tried to sign up with it. A failed send is logged,
 * never shown: the answer must not differ between the two cases.
 */
export async function sendTakenAddressMail(c: AppContext, email: string) {
  const { db, mailer, config } = c.get('services');
  const account = await accountByEmail(db, email);
  const language = account?.language ?? c.get('lang');
  const vars = {
    email: account?.email ?? email,
    signinUrl: `${config.baseUrl}/signin`,
    resetUrl: `${config.baseUrl}/forgot-password`,
  };
  try {
    await mailer.send({
      to: vars.email,
      subject: translate(language, 'auth:signup.takenMailSubject'),
      text: translate(language, 'auth:signup.takenMailBody', vars),
    });
  } catch (err) {
    c.get('log')?.error({ err }, 'sign-up e-mail could not be sent');
  }
}
