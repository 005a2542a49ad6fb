/**
 * The account menu's "Sign out" in both apps: closes the menu, ends the session, and then
 * (whether the server answered or not: the session is gone here either way) goes on.
 */
export function SignOutItem({
  itemClass,
  close,
  signOut,
  onSignedOut,
}: {
  itemClass: string;
  close(): void;
  signOut(): Promise<unknown>;
  onSignedOut(): void;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      className={itemClass}
      onClick={() => {
        close();
        void signOut().finally(onSignedOut);
      }}
    >
      Sign out
    </button>
  );
}
