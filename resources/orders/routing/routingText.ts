import type { TranslateFunction as Translate } from 'react-admin';
import type { CriterionChange, RoutingExplanation } from '../../../domain/routingExplanation';
import type { CriterionCheck } from '../../../domain/routing';
import { shippingTypeText } from '../../../src/i18n/valueTextKeys';

/** Words for the structured explanation the server sends (app.order_routing.*). */
const T = 'app.order_routing';

/** A shipping type in the reader's language (stored in English). */
const shippingTypeWords = (value: string, translate: Translate) =>
  translate(shippingTypeText(value), { _: value });

/** A measure with its unit, without floating-point noise: 34.2 kg, 1.3 m. */
export const measure = (value: number, unit: 'kg' | 'm') => `${Math.round(value * 1000) / 1000} ${unit}`;

export function checkText(check: CriterionCheck, translate: Translate): string {
  const outcome = check.passed ? 'passed' : 'failed';
  if (check.criterion === 'activated') return translate(`${T}.check.activated_${outcome}`);
  if (check.criterion === 'shippingType')
    return translate(`${T}.check.shipping_${outcome}`, {
      shippingType: shippingTypeWords(check.shippingType, translate),
      destination: check.destinationCountry ?? translate(`${T}.check.no_destination`),
      implies: shippingTypeWords(check.implies, translate),
    });
  return translate(`${T}.check.${check.bound}_${outcome}`, {
    criterion: translate(`${T}.criterion.${check.criterion}`),
    limit: measure(check.limit, check.unit),
    value: measure(check.value, check.unit),
  });
}

export function changeText(change: CriterionChange, translate: Translate): string {
  if (change.criterion === 'shippingType')
    return translate(`${T}.change.shipping`, {
      to: shippingTypeWords(change.to, translate),
      implies: shippingTypeWords(change.implies, translate),
    });
  return translate(`${T}.change.${change.bound}`, {
    criterion: translate(`${T}.criterion.${change.criterion}`),
    to: measure(change.to, change.unit),
  });
}

export const warehouseName = (explanation: RoutingExplanation, id: string) =>
  explanation.warehouses.find((w) => w.id === id)?.name ?? id;

export function outcomeText(explanation: RoutingExplanation, translate: Translate): string {
  const { result, inputs } = explanation;
  if (result.kind === 'assigned')
    return translate(`${T}.outcome.assigned`, { warehouse: warehouseName(explanation, result.warehouseId) });
  return translate(`${T}.outcome.${result.reason}`, {
    skus: inputs.unknownSkus.join(', '),
    smart_count: result.candidates.length,
  });
}

/** "Hamburg North fits if its max weight were at least 34.2 kg.", one per activated warehouse. */
export function changeSentences(explanation: RoutingExplanation, translate: Translate): string[] {
  return explanation.warehouses
    .filter((w) => w.smallestChange?.length)
    .map((w) =>
      translate(`${T}.change.sentence`, {
        warehouse: w.name ?? w.id,
        changes: w.smallestChange!.map((c) => changeText(c, translate)).join(translate(`${T}.change.and`)),
      }),
    );
}

/** The Warehouse cell's hover: the outcome, what failed where, and the smallest changes. */
export function routingSummary(explanation: RoutingExplanation, translate: Translate): string[] {
  const failed = explanation.warehouses
    .filter((w) => !w.fits && w.activated)
    .map(
      (w) =>
        `${w.name ?? w.id}: ${w.checks
          .filter((c) => !c.passed)
          .map((c) => checkText(c, translate))
          .join('; ')}`,
    );
  const changes = changeSentences(explanation, translate);
  return [outcomeText(explanation, translate), ...failed, ...changes];
}
