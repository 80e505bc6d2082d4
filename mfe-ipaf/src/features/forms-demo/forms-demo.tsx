import { useIntl } from 'react-intl';
import { DEFINITIONS } from '@platform/domain';
import { NO_PROBLEMS, QuestionField } from '../../components/questionnaire/question-field';

const ignore = () => {};

/**
 * {country}/{language}/forms-demo: every part of the questionnaire, read only, for sales to show
 * what a customer will be asked. A disabled fieldset makes every control inert without special cases.
 */
export function FormsDemo() {
  const intl = useIntl();
  return (
    <section className="ui-page" aria-labelledby="ipaf-forms-demo">
      <header className="ui-page-header">
        <h1 id="ipaf-forms-demo">{intl.formatMessage({ id: 'screen.ipaf.formsDemo' })}</h1>
      </header>
      <fieldset disabled className="ipaf-demo">
        {DEFINITIONS.flatMap((definition) =>
          definition.sections.map((section) => (
            <fieldset key={section.id} className="ui-fieldset">
              <legend>{intl.formatMessage({ id: `ipaf.section.${section.id}` })}</legend>
              {section.questions.map((question) => (
                <QuestionField
                  key={question.id}
                  question={question}
                  value={undefined}
                  onAnswer={ignore}
                  problems={NO_PROBLEMS}
                />
              ))}
            </fieldset>
          )),
        )}
      </fieldset>
    </section>
  );
}
