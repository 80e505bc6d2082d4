import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { DEFINITIONS } from '@platform/domain';
import { PageNotFound } from '@platform/remote-kit';

const SECTIONS = new Set(DEFINITIONS.flatMap((definition) => definition.sections.map((section) => section.id)));

/** {country}/{language}/question-information/step-info/{step}: why a step of the questionnaire is asked. */
export function StepInfo() {
  const intl = useIntl();
  const { step = '' } = useParams();
  if (!SECTIONS.has(step)) return <PageNotFound />;
  return (
    <section className="ui-page" aria-labelledby="ipaf-step-info">
      <header className="ui-page-header">
        <h1 id="ipaf-step-info">{intl.formatMessage({ id: `ipaf.section.${step}` })}</h1>
      </header>
      <p>{intl.formatMessage({ id: `ipaf.stepInfo.${step}` })}</p>
      <Link to="/ipaf/one-page">{intl.formatMessage({ id: 'ipaf.stepInfo.back' })}</Link>
    </section>
  );
}
