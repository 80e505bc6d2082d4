// The application questionnaire (IPAF, issue 11): start, read, save with per-question merge,
// finish into underwriting, and share with a guest. Access is decided per form (form-access.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { languageOfAcceptLanguage, LIVE_TOPICS } from '@platform/domain';
import type { AppConfig } from '../../config';
import { brokerOfRecordAccount } from '../../lib/auth/account-access';
import { principalOf } from '../../lib/auth/principal';
import { notFound } from '../../lib/errors';
import { AccountHeader, bearer, IdParams, ListOf, Uuid, withErrors } from '../../lib/schemas';
import { formForPrincipal, formForShareToken, type FormRow } from './form-access';
import { prefilledFromOf } from './previous-answers';
import { toForm } from './form-view';
import { listApplicationForms, taxIdTypeOf } from './queries';
import { finishForm } from './finish-form';
import {
  ApplicationForm,
  ApplicationFormSummary,
  FinishApplicationForm,
  FormShare,
  SaveApplicationForm,
  ShareApplicationForm,
  ShareTokenHeader,
  StartApplicationForm,
} from './schemas';
import { saveAnswers, type AnswersChange } from './save-answers';
import { listShares, revokeShare, shareForm, toShare } from './share-links';
import { startForm } from './start-form';

const tags = ['application-forms'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ShareParams = Type.Object({ id: Uuid, shareId: Uuid });
// The schema bounds shapes loosely (a list may mix texts and rows); saveAnswers checks each answer
// against its question's type and refuses a mismatch with ANSWER_INVALID.
const asChange = (body: unknown) => body as AnswersChange;
const languageOf = (request: FastifyRequest, chosen?: 'pt' | 'en' | 'es') =>
  chosen ?? languageOfAcceptLanguage(request.headers['accept-language']);

const routes: FastifyPluginAsyncTypebox<{ config: AppConfig }> = async (app, { config }) => {
  const db = app.database.db;
  /** The whole form as answered, with the account's tax id type and the earlier form it started from. */
  const view = async (row: FormRow) =>
    toForm(row, await taxIdTypeOf(db, row.account_id), await prefilledFromOf(db, row));
  const formOf = (request: FastifyRequest<{ Params: { id: string } }>) =>
    formForPrincipal(db, principalOf(request), request.params.id);
  const brokerOfRecordFirst = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    if (!UUID.test(id)) throw notFound();
    await brokerOfRecordAccount(db, request, id);
  };
  /** Everyone else who can see the form is told it changed. */
  const announce = (form: FormRow) =>
    app.publishLive({
      accountId: form.account_id,
      topic: LIVE_TOPICS.applicationForm,
      id: form.id,
      version: form.version,
    });

  app.get(
    '/application-forms',
    {
      schema: {
        operationId: 'listApplicationForms',
        tags,
        summary: 'Application forms of the current account',
        security: bearer,
        headers: AccountHeader,
        response: withErrors(ListOf(ApplicationFormSummary, 'ApplicationFormList')),
      },
      preValidation: [app.authenticate, app.requireCustomer],
    },
    async (request) => {
      return { items: await listApplicationForms(db, request.accountId!) };
    },
  );

  app.post(
    '/application-forms',
    {
      schema: {
        operationId: 'startApplicationForm',
        tags,
        summary: 'Starts a questionnaire, prefilled from the company profile; 409 FORM_IN_PROGRESS unless `replace`',
        security: bearer,
        headers: AccountHeader,
        body: StartApplicationForm,
        response: withErrors(ApplicationForm),
      },
      preValidation: [app.authenticate, app.requireCustomer],
    },
    async (request) => {
      // Only what the body may choose: a prefill is the API's own (a renewal), never the caller's.
      const { products, replace } = request.body;
      const form = await startForm(db, request.accountId!, principalOf(request).user.id, { products, replace });
      await announce(form);
      return view(form);
    },
  );

  app.post(
    '/broker/companies/:id/application-forms',
    {
      schema: {
        operationId: 'startBrokerCompanyApplicationForm',
        tags,
        summary:
          'The broker of record starts a questionnaire for its customer company (the customer’s own form, which both then fill); 409 FORM_IN_PROGRESS with the open one unless `replace`',
        security: bearer,
        params: IdParams,
        body: StartApplicationForm,
        response: withErrors(ApplicationForm),
      },
      // Another broker's company is not found before its body is read (a 400 would say it exists).
      preValidation: [app.authenticate, app.requireBroker, brokerOfRecordFirst],
    },
    async (request) => {
      const form = await startForm(db, request.params.id, principalOf(request).user.id, request.body);
      await announce(form);
      return view(form);
    },
  );

  app.get(
    '/application-forms/:id',
    {
      schema: {
        operationId: 'getApplicationForm',
        tags,
        summary: 'One questionnaire with its answers and what is still pending',
        security: bearer,
        params: IdParams,
        response: withErrors(ApplicationForm),
      },
      preValidation: [app.authenticate],
    },
    async (request) => view((await formOf(request)).form),
  );

  app.patch(
    '/application-forms/:id',
    {
      schema: {
        operationId: 'saveApplicationForm',
        tags,
        summary: 'Saves changed answers; a stale version is merged per question, 409 only for questions both changed',
        security: bearer,
        params: IdParams,
        body: SaveApplicationForm,
        response: withErrors(ApplicationForm),
      },
      preValidation: [app.authenticate],
    },
    async (request) => {
      const { caller } = await formOf(request);
      const saved = await saveAnswers(db, request.params.id, caller, asChange(request.body));
      await announce(saved);
      return view(saved);
    },
  );

  app.post(
    '/application-forms/:id/finish',
    {
      schema: {
        operationId: 'finishApplicationForm',
        tags,
        summary: 'Finishes the questionnaire and hands it to underwriting; 422 QUESTIONS_PENDING names what is missing',
        security: bearer,
        params: IdParams,
        body: FinishApplicationForm,
        response: withErrors(ApplicationForm),
      },
      preValidation: [app.authenticate],
    },
    async (request) => {
      const { caller } = await formOf(request);
      const finished = await finishForm(db, request.params.id, caller, {
        version: request.body.version,
        language: languageOf(request, request.body.language),
        publicUrl: config.publicUrl,
      });
      await announce(finished);
      return view(finished);
    },
  );

  app.get(
    '/application-forms/:id/shares',
    {
      schema: {
        operationId: 'listFormShares',
        tags,
        summary: 'Links that open this form to guests',
        security: bearer,
        params: IdParams,
        response: withErrors(ListOf(FormShare, 'FormShareList')),
      },
      preValidation: [app.authenticate],
    },
    async (request) => {
      const { form } = await formOf(request);
      return { items: (await listShares(db, form.id)).map(toShare) };
    },
  );

  app.post(
    '/application-forms/:id/shares',
    {
      schema: {
        operationId: 'shareApplicationForm',
        tags,
        summary: 'Mails a guest a link to fill this form without an account',
        security: bearer,
        params: IdParams,
        body: ShareApplicationForm,
        response: withErrors(FormShare),
      },
      preValidation: [app.authenticate],
    },
    async (request) => {
      const { form, caller } = await formOf(request);
      const share = await shareForm(db, form, caller, {
        email: request.body.email,
        language: languageOf(request, request.body.language),
        publicUrl: config.publicUrl,
      });
      return toShare(share);
    },
  );

  app.delete(
    '/application-forms/:id/shares/:shareId',
    {
      schema: {
        operationId: 'revokeFormShare',
        tags,
        summary: 'Revokes a guest link (account administrators and the broker of record)',
        security: bearer,
        params: ShareParams,
        response: withErrors(FormShare),
      },
      preValidation: [app.authenticate],
    },
    async (request) => {
      const { form, caller } = await formOf(request);
      return toShare(await revokeShare(db, form, caller, request.params.shareId));
    },
  );

  app.get(
    '/shared-forms/current',
    {
      schema: {
        operationId: 'getSharedForm',
        tags,
        summary: 'The form a guest link opens; 404 SHARE_LINK_INVALID for an unknown, expired or revoked link',
        headers: ShareTokenHeader,
        response: withErrors(ApplicationForm),
      },
    },
    async (request) => view((await formForShareToken(db, request.headers['x-share-token'])).form),
  );

  app.patch(
    '/shared-forms/current',
    {
      schema: {
        operationId: 'saveSharedForm',
        tags,
        summary: 'A guest saves answers, merged like anyone else’s',
        headers: ShareTokenHeader,
        body: SaveApplicationForm,
        response: withErrors(ApplicationForm),
      },
    },
    async (request) => {
      const { form, caller } = await formForShareToken(db, request.headers['x-share-token']);
      const saved = await saveAnswers(db, form.id, caller, asChange(request.body));
      await announce(saved);
      return view(saved);
    },
  );
};

export default routes;
