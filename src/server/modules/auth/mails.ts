import type { AppContext } from '../../lib/http';
import { translate } from '../../lib/i18n';
import { accountByEmail } from './limits';

/**
 * The e-mail every sign-up sends, so "check your inbox" is true whatever happened: a new account
 * gets a welcome (in the language it signed up in), a taken address tells its owner (in their
 * language) that someone tried to sign up with it. A failed send is logged, never shown: the answer
 * must not differ between the two cases.
 */
export async function sendSignUpMail(c: AppContext, email: string, kind: 'created' | 'taken') {
  const { db, mailer, config } = c.get('services');
  const account = await accountByEmail(db, email);
  const language = account?.language ?? c.get('lang');
  const vars = {
    email: account?.email ?? email,
    signinUrl: `${config.baseUrl}/signin`,
    resetUrl: `${config.baseUrl}/forgot-password`,
  };
  const [subject, body] =
    kind === 'created'
      ? ['auth:signup.welcomeMailSubject', 'auth:signup.welcomeMailBody']
      : ['auth:signup.takenMailSubject', 'auth:signup.takenMailBody'];
  try {
    await mailer.send({
      to: vars.email,
      subject: translate(language, subject),
      text: translate(language, body, vars),
    });
  } catch (err) {
    c.get('log')?.error({ err }, 'sign-up e-mail could not be sent');
  }
}
