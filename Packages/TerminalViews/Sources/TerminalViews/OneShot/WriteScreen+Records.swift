import Features
import Foundation
import HTTPClientLive
import JSONCoding
import NetworkClient
import TerminalKit

extension WriteScreen {
  /// How a write to records of any shape goes: whether the fields are checked against the
  /// collection's records first, and whether notes (a field given twice) are said.
  public struct RecordWriteOptions: Sendable, Hashable {
    /// Whether the fields are checked against the kinds the collection's records give them,
    /// and a new record's lack of a field every record has noted; `--force` turns it off.
    public var checksFields: Bool
    /// Whether notes are said on standard error, such as a field given twice.
    public var isVerbose: Bool
    /// Whether an upload that goes on for more than a second shows its progress beside the
    /// spinner, on a terminal; `--quiet` turns it off.
    public var showsProgress: Bool

    public init(checksFields: Bool = true, isVerbose: Bool = false, showsProgress: Bool = true) {
      self.checksFields = checksFields
      self.isVerbose = isVerbose
      self.showsProgress = showsProgress
    }

    /// The options the flags of a command ask for: `--force`, `--verbose` and `--quiet`.
    public init(forced: Bool, verbose: Bool, quiet: Bool) {
      self.init(checksFields: !forced, isVerbose: verbose, showsProgress: !quiet)
    }

    /// The meter of a write of `items`: one when they send files and progress is shown.
    func meter(for items: RequestItems) -> TransferMeter? {
      showsProgress && !items.files.isEmpty ? TransferMeter() : nil
    }
  }

  /// Creates a record of `resource` with `items`: on a terminal with no field given, asks for
  /// the fields the collection's records have (those every record has first); otherwise checks
  /// the fields given against the records, sending nothing when one is of another kind, and
  /// noting those every record has that the new one lacks. Prints the server's answer as
  /// `app get` shows a record. `client` is the collection's, answering whole
  /// (`ResourceDescription.answeredWhole`), with the items' query on its writes; `resource`
  /// names it in messages.
  public func createRecord(
    in resource: String, items: RequestItems, options: RecordWriteOptions,
    client: ResourceClient<RecordAnswer, JSONObject>
  ) async -> Screen.Outcome {
    var fields = items.fields
    let asks = items.givesNoField
    let schema: RecordSchema
    var missing: [String] = []
    switch await prepare(
      items, options, resource: resource, client: client, nothingTo: "create in \(resource)")
    {
    case .success(let prepared): (schema, fields) = (prepared.schema, prepared.linking(fields))
    case .failure(let refusal): return refusal.outcome
    }
    let serverSet = Self.serverFields.union(serverSetFields?.fields(of: resource) ?? [])
    if asks {
      let asked = schema.fieldsInEveryRecordFirst.filter { !serverSet.contains($0.name) }
      guard !asked.isEmpty else {
        let why =
          schema.fields.isEmpty
          ? "\(resource) has no records to learn them from"
          : "the server gives every field of the records of \(resource) itself"
        console.reportError("no fields to ask for: \(why); give them as name=text or name:=json")
        return .failure(.usage)
      }
      guard let answers = askRecord(asked, current: [:], creates: true) else { return cancelled }
      fields = answers
    } else if options.checksFields {
      let problems = schema.problems(in: fields)
      guard problems.isEmpty else { return report(problems, in: fields) }
      missing = schema.fieldsMissing(
        from: fields, exempt: serverSet.union(items.files.map(\.name)))
    }
    let result = await load("Saving \(resource)…", meter: options.meter(for: items)) {
      [fields] in try await client.create(fields, nil)
    }
    noteMissingFields(missing, resource, after: result)
    learn(from: fields, result, resource, creates: true)
    let written = outcome(
      of: result, resource: resource, fieldOrder: Self.fieldOrder(fields, schema),
      change: { "\(resource) \($0.map { "\($0) " } ?? "")was created" },
      consequence: { "\(resource) \($0 ?? "") will not be found later" })
    if asks {
      keepAnswers(fields, after: written)
    }
    return written
  }

