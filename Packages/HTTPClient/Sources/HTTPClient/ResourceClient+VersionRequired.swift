import Foundation

extension ResourceClient {
  /// This client, its updates and deletes sent once more, for the version the record has just
  /// before, when a server that writes a record only for a version it is sent refuses one sent
  /// without (`NetworkError.versionRequired(resource:request:)`, `428`; no
  /// `RecordVersion.current`). The version is the strong `ETag` of the record read with
  /// ``record``, as a live client's session tells it (`RecordVersion.readObserver`); without
  /// one, the refusal stands. The write then changes the record as it is at that read, as it
  /// would on a server that keeps no versions, and a change made between the read and the
  /// write is still refused (`412`).
  ///
  /// ```swift
  /// var notes = ResourceClient<String, String>.unimplemented
  /// notes.delete = { _ in }
  /// let deleting = notes.sendingTheVersionWhenRequired()
  /// try await deleting.delete("7")
  /// ```
  public func sendingTheVersionWhenRequired() -> Self {
    var client = self
    let (read, update, delete) = (record, self.update, self.delete)
    client.update = { id, draft in
      try await Self.writing(id, reading: read) { try await update(id, draft) }
    }
    client.delete = { id in
      try await Self.writing(id, reading: read) { try await delete(id) }
    }
    return client
  }

  /// `write`, sent for ``RecordVersion/current`` and once more for the version reading the
  /// record `id` tells, as `VersionRequiredResend` says.
  private static func writing<Value: Sendable>(
    _ id: String, reading read: @Sendable (String) async throws -> Record,
    _ write: @Sendable () async throws -> Value
  ) async throws -> Value {
    try await VersionRequiredResend.writing(
      for: RecordVersion.current,
      { version in try await RecordVersion.$current.withValue(version) { try await write() } },
      current: { try await RecordVersion.firstRead { try await read(id) }.version })
  }
}
