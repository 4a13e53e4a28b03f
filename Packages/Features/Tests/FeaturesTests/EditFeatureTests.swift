import Features
import FeaturesTesting
import Foundation
import HTTPClient
import Synchronization
import TestSupport
import Testing

/// A note whose title and text change on the server meanwhile, read by ``EditFeature``.
private struct Memo: Sendable, Hashable, Identifiable {
  var id: Int
  var title: String
  var note: String
}

/// The memos the server holds, which a test changes between reads.
private final class MemoServer: Sendable {
  private let memo = Mutex(Memo(id: 7, title: "Harbour", note: "Boats"))
  private let failing = Mutex(false)

  var current: Memo {
    get { memo.withLock { $0 } }
    set { memo.withLock { $0 = newValue } }
  }

  var failsReads: Bool {
    get { failing.withLock { $0 } }
    set { failing.withLock { $0 = newValue } }
  }

  func read(_ id: Int) throws -> Memo {
    if failsReads { throw NetworkError.timedOut(host: "api") }
    return current
  }
}

@Suite(.timeLimit(.minutes(1)))
struct EditFeatureTests {
  private static func form(_ memo: Memo) -> NoteForm {
    var form = NoteForm()
    form.fields.title = memo.title
    form.fields.note = memo.note
    return form
  }

  private static func feature(_ server: MemoServer) -> EditFeature<Memo, FormFeature<NoteForm>> {
    EditFeature(
      fetch: { try server.read($0) }, form: FormFeature { _ in .request { "saved" } },
      makeForm: form)
  }

  @Test func readingAgainKeepsTheFieldsThePersonChangedAndTakesTheOthersNewValues() async {
    let server = MemoServer()
    let store = TestStore(initialState: .init(id: 7), reducer: Self.feature(server))
    let harbour = Self.form(server.current)

    await store.send(.load)
    await store.receive(.itemResponse(.success(server.current))) {
      $0.form = .loaded(harbour)
      $0.asLoaded = harbour
    }
    await store.send(.form(.setField(.title, "Harbour at dawn"))) {
      $0.form = .loaded(Self.form(Memo(id: 7, title: "Harbour at dawn", note: "Boats")))
    }
    // Someone else changes both fields; the save is refused as a version conflict.
    server.current = Memo(id: 7, title: "Port", note: "Ships and boats")
    let changed = Self.form(server.current)

    await store.send(.reloadKeepingEdits)
    await store.receive(.reloadResponse(.success(server.current))) {
      $0.form = .loaded(Self.form(Memo(id: 7, title: "Harbour at dawn", note: "Ships and boats")))
      $0.asLoaded = changed
    }
    await store.finish()
  }

  @Test func aFailedReadKeepsTheFormAndSaysWhy() async {
    let server = MemoServer()
    let harbour = Self.form(server.current)
    var initial = EditFeature<Memo, FormFeature<NoteForm>>.State(id: 7, form: .loaded(harbour))
    initial.form = .loaded(Self.form(Memo(id: 7, title: "Edited", note: "Boats")))
    let store = TestStore(initialState: initial, reducer: Self.feature(server))
    server.failsReads = true
    let failure = LoadFailure(NetworkError.timedOut(host: "api"))

    await store.send(.reloadKeepingEdits)
    await store.receive(.reloadResponse(.failure(failure))) {
      var form = Self.form(Memo(id: 7, title: "Edited", note: "Boats"))
      form.status = .failed(failure)
      $0.form = .loaded(form)
    }
    await store.finish()
  }

  @Test func readingAgainBeforeTheFirstReadDoesNothing() async {
    let store = TestStore(initialState: .init(id: 7), reducer: Self.feature(MemoServer()))

    await store.send(.reloadKeepingEdits)
    await store.finish()
  }

  // MARK: Versions

  private static let memoURL =
    URL(string: "http://127.0.0.1:9/memos/7") ?? URL(fileURLWithPath: "/")

  @Test func theVersionReadIsKeptAndTheFormsSaveCarriesIt() async throws {
    let server = MemoServer()
    let version = try #require(RecordVersion(url: Self.memoURL, tag: EntityTag(#""v3""#)))
    let authorVersion = try #require(
      RecordVersion(url: URL(string: "http://127.0.0.1:9/users/1"), tag: EntityTag(#""u1""#)))
    let sentWith = Mutex<RecordVersion?>(nil)
    let feature = EditFeature<Memo, FormFeature<NoteForm>>(
      fetch: { id in
        // As a client that reads heads tells it: the memo's own read, then its author's.
        RecordVersion.readObserver?(Self.memoURL, version)
        RecordVersion.readObserver?(authorVersion.url, authorVersion)
        return try server.read(id)
      },
      form: FormFeature { form in
        .request {
          sentWith.withLock { $0 = RecordVersion.current }
          return "saved \(form.fields.title)"
        }
      },
      makeForm: Self.form)
    let store = TestStore(initialState: .init(id: 7), reducer: feature)
    let harbour = Self.form(server.current)

    await store.send(.load)
    await store.receive(.versionRead(version)) { $0.version = version }
    await store.receive(.itemResponse(.success(server.current))) {
      $0.form = .loaded(harbour)
      $0.asLoaded = harbour
    }
    await store.send(.form(.submit)) { $0.form = .loaded(Self.submitting(harbour)) }
    await store.receive(.form(.saveResponse(.success("saved Harbour")))) {
      var saved = harbour
      saved.status = .saved("saved Harbour")
      $0.form = .loaded(saved)
    }
    await store.finish()

    check(sentWith.withLock { $0 } == version, "the memo's version, not its author's")
  }

  @Test func withoutAVersionTheSaveCarriesNone() async {
    let server = MemoServer()
    let sentWith = Mutex<RecordVersion??>(nil)
    let feature = EditFeature<Memo, FormFeature<NoteForm>>(
      fetch: { id in
        RecordVersion.readObserver?(Self.memoURL, nil)
        return try server.read(id)
      },
      form: FormFeature { _ in
        .request {
          sentWith.withLock { $0 = .some(RecordVersion.current) }
          return "saved"
        }
      },
      makeForm: Self.form)
    let store = TestStore(initialState: .init(id: 7), reducer: feature)
    let harbour = Self.form(server.current)

    await store.send(.load)
    await store.receive(.itemResponse(.success(server.current))) {
      $0.form = .loaded(harbour)
      $0.asLoaded = harbour
    }
    await store.send(.form(.submit)) { $0.form = .loaded(Self.submitting(harbour)) }
    await store.receive(.form(.saveResponse(.success("saved")))) {
      var saved = harbour
      saved.status = .saved("saved")
      $0.form = .loaded(saved)
    }
    await store.finish()

    checkEqual(sentWith.withLock { $0 }, .some(nil))
  }

  private static func submitting(_ form: NoteForm) -> NoteForm {
    var form = form
    form.status = .submitting
    return form
  }
}
