import { Route, Routes, useSearchParams } from 'react-router';
import type { ComponentType } from 'react';
import { lazyScreen as lazyScreenOnly, PageNotFound } from '@platform/remote-kit';

// Each screen's code is fetched when its route is first opened: the questionnaire's first visit
// carries the questionnaire, not the review, the list, the explanations or the prospect's form.
// The texts of the questions and of the questionnaire's screens come with the first screen that
// shows them: the list of questionnaires (ipaf/prev) needs the remote's own texts only.
const loadScreenMessages = () => import('./screen-messages').then((m) => m.screenMessages);
const lazyScreen = <M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) =>
  lazyScreenOnly(load, pick, loadScreenMessages);
const OnePage = lazyScreen(
  () => import('./features/one-page/one-page'),
  (m) => m.OnePage,
);
const PreviousForms = lazyScreenOnly(
  () => import('./features/previous-forms/previous-forms'),
  (m) => m.PreviousForms,
);
const ReviewAnswers = lazyScreen(
  () => import('./features/review/review'),
  (m) => m.ReviewAnswers,
);
const QuestionnaireSuccess = lazyScreen(
  () => import('./features/success/success'),
  (m) => m.QuestionnaireSuccess,
);
const SharedForm = lazyScreen(
  () => import('./features/shared-form/shared-form'),
  (m) => m.SharedForm,
);
const SharedFormNotFound = lazyScreen(
  () => import('./features/shared-form/shared-form'),
  (m) => m.SharedFormNotFound,
);
const PublicForm = lazyScreen(
  () => import('./features/public-form/public-form'),
  (m) => m.PublicForm,
);
const PublicFormSuccess = lazyScreen(
  () => import('./features/public-form/public-form'),
  (m) => m.PublicFormSuccess,
);
const QuestionnaireRejected = lazyScreen(
  () => import('./features/rejected/rejected'),
  (m) => m.QuestionnaireRejected,
);
const StepInfo = lazyScreen(
  () => import('./features/step-info/step-info'),
  (m) => m.StepInfo,
);
const FormsDemo = lazyScreen(
  () => import('./features/forms-demo/forms-demo'),
  (m) => m.FormsDemo,
);

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
