/// A feature's logic: how an action changes the state, and what work follows.
///
/// `reduce` is pure and synchronous: it mutates `state` and describes side effects as an
/// ``Effect`` instead of performing them. A runtime such as ``Store`` runs the effect and feeds
/// the actions it sends back into `reduce`. Reducers know nothing of how the state is shown, so
/// any front end can drive them.
public protocol Reducer<State, Action>: Sendable {
  associatedtype State: Sendable
  /// What can happen to the feature: user intents and results of effects.
  associatedtype Action: Sendable

  func reduce(into state: inout State, action: Action) -> Effect<Action>
}
