/// One case of a parent's action that carries a child's action: how to wrap a child's action
/// in it, and how to find the child's action in a parent's.
///
/// The combinators (``Scope``, ``Reducer/ifLet(_:action:then:)``,
/// ``Reducer/forEach(_:action:element:)``) route with it:
///
/// <!-- not compiled: a member of a parent feature's action enum -->
/// ```swift
/// static let notesCase = ActionCase<Self, Notes.Action>(embed: Self.notes) {
///   guard case .notes(let action) = $0 else { return nil }
///   return action
/// }
/// ```
public struct ActionCase<Parent: Sendable, Child: Sendable>: Sendable {
  public let embed: @Sendable (Child) -> Parent
  /// The child's action that a parent's action carries, or `nil` for another case.
  public let extract: @Sendable (Parent) -> Child?

  public init(
    embed: @escaping @Sendable (Child) -> Parent,
    extract: @escaping @Sendable (Parent) -> Child?
  ) {
    self.embed = embed
    self.extract = extract
  }
}
