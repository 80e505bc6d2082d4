import { Route, Routes, useSearchParams } from 'react-router';
import { PageNotFound } from '@platform/remote-kit';
import { FormsDemo } from './features/forms-demo/forms-demo';
import { OnePage } from './features/one-page/one-page';
import { PublicForm, PublicFormSuccess } from './features/public-form/public-form';
import { QuestionnaireRejected } from './features/rejected/rejected';
import { StepInfo } from './features/step-info/step-info';
import { PreviousForms } from './features/previous-forms/previous-forms';
import { ReviewAnswers } from './features/review/review';
import { SharedForm, SharedFormNotFound } from './features/shared-form/shared-form';
import { QuestionnaireSuccess } from './features/success/success';

/** The routes mfe-ipaf owns (spec section 2: ipaf/*, public-ipaf/*, shared-ipaf/* and the questionnaire pages under a country and language). */
export function IpafRoutes() {
  return (
    <Routes>
      <Route path="/ipaf/prev" element={<Prev />} />
      <Route path="/ipaf/one-page" element={<OnePage />} />
      <Route path="/ipaf/success" element={<QuestionnaireSuccess />} />
      <Route path="/:country/:language/ipaf-ending" element={<QuestionnaireSuccess />} />
      <Route path="/shared-ipaf/index" element={<SharedForm />} />
      <Route path="/public-ipaf/one-page" element={<PublicForm />} />
      <Route path="/public-ipaf/success" element={<PublicFormSuccess />} />
      <Route path="/:country/:language/ipaf-rejected" element={<QuestionnaireRejected />} />
      <Route path="/:country/:language/question-information/step-info/:step" element={<StepInfo />} />
      <Route path="/:country/:language/forms-demo" element={<FormsDemo />} />
      <Route path="/shared-ipaf/ipaf-not-found" element={<SharedFormNotFound />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}

/** ipaf/prev: the review of one form's answers (`user_form_id`), else the customer's questionnaires. */
function Prev() {
  const id = useSearchParams()[0].get('user_form_id');
  return id ? <ReviewAnswers key={id} id={id} /> : <PreviousForms />;
}
