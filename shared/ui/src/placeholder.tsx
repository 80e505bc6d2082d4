/** Props of {@link Placeholder}. */
export interface PlaceholderProps {
  /** The screen's name, as its heading. */
  title: string;
  /** Why there is nothing yet (for example the `common.placeholder` message). */
  text: string;
}

/** A screen that is not built yet: its title and a short note, never a blank page. */
export function Placeholder({ title, text }: PlaceholderProps) {
  return (
    <section className="ui-page ui-placeholder">
      <h1 className="ui-placeholder__title">{title}</h1>
      <p className="ui-placeholder__text">{text}</p>
    </section>
  );
}
