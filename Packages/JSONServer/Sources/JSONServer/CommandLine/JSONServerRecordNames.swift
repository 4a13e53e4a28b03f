import ArgumentParsing

/// json-server's options for how records name each other (`--id`, `--foreignKeySuffix` or
/// `--fks`), as a command line gives them: those of `serve`, and of a client of such a server
/// (`browse`), which reads its records by the same names.
public struct JSONServerRecordNames: Sendable, Hashable {
  public static let id = Option<String>(
    "id", short: "i", valueName: "NAME", summary: "The member that identifies a record",
    defaultDescription: "id")
  public static let foreignKeySuffix = Option<String>(
    "foreignKeySuffix", valueName: "SUFFIX",
    summary: "What follows a resource's singular name in a foreign key", defaultDescription: "Id")
  /// json-server's short name of ``foreignKeySuffix-type.property``, which loses to it when both
  /// are given.
  public static let foreignKeySuffixAlias = Option<String>(
    "fks", valueName: "SUFFIX", summary: "Same as --foreignKeySuffix")

  /// The options, in the order help lists them.
  public static let specs = [id.spec, foreignKeySuffix.spec, foreignKeySuffixAlias.spec]

  /// The member that identifies a record (`--id`); `nil` when not given.
  public var idField: String?
  /// What follows a resource's singular name in a foreign key (`--foreignKeySuffix`, else
  /// `--fks`); `nil` when neither is given.
  public var foreignKeySuffix: String?

  /// Reads the options `parsed` gives.
  public init(parsing parsed: ParsedArguments) throws(UsageError) {
    let alias = try parsed.value(of: Self.foreignKeySuffixAlias)
    idField = try parsed.value(of: Self.id)
    foreignKeySuffix = try parsed.value(of: Self.foreignKeySuffix) ?? alias
  }
}
