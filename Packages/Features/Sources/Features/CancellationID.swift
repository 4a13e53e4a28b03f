/// A type-erased, sendable identifier under which effects can be cancelled.
///
/// Identifiers of different types are never equal, so two features' `CancelID.load` do not clash.
struct CancellationID: Hashable, Sendable {
  private let base: any Hashable & Sendable

  init(_ base: some Hashable & Sendable) {
    self.base = base
  }

  /// This identifier within `scope`: equal only to the same identifier within the same scope.
  func scoped(to scope: CancellationID) -> CancellationID {
    CancellationID(Scoped(scope: scope, id: self))
  }

  /// An identifier within a scope, such as a child feature's place in its parent.
  private struct Scoped: Hashable, Sendable {
    let scope: CancellationID
    let id: CancellationID
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.base.isEqual(to: rhs.base)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    hasher.combine(base)
  }
}

extension Hashable {
  fileprivate func isEqual(to other: any Hashable) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
