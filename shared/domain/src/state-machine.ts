/**
 * A state machine as a table: state -> event -> { next state, who may cause it }. The API refuses
 * what the table does not allow (TRANSITION_NOT_ALLOWED); the UI offers only the events it allows.
 */
export type TransitionTable<State extends string, Event extends string, Actor extends string> = Partial<
  Record<State, Partial<Record<Event, { to: State; by: Actor }>>>
>;

/** The next state, or null when `event` is not allowed from `state` for `actor`. */
export function nextState<State extends string, Event extends string, Actor extends string>(
  table: TransitionTable<State, Event, Actor>,
  state: State,
  event: Event,
  actor: Actor,
): State | null {
  const transition = table[state]?.[event];
  return transition && transition.by === actor ? transition.to : null;
}

/** The events `actor` may cause from `state`. */
export function eventsFor<State extends string, Event extends string, Actor extends string>(
  table: TransitionTable<State, Event, Actor>,
  state: State,
  actor: Actor,
): Event[] {
  return Object.entries(table[state] ?? {})
    .filter(([, transition]) => (transition as { by: Actor }).by === actor)
    .map(([event]) => event as Event);
}
