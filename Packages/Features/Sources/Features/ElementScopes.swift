/// The cancellation scopes of the elements of a collection in a parent's state, one an element:
/// what `forEach` over an array and over a ``StackState`` share. An element's effects run in its
/// scope, so that its cancellation identifiers are its own, and leaving the collection cancels
/// them.
struct ElementScopes<Root, Elements, ID: Hashable & Sendable>: Sendable {
  let path: WritableKeyPath<Root, Elements> & Sendable

  /// `effect`, started by the element `id`, run in that element's scope.
  func effect<Action>(_ effect: Effect<Action>, of id: ID) -> Effect<Action> {
    let scope = scope(of: id)
    return effect.scoped(to: scope).cancellable(id: scope)
  }

  /// Cancels the effects of the elements `before` held that `after` no longer holds.
  func cancelling<Action>(leftFrom before: [ID], now after: [ID]) -> [Effect<Action>] {
    Set(before).subtracting(after).map { .cancel(id: scope(of: $0)) }
  }

  private func scope(of id: ID) -> CancellationID {
    CancellationID(Element(path: path, id: id))
  }

  private struct Element: Hashable, Sendable {
    let path: WritableKeyPath<Root, Elements> & Sendable
    let id: ID
  }
}
