// Grid columns for cards that hold a DescriptionList: ui-grid's 16rem tracks leave a term and its
// description too little room side by side, so these cards get 20rem at least (one a row on a phone).
// `fill` keeps a lone card at that width (a list of offers); `fit` lets two or three options share the row.
export const CARD_COLUMNS = {
  fill: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))' },
  fit: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))' },
} as const;
