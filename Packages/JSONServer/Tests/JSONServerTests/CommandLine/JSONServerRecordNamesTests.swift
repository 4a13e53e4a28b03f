import ArgumentParsing
import JSONServer
import TestSupport
import Testing

@Suite struct JSONServerRecordNamesTests {
  /// `arguments` parsed as a command `browse` that takes json-server's names of records, and read.
  func parse(_ arguments: [String]) throws(UsageError) -> JSONServerRecordNames {
    try JSONServerRecordNames(
      parsing: .parsing(arguments, as: "browse", options: JSONServerRecordNames.specs))
  }

  @Test func readsTheIdAndTheForeignKeysSuffixGivingNoneItIsNotGiven() throws {
    let plain = try parse([])
    let short = try parse(["-i", "_id", "--fks", "_ref"])
    let long = try parse(["--id", "key", "--foreignKeySuffix", "_id", "--fks", "Ref"])

    checkEqual(plain.idField, nil)
    checkEqual(plain.foreignKeySuffix, nil)
    checkEqual(short.idField, "_id")
    checkEqual(short.foreignKeySuffix, "_ref")
    checkEqual(long.idField, "key")
    checkEqual(long.foreignKeySuffix, "_id", "the long name wins")
  }
}
