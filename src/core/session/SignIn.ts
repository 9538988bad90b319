import { inject, injectable } from 'inversify';
import { AuthPort, type AuthUser } from '../ports/AuthPort';
import { validated } from '../kernel/formValidation';

export interface LoginForm {
  email: string;
  password: string;
}

/** Email and password sign-in; the session flow then follows from WatchAuthState. */
@injectable()
export class SignIn {
  constructor(@inject(AuthPort) private readonly auth: AuthPort) {}

  /** @throws InvalidFormError; AuthError (login reasons of spec section 8). */
  async execute(form: LoginForm): Promise<AuthUser> {
    const values = await validated((schemas) => schemas.loginSchema, form);
    return this.auth.signIn(values.email, values.password);
  }
}
