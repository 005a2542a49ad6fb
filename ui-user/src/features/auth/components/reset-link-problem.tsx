import { AuthCard, Notice } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { paths } from '../../../config/routes.js';
import { PrimaryLink } from './primary-link.js';

/** A reset link that cannot work (cut short, used, expired): say why and offer a new one. */
export function ResetLinkProblem({ title, message }: { title: string; message: string }) {
  return (
    <AuthCard title={title} footer={<Link to={paths.login}>Back to sign in</Link>}>
      <Notice tone="error">{message}</Notice>
      <PrimaryLink to={paths.forgotPassword}>Request a new link</PrimaryLink>
    </AuthCard>
  );
}
