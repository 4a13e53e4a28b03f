/// A value that is being loaded, has been loaded, or could not be loaded.
///
/// A screen's state holds one per remote resource, so it can show a spinner, the content or the
/// failure without extra flags that could contradict each other.
public enum Loadable<Value> {
  case loading
  case loaded(Value)
  case failed(LoadFailure)

  /// The loaded value, or `nil` while loading or after a failure.
  public var value: Value? {
    guard case .loaded(let value) = self else { return nil }
    return value
  }

  /// The failure, or `nil` while loading or once loaded.
  public var failure: LoadFailure? {
    guard case .failed(let failure) = self else { return nil }
    return failure
  }

  public var isLoading: Bool {
    guard case .loading = self else { return false }
    return true
  }
}

extension Loadable {
  /// The loaded value changed by `transform`; loading and failures as they are.
  public func map<NewValue>(_ transform: (Value) -> NewValue) -> Loadable<NewValue> {
    switch self {
    case .loading: .loading
    case .loaded(let value): .loaded(transform(value))
    case .failed(let failure): .failed(failure)
    }
  }
}

extension Loadable: Equatable where Value: Equatable {}

extension Loadable: Hashable where Value: Hashable {}

extension Loadable: Sendable where Value: Sendable {}
