import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../components/Button';
import { PasswordField } from '../components/PasswordField';
import { TextField } from '../components/TextField';
import { AuthLayout } from '../layouts/AuthLayout';
import { InfoScreen } from '../screens/info/InfoScreen';
import { infoPages } from '../screens/info/infoContent';

/** AuthLayout with a sample log-in form, or (infoSlug) a public information page. */
export function GalleryAuth({ infoSlug }: { infoSlug?: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const page = Object.values(infoPages).find((item) => item.slug === infoSlug);
  if (page) {
    return (
      <AuthLayout wide>
        <InfoScreen page={page} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Log in" intro="Welcome back to Met Rewards.">
      <form className="sample-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Email address"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
        />
        <PasswordField label="Password" value={password} onChange={setPassword} />
        <Link href="/forgotten-password">Forgotten your password?</Link>
        <Button type="submit" fullWidth>
          Log in
        </Button>
      </form>
      <div className="sample-divider">
        <span>New to Met Rewards?</span>
      </div>
      <div className="sample-stack">
        <Button variant="secondary" fullWidth>
          Create an account
        </Button>
        <Button variant="ghost" fullWidth>
          Link my membership card
        </Button>
      </div>
    </AuthLayout>
  );
}