  /// Changes the record `id` of `resource` with `items`: only the fields given (`PATCH`), or
  /// the whole record when `replacing` (`PUT`). On a terminal with no field given, loads the
  /// record and asks for each of its fields and the collection's, starting from its values, and
  /// sends those changed, with the version read (`If-Match`) when the server tags one. Checks
  /// the fields given as ``createRecord(in:items:options:client:)`` does, noting the fields
  /// every record has that the record lacks only when `replacing`, which `client` sends as a
  /// `PUT`. Fields given to a server that changes only a version it is sent (`428`) are sent
  /// once more for the version the record has just before, when `client` does so
  /// (`ResourceClient.sendingTheVersionWhenRequired()`).
  public func editRecord(
    _ id: String, of resource: String, items: RequestItems, replacing: Bool,
    options: RecordWriteOptions, client: ResourceClient<RecordAnswer, JSONObject>
  ) async -> Screen.Outcome {
    var fields = items.fields
    let asks = items.givesNoField
    let schema: RecordSchema
    var missing: [String] = []
    switch await prepare(
      items, options, resource: resource, client: client,
      nothingTo: "change in \(resource) \(id)")
    {
    case .success(let prepared): (schema, fields) = (prepared.schema, prepared.linking(fields))
    case .failure(let refusal): return refusal.outcome
    }
    // The version the record was read at, when it was read to ask: the change is then made
    // only on that version, not on one changed by someone else while the person typed.
    var version: RecordVersion?
    if asks {
      let current: JSONObject
      switch await load(
        "Loading \(resource) \(id)…",
        {
          try await Self.versionedRecord(id, of: resource, client: client)
        })
      {
      case .success(let read): (current, version) = read
      case .failure(let failure): return report(failure)
      case nil: return .failure(.interrupted)
      }
      let known = RecordSchema(records: [current])
      let asked = (schema.fieldsInEveryRecordFirst + known.fields.filter { schema[$0.name] == nil })
        .filter { !Self.serverFields.contains($0.name) }
      guard let answers = askRecord(asked, current: current, creates: false) else {
        return cancelled
      }
      let changed = JSONObject(answers.filter { current[$0.name] != $0.value })
      guard !changed.isEmpty || replacing else {
        console.writeError("Nothing changed.\n")
        return .text("")
      }
      fields = replacing ? JSONObject(Array(current) + Array(answers)) : changed
    } else if options.checksFields {
      let problems = schema.problems(in: fields)
      guard problems.isEmpty else { return report(problems, in: fields) }
      if replacing {
        let serverSet = serverSetFields?.fields(of: resource) ?? []
        missing = schema.fieldsMissing(
          from: fields,
          exempt: Self.serverFields.union(serverSet).union(items.files.map(\.name)))
      }
    }
    let result = await load("Saving \(resource) \(id)…", meter: options.meter(for: items)) {
      [fields, version] in
      try await RecordVersion.$current.withValue(version) {
        try await client.update(id, fields)
      }
    }
    noteMissingFields(missing, resource, after: result)
    learn(from: fields, result, resource, creates: false)
    let written = outcome(
      of: result, resource: resource, fieldOrder: Self.fieldOrder(fields, schema),
      change: { _ in "\(resource) \(id) was saved" },
      consequence: { _ in "\(resource) \(id) is unchanged there" })
    if asks {
      keepAnswers(fields, after: written)
    }
    return written
  }

  /// Why a write stops before sending anything: the outcome to return.
  private struct Refusal: Error {
    let outcome: Screen.Outcome
  }

  /// What the records read say of the fields a write gives: their kinds, and the JSON:API type
  /// of each to-one relationship, which a field given by its id alone (`author=3`) is sent as
  /// (`ResourceIdentifier.linking(_:types:)`).
  struct RecordSample {
    var schema = RecordSchema()
    var relationships: [String: String] = [:]

    func linking(_ fields: JSONObject) -> JSONObject {
      relationships.isEmpty ? fields : ResourceIdentifier.linking(fields, types: relationships)
    }
  }

  /// What a write does before it asks or checks: says which fields were given twice, refuses
  /// to write `nothingTo` without items off a terminal, and reads the collection's schema when
  /// the fields are asked or checked (none otherwise).
  private func prepare(
    _ items: RequestItems, _ options: RecordWriteOptions, resource: String,
    client: ResourceClient<RecordAnswer, JSONObject>, nothingTo: String
  ) async -> Result<RecordSample, Refusal> {
    noteRepeatedFields(items, options)
    let asks = items.givesNoField
    if asks, !asksForFields {
      let notTerminal = console.inputIsTerminal ? "standard output" : "standard input"
      console.reportError(
        "nothing to \(nothingTo): give the fields as name=text or name:=json "
          + "(\(notTerminal) is not a terminal)")
      return .failure(Refusal(outcome: .failure(.usage)))
    }
    guard asks || options.checksFields else { return .success(RecordSample()) }
    switch await loadSchema(of: resource, client: client) {
    case .success(let sample):
      return .success(sample)
    case .failure(let failure) where asks || Task.isCancelled || failure.networkError == .cancelled:
      let outcome = report(failure)
      if case .failure(let status) = outcome, status != .interrupted {
        console.reportError(
          "the fields of \(resource) could not be learnt to ask for them; give them as "
            + "name=text or name:=json")
      }
      return .failure(Refusal(outcome: outcome))
    case .failure(let failure):
      noteUncheckedFields(of: resource, failure)
      return .success(RecordSample())
    case nil:
      return .failure(Refusal(outcome: .failure(.interrupted)))
    }
  }

