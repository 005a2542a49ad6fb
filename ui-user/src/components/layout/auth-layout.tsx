import { AuthFrame, SimulatedNotice } from '@tradesim/ui-kit';
import { Outlet } from 'react-router';

/** The frame of the sign-in screens: the product's name over a centred card. */
export function AuthLayout() {
  return (
    <AuthFrame tint="var(--auth-glow)" footer={<SimulatedNotice />}>
      <Outlet />
    </AuthFrame>
  );
}
