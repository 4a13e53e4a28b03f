extension ResourceClient {
  /// The record whose id, of any type, is `id`, read by its text (`String(recordID:)`).
  ///
  /// - Throws: `RecordWithoutID` for an id that is `nil`, and what ``record`` throws.
  func record(identifiedBy id: Any) async throws -> Record {
    guard let text = String(recordID: id) else { throw RecordWithoutID() }
    return try await record(text)
  }
}
