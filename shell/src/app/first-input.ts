// A person's first press or key: the page answers input by then.
const INPUTS = ['pointerdown', 'keydown'] as const;

/** Runs `run` once, at the person's first press or key on the page. Returns the remover. */
export function onFirstInput(run: () => void, target: EventTarget = window): () => void {
  const remove = () => INPUTS.forEach((type) => target.removeEventListener(type, start, true));
  const start = () => {
    remove();
    run();
  };
  INPUTS.forEach((type) => target.addEventListener(type, start, true));
  return remove;
}
