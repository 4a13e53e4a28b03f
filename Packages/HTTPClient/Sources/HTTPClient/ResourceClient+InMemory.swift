import Foundation

extension ResourceClient {
  /// A client that keeps `records` in memory and answers as a server of `description` would,
  /// for a team's feature tests and previews: pages of the requested size, continued as the
  /// description's paging continues them (numbers, offsets, cursors or links), with their total
  /// when the paging reads one, and every record for a query without a page; a search and
  /// filters answered by `matching` (every record for neither), in the order given, whatever
  /// the query's sort; creates numbered on from the records given (the first of a client given five, or
  /// of one whose largest numeric id is 5, is 6) for `creating` to make the record (an id
  /// already taken is refused), a create sent again with its idempotency key, when the
  /// resource takes keys, answered with the record it made; updates
  /// made by `updating` (a client given no `creating` or `updating`, as for a resource that is
  /// only read, refuses them); `NetworkError.notFound` for a missing record, `.rejected` with what
  /// `validate` finds in a draft. When the description ``ResourceDescription/keepsVersions``,
  /// each record has a version, told to `RecordVersion.readObserver` on each read and update,
  /// and a write under an older `RecordVersion.current` is refused with `.versionConflict`.
  ///
  /// ```swift
  /// struct Note: Decodable, Identifiable, Sendable, Hashable {
  ///   var id: Int
  ///   var title: String
  /// }
  ///
  /// let notes = ResourceDescription<Note, String>(path: ["notes"], singular: "note") {
  ///   RequestBody(data: Data($0.utf8), contentType: "text/plain")
  /// }
  /// let client = ResourceClient.inMemory(
  ///   notes, records: [Note(id: 1, title: "Harbour")],
  ///   matching: { note, query in note.title.contains(query.text) },
  ///   creating: { title, number in Note(id: number, title: title) },
  ///   updating: { note, title in Note(id: note.id, title: title) })
  /// ```
  public static func inMemory(
    _ description: ResourceDescription<Record, Draft>, records: [Record],
    matching: @escaping @Sendable (Record, RecordQuery) -> Bool,
    creating: (@Sendable (Draft, Int) -> Record)? = nil,
    updating: (@Sendable (Record, Draft) -> Record)? = nil,
    validate: @escaping @Sendable (Draft) -> FieldErrors? = { _ in nil }
  ) -> Self {
    let recordID = description.recordID
    let store = InMemoryRecords(records, recordID: recordID)
    let place = InMemoryPlace(description: description)
    return Self(
      page: { query in
        try store.state.withLock { records in
          let found =
            query.text.isEmpty && query.filters.isEmpty
            ? records.entries.map(\.record)
            : records.entries.map(\.record).filter { matching($0, query) }
          guard let request = query.page else {
            return Page(items: found, totalCount: found.count)
          }
          return try place.page(of: found, request)
        }
      },
      record: { id in
        let (record, version) = try store.state.withLock { records in
          guard let index = records.index(of: id) else { throw place.missing(id) }
          return (records.entries[index].record, records.entries[index].version)
        }
        place.tellRead(id, version: version)
        return record
      },
      create: { draft, key in
        guard let creating else { throw UnimplementedOperation(operation: "create") }
        if let errors = validate(draft) { throw place.rejected(errors) }
        let key = description.idempotencyKeys ? key : nil
        return try store.state.withLock { records in
          if let key, let made = records.createdByKey[key] { return made }
          let (number, overflow) = records.created.addingReportingOverflow(1)
          guard !overflow else { throw place.refusedCreate("no number is left for a new record") }
          records.created = number
          let record = creating(draft, number)
          let id = recordID(record) ?? String(number)
          guard records.index(of: id) == nil else {
            throw place.refusedCreate("the record made has the id of another: \(id)")
          }
          records.entries.append(.init(id: id, record: record, version: 1))
          if let key { records.createdByKey[key] = record }
          return record
        }
      },
      update: { id, draft in
        guard let updating else { throw UnimplementedOperation(operation: "update") }
        let (record, version) = try store.state.withLock { records in
          guard let index = records.index(of: id) else { throw place.missing(id) }
          try place.checkVersion(of: id, records.entries[index].version)
          if let errors = validate(draft) { throw place.rejected(errors) }
          records.entries[index].record = updating(records.entries[index].record, draft)
          records.entries[index].version &+= 1
          return (records.entries[index].record, records.entries[index].version)
        }
        place.tellRead(id, version: version)
        return record
      },
      delete: { id in
        try store.state.withLock { records in
          guard let index = records.index(of: id) else { throw place.missing(id) }
          try place.checkVersion(of: id, records.entries[index].version)
          records.entries.remove(at: index)
        }
      },
      recordID: recordID)
  }
}
