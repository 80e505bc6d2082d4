/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The person's name: the picture's text alternative, and the initials without a photo. */
  name: string;
  photoUrl?: string | null;
}

/** The first letters of the first and the last word of a name ("Juliana Prado" -> "JP"). */
export const initialsOf = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => word[0]!.toLocaleUpperCase()).join('');
};

/** A person's photo, or their initials when there is none (a KAM, a colleague). */
export function Avatar({ name, photoUrl }: AvatarProps) {
  if (photoUrl) return <img className="ui-avatar" src={photoUrl} alt={name} />;
  return (
    <span className="ui-avatar ui-avatar--initials" role="img" aria-label={name}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
