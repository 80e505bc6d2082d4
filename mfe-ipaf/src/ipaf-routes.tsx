import { Route, Routes } from 'react-router';
import { PageNotFound, ScreenPlaceholder } from '@platform/remote-kit';
import { PreviousForms } from './features/previous-forms/previous-forms';

/** Screens not built yet, by path: each shows a clear placeholder with its name. */
const PLACEHOLDERS: [string, string][] = [
  ['/ipaf/one-page', 'onePage'],
  ['/ipaf/success', 'success'],
  ['/public-ipaf/one-page', 'publicOnePage'],
  ['/public-ipaf/success', 'publicSuccess'],
  ['/shared-ipaf/index', 'shared'],
  ['/shared-ipaf/ipaf-not-found', 'sharedNotFound'],
  ['/:country/:language/ipaf-ending', 'ending'],
  ['/:country/:language/question-information/step-info/:step', 'stepInfo'],
  ['/:country/:language/forms-demo', 'formsDemo'],
  ['/:country/:language/ipaf-rejected', 'rejected'],
];

/** The routes mfe-ipaf owns (spec section 2: ipaf/*, public-ipaf/*, shared-ipaf/* and the questionnaire pages under a country and language). */
export function IpafRoutes() {
  return (
    <Routes>
      <Route path="/ipaf/prev" element={<PreviousForms />} />
      {PLACEHOLDERS.map(([path, screen]) => (
        <Route key={path} path={path} element={<ScreenPlaceholder screen={`ipaf.${screen}`} />} />
      ))}
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
