/**
 * The product's name after its "T" mark, with an optional badge ("Admin"): the sign-in frame
 * and the header draw it at their own sizes (the classes).
 */
export function BrandName({
  badge,
  logoClassName,
  badgeClassName,
}: {
  badge?: string | undefined;
  logoClassName: string | undefined;
  badgeClassName: string | undefined;
}) {
  return (
    <>
      <span className={logoClassName} aria-hidden="true">
        T
      </span>
      Tradesim
      {badge && (
        <>
          {' '}
          <span className={badgeClassName}>{badge}</span>
        </>
      )}
    </>
  );
}
