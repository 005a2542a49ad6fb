import type { Knex } from 'knex';
import { runStatements, timestamps } from '../sql.js';

/** Talking to users: notifications, support tickets, chat, canned responses. */
export async function up(knex: Knex): Promise<void> {
  await runStatements(knex, [
    `CREATE TABLE notifications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
      title text NOT NULL,
      message text NOT NULL,
      type text NOT NULL CHECK (type IN ('deposit', 'withdrawal', 'investment', 'support', 'account', 'system')),
      is_read boolean NOT NULL DEFAULT false,
      reference_id uuid,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC)',
    'CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read',
    `CREATE TABLE support_tickets (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES profiles(id),
      subject text NOT NULL CHECK (subject <> ''),
      description text NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'resolved', 'closed')),
      priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
      category text NOT NULL DEFAULT 'general'
        CHECK (category IN ('general', 'technical', 'billing', 'trading', 'security')),
      assigned_admin uuid REFERENCES profiles(id) ON DELETE SET NULL,
      last_message_at timestamptz,
      ${timestamps}
    )`,
    'CREATE INDEX support_tickets_user_idx ON support_tickets (user_id, created_at DESC)',
    'CREATE INDEX support_tickets_list_idx ON support_tickets (created_at DESC)',
    'CREATE INDEX support_tickets_status_idx ON support_tickets (status, priority)',
    `CREATE TABLE chat_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      ticket_id uuid NOT NULL REFERENCES support_tickets(id) ON DELETE CASCADE,
      sender_id uuid REFERENCES profiles(id) ON DELETE SET NULL,
      sender_type text NOT NULL CHECK (sender_type IN ('admin', 'user')),
      message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 1000),
      is_read boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX chat_messages_ticket_idx ON chat_messages (ticket_id, created_at)',
    `CREATE TABLE support_responses (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      title text NOT NULL UNIQUE,
      message text NOT NULL,
      category text CHECK (category IN ('general', 'technical', 'billing', 'trading', 'security')),
      is_active boolean NOT NULL DEFAULT true,
      ${timestamps}
    )`,
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await runStatements(knex, [
    'DROP TABLE support_responses',
    'DROP TABLE chat_messages',
    'DROP TABLE support_tickets',
    'DROP TABLE notifications',
  ]);
}
