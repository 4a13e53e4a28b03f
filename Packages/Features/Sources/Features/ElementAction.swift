/// An action for one child of a collection, with the identity of the child it is for.
///
/// The parent's action case that ``Reducer/forEach(_:action:element:)`` routes carries it:
/// `case row(ElementAction<Row.State.ID, Row.Action>)`.
public struct ElementAction<ID: Hashable & Sendable, Action: Sendable>: Sendable {
  public var id: ID
  public var action: Action

  public init(id: ID, action: Action) {
    self.id = id
    self.action = action
  }
}

extension ElementAction: Equatable where Action: Equatable {}

extension ElementAction: Hashable where Action: Hashable {}
