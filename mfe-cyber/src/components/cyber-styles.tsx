import css from './cyber.css?raw';

/**
 * mfe-cyber's stylesheet, hoisted into the document's head once by React (however many screens
 * render it): a remote's CSS travels with its code, and inline styles stay out of the components.
 */
export function CyberStyles() {
  return (
    <style href="mfe-cyber" precedence="mfe-cyber">
      {css}
    </style>
  );
}
