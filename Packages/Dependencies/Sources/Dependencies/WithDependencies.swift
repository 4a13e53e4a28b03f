/// Runs `operation` with the current dependencies changed by `updateValues`, and restores them
/// afterwards.
///
/// <!-- not compiled: Reminder is the type of the Dependency example -->
/// ```swift
/// let reminder = withDependencies {
///   $0.clock = ImmediateClock()
/// } operation: {
///   Reminder()
/// }
/// ```
@discardableResult
public func withDependencies<R>(
  _ updateValues: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try updateValues(&values)
  return try DependencyValues.$current.withValue(values, operation: operation)
}

/// Runs the asynchronous `operation` with the current dependencies changed by `updateValues`,
/// and restores them afterwards. Child tasks that `operation` starts see the changed values.
@discardableResult
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ updateValues: (inout DependencyValues) throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues.current
  try updateValues(&values)
  return try await DependencyValues.$current.withValue(
    values, operation: operation, isolation: isolation)
}
