import Features
import Synchronization

/// The names of the records lists link to, as ``RecordLinkNames`` read them, kept for a whole
/// run of the browser: every page of every list (tabs and relations alike) shares them, so that
/// a linked resource's first page, and each record of it read on its own, is asked for once,
/// however many pages name it.
///
/// A read under way is shared: two pages that need user 3 at once wait for one request. A read
/// that failed, or found no record, is kept too, and not asked again. What a read answered from
/// the store without asking the server (`ReadFreshness.storedIfAvailable`, `storedOnly`) serves
/// reads as sure of their data only: the first read that asks the server (the check of a list
/// shown from the store) reads it again, once. ``renew(_:)`` forgets what was read: `r` asks
/// for the names again, once for all its pages.
public final class LinkNameCache: Sendable {
  /// What one read asks for: a linked resource's first page (`id` `nil`), or one of its records.
  struct Key: Hashable, Sendable {
    var resource: BrowsedResource
    var id: String?
  }

  /// What a read found, and how sure of it later reads may be.
  struct Answer: Sendable {
    /// The names found, by the id of their record; none for a read that failed.
    var names: [String: String]
    var failed: Bool
    /// How fresh the read was asked to be.
    var freshness: ReadFreshness
    /// Whether every answer came from the store, and none from the server.
    var isStored: Bool

    /// Whether the server was asked, or the client chose not to when asked to
    /// (`ReadFreshness.revalidated` under `--offline`).
    var askedServer: Bool {
      freshness == .revalidated || (freshness != .storedOnly && !isStored)
    }

    /// Whether a read as fresh as `asked` may take this answer in place of its own.
    func serves(_ asked: ReadFreshness) -> Bool {
      switch asked {
      case .storedOnly: true
      case .storedIfAvailable: !failed || askedServer
      case .standard: askedServer || freshness == .standard
      case .revalidated: askedServer
      }
    }
  }

  /// A read kept, or under way.
  struct Entry {
    var read: Task<Answer, Never>
    /// Tells this read from the one that replaces it.
    var number: Int
  }

  private let entries = Mutex<(reads: [Key: Entry], next: Int)>(([:], 0))

  public init() {}

  /// Forgets every read of `resources`, so that the next asks again; reads under way still
  /// answer those that wait for them.
  public func renew(_ resources: some Sequence<BrowsedResource>) {
    let renewed = Set(resources)
    entries.withLock { $0.reads = $0.reads.filter { !renewed.contains($0.key.resource) } }
  }

  /// Whether `key` was read, or is being read.
  func holds(_ key: Key) -> Bool {
    entries.withLock { $0.reads[key] != nil }
  }

  /// The names `read` finds for `key`, read at most once: a read kept or under way answers in
  /// its place, unless it is less sure than the current task's `ReadFreshness` asks, when it is
  /// read again once, in its place.
  func names(
    of key: Key, read: @escaping @Sendable () async throws -> [String: String]
  ) async -> [String: String] {
    let freshness = ReadFreshness.current
    let (kept, isOwn) = entry(for: key, replacing: nil, freshness, read)
    let answer = await kept.read.value
    if isOwn || answer.serves(freshness) { return answer.names }
    return await entry(for: key, replacing: kept.number, freshness, read).entry.read.value.names
  }

  /// The read of `key` kept (unless it is the one numbered `replaced`), else a new one of
  /// `read` as fresh as `freshness`, kept; and whether it is new.
  func entry(
    for key: Key, replacing replaced: Int?, _ freshness: ReadFreshness,
    _ read: @escaping @Sendable () async throws -> [String: String]
  ) -> (entry: Entry, isNew: Bool) {
    entries.withLock { entries in
      if let kept = entries.reads[key], kept.number != replaced { return (kept, false) }
      let entry = Entry(read: Task { await Self.answer(read, freshness) }, number: entries.next)
      entries.next &+= 1
      entries.reads[key] = entry
      return (entry, true)
    }
  }

  /// What `read` finds as fresh as `freshness`, telling where its answers came from to the
  /// `ReadSourceObserver` of the task that asked first too (its list's age and offline mark).
  private static func answer(
    _ read: @Sendable () async throws -> [String: String], _ freshness: ReadFreshness
  ) async -> Answer {
    let sources = Mutex<(stored: Bool, server: Bool)>((false, false))
    let outer = ReadSourceObserver.current
    let observer = ReadSourceObserver { source in
      sources.withLock {
        if case .stored = source { $0.stored = true } else { $0.server = true }
      }
      outer?(source)
    }
    let names = try? await ReadFreshness.$current.withValue(freshness) {
      try await ReadSourceObserver.$current.withValue(observer) { try await read() }
    }
    let seen = sources.withLock { $0 }
    return Answer(
      names: names ?? [:], failed: names == nil, freshness: freshness,
      isStored: seen.stored && !seen.server)
  }
}