  /// On a terminal, says that the fields of a write are sent unchecked, as the records of
  /// `resource` could not be read for `failure`: the check is advice, and the server decides.
  private func noteUncheckedFields(of resource: String, _ failure: LoadFailure) {
    guard console.errorIsTerminal else { return }
    let line =
      "note: the fields are sent unchecked, as the records of \(resource) could not be read: "
      + failure.message
    console.writeError(line.sanitizedForTerminalLine + "\n")
  }

  /// The member a server gives a new record, which a new record need not have.
  static let idField = "id"
  /// The members a server writes and a client never does, neither asked for nor noted as
  /// missing: the id, and HAL's links and embedded records.
  static let serverFields = RecordSchema.hypermediaFields.union([idField])

  /// The schema of `resource`'s records, read from the first page `client` lists (of up to
  /// ``schemaSampleSize`` records, for a client that pages); none for a collection the server
  /// has not got (a `404`), whose writes are then not checked (the server may make the
  /// collection, or refuse); the failure of any other read, such as of a path that answers only
  /// writes (a `405`) or answers no list of records.
  func loadSchema(of resource: String, client: ResourceClient<RecordAnswer, JSONObject>) async
    -> Result<RecordSample, LoadFailure>?
  {
    let result = await load("Loading \(resource)…") {
      try await client.page(RecordQuery(page: PageRequest(size: Self.schemaSampleSize)))
    }
    switch result {
    case .success(let page):
      let records = page.items.compactMap(\.record)
      return .success(
        RecordSample(
          schema: RecordSchema(records: records),
          relationships: ResourceIdentifier.types(in: records)))
    case .failure(let failure):
      switch failure.networkError {
      case .notFound?, .unexpectedStatus(code: 404, _, _, _)?:
        return .success(RecordSample())
      default: return .failure(failure)
      }
    case nil:
      return nil
    }
  }

  /// How many records a write reads to learn the fields of a collection's records.
  static let schemaSampleSize = 100

  /// The record `id` of `resource` with the version it was read at (its strong `ETag`, as the
  /// session tells it), for a write that must find it unchanged.
  static func versionedRecord(
    _ id: String, of resource: String, client: ResourceClient<RecordAnswer, JSONObject>
  ) async throws -> (record: JSONObject, version: RecordVersion?) {
    let (answer, version) = try await RecordVersion.firstRead { try await client.record(id) }
    guard let record = answer.record else {
      throw NetworkError.undecodable(
        resource: resource, codingPath: "", reason: "the answer is not a record")
    }
    return (record, version)
  }

  /// After a write of `fields` typed at the prompts that failed, says how to send them again
  /// without typing them: `app: to try again: app create customers name=Ada age:=36`. Not
  /// after a write that may have been carried out (exit 79), whose message says to check
  /// first, nor after Ctrl-C.
  private func keepAnswers(_ fields: JSONObject, after result: Screen.Outcome) {
    guard !fields.isEmpty, case .failure(let status) = result,
      status != .interrupted, status != .unansweredWrite
    else { return }
    let items = fields.map { RequestItem.field(name: $0.name, value: $0.value).word }
    console.reportError("to try again: \(commandLine(items.map { (option: "", value: $0) }))")
  }

  /// Learns which fields the server gives `resource`'s records itself from the answer to a
  /// write of `fields` (``ServerSetFields/learn(sent:answer:of:creates:)``), when it answered
  /// with a record.
  private func learn(
    from fields: JSONObject, _ result: Result<RecordAnswer, LoadFailure>?, _ resource: String,
    creates: Bool
  ) {
    guard let kept = serverSetFields, case .success(let answer)? = result,
      let record = answer.record
    else { return }
    kept.learn(sent: fields, answer: record, of: resource, creates: creates)
  }

