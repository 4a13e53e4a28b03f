import ArgumentParsing
import HTTPClient
import JSONCoding
import ServerSettingsKit

/// The flags of a command that writes a record: `--form`, `--force` and `--quiet`, and what
/// they make of the collection's description and of the write.
public struct RecordWriteFlags: Sendable, Hashable {
  /// Whether the fields are sent as a form (`-f`/`--form`), as they are with a file item.
  public var sendsForm = false
  /// Whether the fields are sent unchecked (`--force`).
  public var isForced = false
  /// Whether an upload shows no progress bar (`-q`/`--quiet`).
  public var isQuiet = false

  /// The flags' options, in the order help lists them.
  public static let specs = [
    RecordArguments.form.spec, RecordArguments.force.spec, RecordArguments.quiet.spec,
  ]

  public init(sendsForm: Bool = false, isForced: Bool = false, isQuiet: Bool = false) {
    self.sendsForm = sendsForm
    self.isForced = isForced
    self.isQuiet = isQuiet
  }

  /// The flags set in `parsed`.
  public init(parsing parsed: ParsedArguments) {
    sendsForm = parsed.isSet(RecordArguments.form)
    isForced = parsed.isSet(RecordArguments.force)
    isQuiet = parsed.isSet(RecordArguments.quiet)
  }

  /// The description of the writes to `resource` that `settings` give (its records' own
  /// conventions, `items`' query on its writes, `PUT` when `replacing`), sending `items` as a
  /// form when ``sendsForm`` or they hold a file: form-encoded, or `multipart/form-data` with
  /// the files after the fields (`ResourceDescription.sendingForm(withFiles:)`).
  public func description(
    of resource: String, settings: ServerSettings, sending items: RequestItems,
    replacing: Bool = false
  ) -> ResourceDescription<RecordAnswer, JSONObject> {
    let description = ResourceDescription.recordWrites(
      of: resource, settings: settings, queryItems: items.queryItems, replacing: replacing)
    guard sendsForm || !items.files.isEmpty else { return description }
    return description.sendingForm(withFiles: items.files)
  }
}
