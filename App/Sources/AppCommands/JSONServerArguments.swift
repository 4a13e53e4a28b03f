import ArgumentParsing

/// json-server's options for how records name each other, which `serve` and `browse` both take.
enum JSONServerArguments {
  static let id = Option<String>(
    "id", short: "i", valueName: "NAME", summary: "The member that identifies a record",
    defaultDescription: "id")
  static let foreignKeySuffix = Option<String>(
    "foreignKeySuffix", valueName: "SUFFIX",
    summary: "What follows a resource's singular name in a foreign key", defaultDescription: "Id")
  static let foreignKeySuffixAlias = Option<String>(
    "fks", valueName: "SUFFIX", summary: "Same as --foreignKeySuffix")

  /// The options, in the order help lists them.
  static let specs = [id.spec, foreignKeySuffix.spec, foreignKeySuffixAlias.spec]

  /// The values given on the command line: the id field and the foreign keys' suffix, `nil`
  /// for those not given (`--foreignKeySuffix` wins over `--fks`).
  static func values(in parsed: ParsedArguments) throws(UsageError) -> (
    idField: String?, foreignKeySuffix: String?
  ) {
    let alias = try parsed.value(of: foreignKeySuffixAlias)
    return (try parsed.value(of: id), try parsed.value(of: foreignKeySuffix) ?? alias)
  }
}
