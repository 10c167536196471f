import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Whether an error says the server is out of reach rather than that something broke: no answer at
 * all, a gateway without its server behind it, or a page's code chunk that could not be fetched.
 */
export function isConnectionLost(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 || [502, 503, 504].includes(error.status);
  if (!(error instanceof Error)) return false;
  return /Failed to fetch|dynamically imported module|Importing a module script failed|NetworkError/i.test(
    error.message,
  );
}

/** Shown when a page fails to load (for example after a deploy replaced its code chunk). */
export function RouteError({ error, fullScreen = false }: { error: unknown; fullScreen?: boolean }) {
  const { t } = useTranslation();
  console.error(error);
  const lost = isConnectionLost(error);
  return (
    <div
      role={lost ? 'alert' : undefined}
      className={`flex ${fullScreen ? 'min-h-screen' : 'py-24'} flex-col items-center justify-center gap-4 p-8 text-center`}
    >
      <h1 className="text-2xl font-semibold">
        {lost ? t('common:error.connectionLost') : t('common:error.title')}
      </h1>
      <p className="text-muted-foreground">
        {lost ? t('common:error.connectionLostHelp') : t('common:error.generic')}
      </p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t('common:actions.retry')}</Button>
        <Button variant="outline" asChild>
          <Link to="/">{t('common:nav.home')}</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * Anything a page throws while it renders (a chunk that failed to load, a bug, a lost server): the
 * error page in its place, until the visitor goes to another path. Inside the layout it keeps the
 * header (and its way elsewhere) around the message; `fullScreen` for the last resort above it.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; path: string; fullScreen?: boolean },
  { error: unknown }
> {
  state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }
  componentDidUpdate(previous: { path: string }) {
    if (previous.path !== this.props.path && this.state.error !== undefined)
      this.setState({ error: undefined });
  }
  render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteError error={this.state.error} fullScreen={this.props.fullScreen} />
    );
  }
}
