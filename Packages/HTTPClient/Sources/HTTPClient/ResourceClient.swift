/// The operations on a described resource, as closures, so that a test or a preview can
/// replace any one: made live from a ``ResourceDescription`` and a session
/// (`ResourceClient.live(_:session:)` in `HTTPClientLive`), or in memory
/// (``inMemory(_:records:matching:creating:updating:validate:)``). The generic features take it
/// directly (`FeedFeature(client:)`, `FormFeature(saving:)`, …).
///
/// Ids are text, as they go in a path (``ResourceDescription/recordID``). Failures are
/// `NetworkError`s: `.notFound` for a missing record, `.rejected` for a refused write,
/// `.versionConflict` for a write to a record changed since it was read.
///
/// ```swift
/// struct Note: Decodable, Identifiable, Sendable, Hashable {
///   var id: Int
///   var title: String
/// }
///
/// var notes = ResourceClient<Note, String>.unimplemented
/// notes.record = { id in Note(id: Int(id) ?? 0, title: "Harbour") }
/// ```
public struct ResourceClient<Record: Sendable, Draft: Sendable>: Sendable {
  /// The page of records a query asks for; its first page, with no paging parameter sent, for
  /// a query without a page.
  public var page: @Sendable (RecordQuery) async throws -> Page<Record>
  /// The record with an id.
  public var record: @Sendable (String) async throws -> Record
  /// Creates a record from a draft, under an idempotency key when the resource takes them.
  public var create: @Sendable (Draft, IdempotencyKey?) async throws -> Record
  /// Changes the record with an id as a draft says, answering the record as changed.
  public var update: @Sendable (String, Draft) async throws -> Record
  /// Deletes the record with an id.
  public var delete: @Sendable (String) async throws -> Void
  /// The id of a record, as ``ResourceDescription/recordID`` reads it.
  public var recordID: @Sendable (Record) -> String?

  /// A client from its operations.
  public init(
    page: @escaping @Sendable (RecordQuery) async throws -> Page<Record>,
    record: @escaping @Sendable (String) async throws -> Record,
    create: @escaping @Sendable (Draft, IdempotencyKey?) async throws -> Record,
    update: @escaping @Sendable (String, Draft) async throws -> Record,
    delete: @escaping @Sendable (String) async throws -> Void,
    recordID: @escaping @Sendable (Record) -> String?
  ) {
    self.page = page
    self.record = record
    self.create = create
    self.update = update
    self.delete = delete
    self.recordID = recordID
  }
}
