// Generated from core/src/contract by `npm run generate`: do not edit.
import type { Contract } from '@tradesim/core/contract';
import { route } from '../route-ref.js';

export const routes = {
  health: route<Contract['health']>('get', '/api/health', 'none', 'json'),
  probes: {
    live: route<Contract['probes']['live']>('get', '/api/health/live', 'none', 'json'),
    ready: route<Contract['probes']['ready']>('get', '/api/health/ready', 'none', 'json'),
  },
  wallet: {
    paymentSettings: route<Contract['wallet']['paymentSettings']>(
      'get',
      '/api/payment-settings',
      'user',
      'json',
    ),
    paymentQr: route<Contract['wallet']['paymentQr']>('get', '/api/payment-settings/qr', 'none', 'raw'),
    deposit: route<Contract['wallet']['deposit']>('post', '/api/deposits', 'user', 'keyed'),
    withdraw: route<Contract['wallet']['withdraw']>('post', '/api/withdrawals', 'user', 'keyed'),
    cancelWithdrawal: route<Contract['wallet']['cancelWithdrawal']>(
      'post',
      '/api/withdrawals/:id/cancel',
      'user',
      'keyed',
    ),
    transactions: {
      list: route<Contract['wallet']['transactions']['list']>('get', '/api/transactions', 'user', 'json'),
      exportCsv: route<Contract['wallet']['transactions']['exportCsv']>(
        'get',
        '/api/transactions/export.csv',
        'user',
        'raw',
      ),
      get: route<Contract['wallet']['transactions']['get']>('get', '/api/transactions/:id', 'user', 'json'),
      proof: route<Contract['wallet']['transactions']['proof']>(
        'get',
        '/api/transactions/:id/proof',
        'user-or-admin',
        'raw',
      ),
    },
  },
  admin: {
    auth: {
      login: route<Contract['admin']['auth']['login']>('post', '/api/admin/auth/login', 'none', 'json'),
      refresh: route<Contract['admin']['auth']['refresh']>(
        'post',
        '/api/admin/auth/refresh',
        'admin',
        'json',
      ),
      logout: route<Contract['admin']['auth']['logout']>('post', '/api/admin/auth/logout', 'admin', 'json'),
      invite: route<Contract['admin']['auth']['invite']>(
        'get',
        '/api/admin/auth/invite/:token',
        'none',
        'json',
      ),
      acceptInvite: route<Contract['admin']['auth']['acceptInvite']>(
        'post',
        '/api/admin/auth/accept-invite',
        'none',
        'json',
      ),
      session: route<Contract['admin']['auth']['session']>('get', '/api/admin/auth/session', 'admin', 'json'),
      changePassword: route<Contract['admin']['auth']['changePassword']>(
        'post',
        '/api/admin/auth/password',
        'admin',
        'json',
      ),
      sessions: {
        list: route<Contract['admin']['auth']['sessions']['list']>(
          'get',
          '/api/admin/auth/sessions',
          'admin',
          'json',
        ),
        revoke: route<Contract['admin']['auth']['sessions']['revoke']>(
          'delete',
          '/api/admin/auth/sessions/:id',
          'admin',
          'json',
        ),
      },
    },
    testClock: {
      get: route<Contract['admin']['testClock']['get']>('get', '/api/admin/test-clock', 'admin', 'json'),
      advance: route<Contract['admin']['testClock']['advance']>(
        'post',
        '/api/admin/test-clock/advance',
        'admin',
        'json',
      ),
    },
    users: {
      list: route<Contract['admin']['users']['list']>('get', '/api/admin/users', 'admin', 'json'),
      get: route<Contract['admin']['users']['get']>('get', '/api/admin/users/:id', 'admin', 'json'),
      timeline: route<Contract['admin']['users']['timeline']>(
        'get',
        '/api/admin/users/:id/timeline',
        'admin',
        'json',
      ),
      adjustBalance: route<Contract['admin']['users']['adjustBalance']>(
        'post',
        '/api/admin/users/:id/balance-adjustments',
        'admin',
        'keyed',
      ),
      ban: route<Contract['admin']['users']['ban']>('post', '/api/admin/users/:id/ban', 'admin', 'json'),
      unban: route<Contract['admin']['users']['unban']>(
        'post',
        '/api/admin/users/:id/unban',
        'admin',
        'json',
      ),
    },
    durations: {
      list: route<Contract['admin']['durations']['list']>('get', '/api/admin/durations', 'admin', 'json'),
      create: route<Contract['admin']['durations']['create']>(
        'post',
        '/api/admin/durations',
        'admin',
        'json',
      ),
      update: route<Contract['admin']['durations']['update']>(
        'patch',
        '/api/admin/durations/:id',
        'admin',
        'json',
      ),
      remove: route<Contract['admin']['durations']['remove']>(
        'delete',
        '/api/admin/durations/:id',
        'admin',
        'json',
      ),
    },
    tradingSettings: {
      get: route<Contract['admin']['tradingSettings']['get']>(
        'get',
        '/api/admin/settings/trading',
        'admin',
        'json',
      ),
      update: route<Contract['admin']['tradingSettings']['update']>(
        'put',
        '/api/admin/settings/trading',
        'admin',
        'json',
      ),
    },
    securitySettings: {
      get: route<Contract['admin']['securitySettings']['get']>(
        'get',
        '/api/admin/settings/security',
        'admin',
        'json',
      ),
      update: route<Contract['admin']['securitySettings']['update']>(
        'put',
        '/api/admin/settings/security',
        'admin',
        'json',
      ),
    },
    notificationSettings: {
      get: route<Contract['admin']['notificationSettings']['get']>(
        'get',
        '/api/admin/settings/notifications',
        'admin',
        'json',
      ),
      update: route<Contract['admin']['notificationSettings']['update']>(
        'put',
        '/api/admin/settings/notifications',
        'admin',
        'json',
      ),
    },
    staff: {
      list: route<Contract['admin']['staff']['list']>('get', '/api/admin/staff', 'admin', 'json'),
      invite: route<Contract['admin']['staff']['invite']>('post', '/api/admin/staff', 'admin', 'json'),
      update: route<Contract['admin']['staff']['update']>('patch', '/api/admin/staff/:id', 'admin', 'json'),
      resetMfa: route<Contract['admin']['staff']['resetMfa']>(
        'post',
        '/api/admin/staff/:id/mfa-reset',
        'admin',
        'json',
      ),
    },
    approvals: {
      list: route<Contract['admin']['approvals']['list']>('get', '/api/admin/approvals', 'admin', 'json'),
      file: route<Contract['admin']['approvals']['file']>(
        'get',
        '/api/admin/approvals/:id/file',
        'admin',
        'raw',
      ),
      approve: route<Contract['admin']['approvals']['approve']>(
        'post',
        '/api/admin/approvals/:id/approve',
        'admin',
        'keyed',
      ),
      reject: route<Contract['admin']['approvals']['reject']>(
        'post',
        '/api/admin/approvals/:id/reject',
        'admin',
        'keyed',
      ),
    },
  },
};
