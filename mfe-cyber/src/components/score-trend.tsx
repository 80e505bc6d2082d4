import { FormattedMessage, useIntl } from 'react-intl';

const WIDTH = 240;
const HEIGHT = 56;
const PAD = 6;

/**
 * The company score across reports as a small line (oldest to newest), with the scores spelled out
 * for screen readers and the change since the first report in words. No chart library.
 */
export function ScoreTrend({ scores }: { scores: number[] }) {
  const intl = useIntl();
  if (scores.length < 2) return null;
  const step = (WIDTH - PAD * 2) / (scores.length - 1);
  const y = (score: number) => HEIGHT - PAD - (score / 100) * (HEIGHT - PAD * 2);
  const points = scores.map((score, index) => `${PAD + index * step},${y(score)}`).join(' ');
  const change = scores.at(-1)! - scores[0]!;
  return (
    <figure className="cyber-trend">
      <figcaption>
        <strong>
          <FormattedMessage id="cyber.trend.title" />
        </strong>
        {' · '}
        <FormattedMessage
          id="cyber.trend.change"
          values={{ change: `${change > 0 ? '+' : ''}${intl.formatNumber(change)}` }}
        />
      </figcaption>
      <svg
        role="img"
        aria-label={intl.formatMessage(
          { id: 'cyber.trend.label' },
          { scores: intl.formatList(scores.map((score) => intl.formatNumber(score))) },
        )}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
      >
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" />
        {scores.map((score, index) => (
          <circle key={index} cx={PAD + index * step} cy={y(score)} r="3" fill="currentColor" />
        ))}
      </svg>
    </figure>
  );
}
