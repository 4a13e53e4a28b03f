extension DependencyValues {
  /// Makes the UUIDs of new things, such as the idempotency key of a submission.
  ///
  /// Live: ``UUIDGenerator/random``. Test: a generator counting up from
  /// `00000000-0000-0000-0000-000000000001` (``UUIDGenerator/incrementing()``), new for each
  /// read of the dependency, so that a test sees the same UUIDs on every run.
  public var uuid: UUIDGenerator {
    get { self[UUIDKey.self] }
    set { self[UUIDKey.self] = newValue }
  }
}

private enum UUIDKey: DependencyKey {
  static var liveValue: UUIDGenerator { .random }
  static var testValue: UUIDGenerator { .incrementing() }
}