  /// With `--verbose`, says which fields were given more than once.
  private func noteRepeatedFields(_ items: RequestItems, _ options: RecordWriteOptions) {
    guard options.isVerbose else { return }
    for name in items.repeatedFields {
      console.writeError(
        "note: \(name.sanitizedForTerminalLine) is given more than once; the last value is sent\n")
    }
  }

  /// Says, in one line, which fields every record of `resource` has that the record written
  /// lacks, `missing`: `note: the records of posts all have userId and body; this one is sent
  /// without them`. Not those the server's answer (`result`) has, which it gave the record
  /// itself (read-only fields it computes, defaults); none when it refused the fields, whose
  /// errors say what is wrong, or when the write was interrupted. A write may lack them: the
  /// server decides.
  private func noteMissingFields(
    _ missing: [String], _ resource: String, after result: Result<RecordAnswer, LoadFailure>?
  ) {
    let names: [String]
    switch result {
    case .success(let answer):
      names = answer.record.map { record in missing.filter { record[$0] == nil } } ?? missing
    case .failure(let failure):
      if case .rejected? = failure.networkError { return }
      names = missing
    case nil:
      return
    }
    guard let last = names.last else { return }
    let shown = Self.missingFieldsShown
    let listed =
      names.count > shown
      ? names.prefix(shown).joined(separator: ", ") + " and \(names.count - shown) more"
      : names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    let line =
      "note: the records of \(resource) all have \(listed); this one is sent without "
      + (names.count == 1 ? "it" : "them")
    console.writeError(line.sanitizedForTerminalLine + "\n")
  }

  /// The most fields a note of missing fields names.
  static let missingFieldsShown = 5

  /// Prints one line per problem of the fields, and that nothing was sent.
  private func report(_ problems: [RecordSchema.Problem], in fields: JSONObject) -> Screen.Outcome {
    for problem in problems.prefix(Self.fieldLinesShown) {
      var line = problem.description
      if let expected = problem.expected, case .string(let text)? = fields[problem.field],
        let value = try? JSONValue(parsing: Data(text.utf8)),
        RecordSchema.Kind(of: value) == expected
      {
        line += " (to send it as JSON, write \(problem.field):=\(text))"
      }
      console.reportError(line.sanitizedForTerminalLine)
    }
    if problems.count > Self.fieldLinesShown {
      console.reportError("… and \(problems.count - Self.fieldLinesShown) more")
    }
    console.reportError("nothing was sent; --force sends the fields as they are")
    return .failure(.dataError)
  }

  /// The server's answer to a write printed as `app get` prints a record (with `--json`, its
  /// body as it came), `change` recorded (for a failure to print it) and, for a server that
  /// keeps no change, `consequence` noted; or its failure reported: field errors one line per
  /// field, in `fieldOrder`.
  private func outcome(
    of result: Result<RecordAnswer, LoadFailure>?, resource: String, fieldOrder: [String],
    change: (_ id: String?) -> String, consequence: (_ id: String?) -> String
  ) -> Screen.Outcome {
    switch result {
    case nil:
      return .failure(.interrupted)
    case .failure(let failure):
      if case .rejected(_, let fieldErrors)? = failure.networkError {
        return report(FormErrors(fieldErrors, fieldOrder: fieldOrder))
      }
      return report(failure)
    case .success(let answer):
      let id = answer.record?[Self.idField].flatMap(Self.shownID)
      console.completedWrite.record(change(id))
      note(consequence(id))
      if format == .json {
        let text = String(decoding: answer.body, as: UTF8.self)
        return .text(text.hasSuffix("\n") ? text : text + "\n")
      }
      guard let record = answer.record else {
        let text = String(decoding: answer.value.serialized(.indented), as: UTF8.self)
        return .text(text + "\n")
      }
      let text = RecordDetailView(record: record).render(options: renderOptions)
      return .text(text.isEmpty || text.hasSuffix("\n") ? text : text + "\n")
    }
  }

  /// The order of the fields in the server's field errors: those sent, then the collection's.
  private static func fieldOrder(_ fields: JSONObject, _ schema: RecordSchema) -> [String] {
    fields.names + schema.fields.map(\.name).filter { fields[$0] == nil }
  }

  /// A record's id as a message shows it: `7`, `abc`.
  static func shownID(_ value: JSONValue) -> String? {
    switch value {
    case .string(let text): text.sanitizedForTerminalLine
    case .number(let number): number.text
    default: nil
    }
  }
}
