extension ResourceClient {
  /// A client whose every operation throws an error naming it: the starting point of a test's
  /// own client, which replaces the operations it uses.
  public static var unimplemented: Self {
    Self(
      page: { _ in throw UnimplementedOperation(operation: "page") },
      record: { _ in throw UnimplementedOperation(operation: "record") },
      create: { _, _ in throw UnimplementedOperation(operation: "create") },
      update: { _, _ in throw UnimplementedOperation(operation: "update") },
      delete: { _ in throw UnimplementedOperation(operation: "delete") },
      recordID: { String(idOf: $0) })
  }
}
