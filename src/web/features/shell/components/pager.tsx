import { pagerState } from '@shared/pagination';
import { Button } from '@web/components/ui/button';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function Pager({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const state = pagerState(page, totalPages);
  return (
    <nav aria-label={t('blog:pagination.label')} className="flex flex-wrap items-center justify-center gap-1">
      <Button
        variant="outline"
        size="sm"
        disabled={!state.hasPrevious}
        onClick={() => onPageChange(state.current - 1)}
      >
        <ChevronLeft aria-hidden="true" /> {t('blog:pagination.previous')}
      </Button>
      {state.items.map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            variant={item === state.current ? 'default' : 'outline'}
            size="sm"
            className="min-w-9"
            aria-label={t('blog:pagination.page', { page: item })}
            aria-current={item === state.current ? 'page' : undefined}
            onClick={() => onPageChange(item)}
          >
            {item}
          </Button>
        ) : (
          <span
            key={item}
            className="px-2 text-muted-foreground"
            role="img"
            aria-label={t('blog:pagination.more')}
          >
            …
          </span>
        ),
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={!state.hasNext}
        onClick={() => onPageChange(state.current + 1)}
      >
        {t('blog:pagination.next')} <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
