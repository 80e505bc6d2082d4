import { useIntl } from 'react-intl';
import { PRODUCTS, type Product } from '@platform/domain';

/** "Which insurance do you want quoted?": the products a questionnaire is started for. */
export function ProductChoice({ value, onChange }: { value: Product[]; onChange(products: Product[]): void }) {
  const intl = useIntl();
  return (
    <fieldset className="ui-choice ui-field">
      <legend className="ui-field__label">{intl.formatMessage({ id: 'ipaf.welcome.products' })}</legend>
      {PRODUCTS.map((product) => (
        <label key={product} className="ui-choice__option">
          <input
            type="checkbox"
            checked={value.includes(product)}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, product] : value.filter((chosen) => chosen !== product))
            }
          />
          {intl.formatMessage({ id: `product.${product}` })}
        </label>
      ))}
    </fieldset>
  );
}
