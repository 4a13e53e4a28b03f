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

  /// The request items: `name=Ada`, `age:=36`, `city==Lyon`, `X-API-Key:k1`.
  static let items = Argument<String>(
    "item",
    summary: "A field, name=text or name:=json, a query parameter, name==value, or a header, "
      + "Name:value", noun: "item", isOptional: true, completesFromProgram: true,
    expecting: "name=text, name:=json, name==value or Name:value"
  ) { $0 }.repeating()

  /// The header items of a command that sends no fields: `X-API-Key:k1`.
  static let headers = Argument<String>(
    "header", summary: "A header field to send, Name:value, such as X-API-Key:k1",
    noun: "header", isOptional: true, expecting: "Name:value"
  ) { $0 }.repeating()

  /// `--force`, which sends the fields unchecked.
  static let force = Flag(
    "force", summary: "Send the fields as they are, unchecked against the collection's records")

  /// The header items of `parsed` from `position` on.
  ///
  /// - Throws: ``UsageError`` naming the first word that is not a header item.
  static func headerItems(in parsed: ParsedArguments, from position: Int, command: String)
    throws(UsageError) -> RequestItems
  {
    let words = try parsed.values(of: headers, from: position)
    for word in words {
      let item: RequestItem
      do throws(RequestItem.SyntaxError) {
        item = try RequestItem(parsing: word)
      } catch {
        throw UsageError(error.description, command: command)
      }
      guard case .header = item else {
        let shown = RequestItem.SyntaxError(word: word, reason: "").item
        throw UsageError(
          "item '\(shown)' is not a header (Name:value): '\(command)' sends no fields",
          command: command)
      }
    }
    do throws(RequestItem.SyntaxError) {
      return try RequestItems(parsing: words)
    } catch {
      throw UsageError(error.description, command: command)
    }
  }

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
