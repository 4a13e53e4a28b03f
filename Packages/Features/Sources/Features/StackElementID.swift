/// The identity of one element of a ``StackState``, kept while the element is in the stack.
///
/// A stack gives its ids in increasing order and never gives one twice, even after popping, so
/// an action or an effect for a popped element never reaches an element pushed later.
public struct StackElementID: Hashable, Sendable, Comparable {
  /// The element's place in the order of the stack's pushes, from 0.
  let generation: Int

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.generation < rhs.generation
  }
}
