import ArgumentParsing
import NetworkClient

/// The arguments and options of the commands that write records of any collection: `create`,
/// `edit` and `delete`.
enum RecordArguments {
  /// The collection: `customers`.
  static let resource = Argument<String>(
    "resource", summary: "The collection, such as customers (completed from the server)",
    noun: "resource name", completesFromProgram: true,
    expecting: "a collection's name such as customers, one segment of a path"
  ) { RecordsClient.isPathSegment($0) ? $0 : nil }

  /// The record's id: `7`.
  static let id = Argument<String>(
    "id", summary: "The record's id", noun: "record id",
    expecting: "an id such as 7, one segment of a path"
  ) { RecordsClient.isPathSegment($0) ? $0 : nil }

  /// The request items: `name=Ada`, `age:=36`, `city==Lyon`.
  static let items = Argument<String>(
    "item", summary: "A field, name=text or name:=json, or a query parameter, name==value",
    noun: "item", isOptional: true, completesFromProgram: true,
    expecting: "name=text, name:=json or name==value"
  ) { $0 }.repeating()

  /// `--force`, which sends the fields unchecked.
  static let force = Flag(
    "force", summary: "Send the fields as they are, unchecked against the collection's records")

  /// The request items of `parsed` from `position` on.
  ///
  /// - Throws: ``UsageError`` naming the first word that is not an item.
  static func requestItems(in parsed: ParsedArguments, from position: Int, command: String)
    throws(UsageError) -> RequestItems
  {
    let words = try parsed.values(of: items, from: position)
    do throws(RequestItem.SyntaxError) {
      return try RequestItems(parsing: words)
    } catch {
      throw UsageError(error.description, command: command)
    }
  }
}
