import { Button } from '../../components/ui/button';

/**
 * The foot of a staff list the server cut at a page (500 rows): says so, and loads the next
 * page. Its code is fetched only when a list is that long.
 */
export function ListMore({
  count,
  what,
  loading,
  error,
  onMore,
}: {
  count: number;
  what: string;
  loading: boolean;
  error: string | undefined;
  onMore: () => void;
}) {
  return (
    <div className="mt-6 flex flex-col items-center gap-3 text-center">
      <p className="text-sm text-slate-700">
        Showing the first {count.toLocaleString('en-US')} {what}. There are more.
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          We could not load more {what}. {error}
        </p>
      ) : null}
      <Button variant="outline" onClick={onMore} disabled={loading}>
        {loading ? `Loading more ${what}...` : `Load more ${what}`}
      </Button>
    </div>
  );
}
