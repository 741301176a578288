import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DailyOrders } from '../../domain/overview';
import { formatUtcDate } from '../../src/i18n/shown';

/** Orders imported and shipped per day as bars, late ones as a line, in the theme's colours. */
export const DailyChart = ({ days }: { days: readonly DailyOrders[] }) => {
  const translate = useTranslate();
  const { palette } = useTheme();
  const data = days.map((d) => ({ ...d, label: formatUtcDate(d.day).slice(0, 5) }));
  return (
    <div role="img" aria-label={translate('app.overview.chart_label')} style={{ width: '100%', height: 280 }}>
      <ResponsiveContainer>
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke={palette.divider} vertical={false} />
          <XAxis dataKey="label" tick={{ fill: palette.text.secondary, fontSize: 12 }} interval={2} />
          <YAxis allowDecimals={false} tick={{ fill: palette.text.secondary, fontSize: 12 }} />
          <Tooltip
            contentStyle={{ background: palette.background.paper, borderColor: palette.divider }}
            labelStyle={{ color: palette.text.primary }}
          />
          <Legend />
          <Bar dataKey="imported" name={translate('app.overview.imported')} fill={palette.primary.main} />
          <Bar dataKey="shipped" name={translate('app.overview.shipped')} fill={palette.success.main} />
          <Line
            dataKey="late"
            name={translate('app.overview.late')}
            stroke={palette.error.main}
            dot={false}
            strokeWidth={2}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
};
