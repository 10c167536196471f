import { formatDate, formatMoney } from '@shared/format';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { currentLanguage } from '@web/lib/i18n';
import { useTranslation } from 'react-i18next';
import { useAiOrders } from '../api/ai';

/** The signed-in user's chatbot orders and analytics purchases with their status. */
export function OrdersList({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const orders = useAiOrders(enabled);
  if (!enabled) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('money:ai.orders')}</CardTitle>
      </CardHeader>
      <CardContent>
        {!orders.data || orders.data.length === 0 ? (
          <p className="text-muted-foreground">{t('money:ai.noOrders')}</p>
        ) : (
          <ul className="divide-y">
            {orders.data.map((o) => (
              <li key={o.id} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p className="font-medium">
                    {t(`money:ai.kind.${o.kind}`)}
                    {o.businessName ? ` · ${o.businessName}` : ''}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {formatDate(o.createdAt, lang)} · {formatMoney(o.priceCents, lang)}
                  </p>
                </div>
                <Badge variant={o.status === 'paid' ? 'default' : 'secondary'}>
                  {t(`money:ai.status.${o.status}`)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
