import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { positions } from '../../../shared/catalogue/careers';
import type { ApiResult } from '../../lib/api-client';
import { setUrlSearch, useUrlSearch } from '../../lib/url-search';
import { InboxCard, type InboxDetail, type InboxItem } from './inbox-card';
import {
  countLabel,
  parseInboxFilters,
  serializeInboxFilters,
  toInboxStatus,
  type InboxFilters,
  type InboxStatus,
} from './inbox-filters';
import { InboxFiltersForm } from './inbox-filters-form';
import {
  goToSignIn,
  StaffAccessBlocked,
  useBusyIds,
  useStaffAccess,
  type StaffGateOptions,
} from './staff-access';
import { ListCards } from './staff-list-cards';
import { ListCountLine, ListEmpty, ListLoadError, ListMore } from './staff-list-states';
import { replaceById, useStaffList } from './use-staff-list';

/** What differs between the contact-message and job-application inboxes. */
export interface InboxConfig<T extends InboxItem> {
  /** 'message' and 'messages': in counts, empty states and errors. */
  noun: { one: string; many: string };
  filtersLabel: string;
  load: (status: InboxStatus) => Promise<ApiResult<T[]>>;
  setHandled: (id: string, handled: boolean) => Promise<ApiResult<T>>;
  /** The article's name (its heading), also used in the toasts. */
  titleOf: (item: T) => string;
  details: (item: T) => InboxDetail[];
  messageOf: (item: T) => string | null;
  /** Given for applications: adds the Position filter, applied in the browser. */
  positionOf?: (item: T) => string;
}

function emptyMessage(filters: InboxFilters, many: string): string {
  const position = positions.find((candidate) => candidate.id === filters.position);
  const which = filters.status === 'all' ? many : `${filters.status} ${many}`;
  const forPosition = position ? ` for ${position.title}` : '';
  return `No ${which}${forPosition}${filters.status === 'all' ? ' yet' : ''}.`;
}

/**
 * A staff inbox (/admin/messages, /admin/applications): filter, read, mark handled or reopen.
 * Filters live in the address so a reload or a shared link shows the same list; the server
 * filters by status and checks the staff role on every call.
 */
export function StaffInbox<T extends InboxItem>({
  config,
  ...options
}: StaffGateOptions & { config: InboxConfig<T> }) {
  // Long: one list page's markup: filters, count, cards and empty state.
  const access = useStaffAccess(options);
  const { onSignedOut = goToSignIn } = options;
  const withPosition = config.positionOf !== undefined;
  const parsed = parseInboxFilters(useUrlSearch());
  // Messages have no position: a stray ?position= must not hide them all.
  const filters: InboxFilters = withPosition ? parsed : { ...parsed, position: '' };
  const list = useStaffList<T>({
    access,
    request: filters.status,
    load: (status) => config.load(toInboxStatus(status)),
    onSignedOut,
  });
  const saving = useBusyIds();

  if (access === 'checking' || access === 'not-staff' || list.denied) {
    return <StaffAccessBlocked checking={access === 'checking'} />;
  }

  const toggle = async (item: T) => {
    const handled = item.handledAt === null;
    const result = await saving.whileBusy(item.id, () => config.setHandled(item.id, handled));
    if (result.ok) {
      const updated = result.data;
      list.updateItems((items) => replaceById(items, updated));
      toast({
        title: updated.handledAt === null ? 'Reopened' : 'Marked as handled',
        description: config.titleOf(updated),
      });
      return;
    }
    if (list.lostAccess(result.status)) return;
    const gone = result.status === 404;
    toast({
      title: gone
        ? `${capitalise(config.noun.one)} not found`
        : `Could not update the ${config.noun.one}`,
      description: result.message,
      variant: 'destructive',
    });
    // Gone (deleted elsewhere): show the list as it now is. Otherwise keep it, to try again.
    if (gone) list.reload();
  };

  const { shown, loading } = list;
  const { positionOf } = config;
  const loaded = shown?.ok ? shown.items : [];
  const visible =
    positionOf && filters.position
      ? loaded.filter((item) => positionOf(item) === filters.position)
      : loaded;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
      <InboxFiltersForm
        label={config.filtersLabel}
        applied={filters}
        withPosition={withPosition}
        onChange={(next) => setUrlSearch(serializeInboxFilters(next))}
        onRefresh={list.reload}
      />

      <ListCountLine>
        {loading
          ? `Loading ${config.noun.many}...`
          : shown?.ok
            ? shown.next
              ? `Showing ${visible.length < loaded.length ? `${visible.length} of ` : ''}the first ${loaded.length} ${config.noun.many}`
              : countLabel(visible.length, config.noun.one, config.noun.many)
            : ''}
      </ListCountLine>

      <ListLoadError what={config.noun.many} list={list} />

      <ListCards
        items={visible}
        loading={loading}
        renderItem={(item) => (
          <InboxCard
            item={item}
            title={config.titleOf(item)}
            details={config.details(item)}
            message={config.messageOf(item)}
            filter={filters.status}
            saving={saving.isBusy(item.id)}
            onToggle={() => void toggle(item)}
          />
        )}
      />

      {shown?.ok && visible.length === 0 && !loading ? (
        <ListEmpty
          message={emptyMessage(filters, config.noun.many)}
          action={
            filters.position ? (
              <Button
                variant="outline"
                className="mt-4"
                onClick={() => setUrlSearch(serializeInboxFilters({ ...filters, position: '' }))}
              >
                Show all positions
              </Button>
            ) : null
          }
        />
      ) : null}

      <ListMore what={config.noun.many} list={list} />
    </div>
  );
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
