import ArgumentParsing
import Foundation
import HTTPClient
import JSONCoding
import TerminalKit

/// The arguments and options of commands that read or write the records of any collection, as
/// httpie takes them: a collection, a record's id, and request items (`name=Ada`, `age:=36`,
/// `city==Lyon`, `X-API-Key:k1`, a field's value read from a file with `=@`, a file sent in a
/// multipart form with `@`).
public enum RecordArguments {
  /// The collection: `customers`, or `books/`, whose final `/` is sent on its path and its
  /// records' (`RecordWriteConventions.description(of:paging:)`).
  public static let resource = Argument<String>(
    "resource", summary: "The collection, such as customers (completed from the server)",
    noun: "resource name", completesFromProgram: true,
    expecting: "a collection's name such as customers, one segment of a path"
  ) { RecordCollections.isPathSegment($0) ? $0 : nil }

  /// The collection `resource` names, as messages call it: `books` of `books/`.
  public static func shownName(of resource: String) -> String {
    resource.count > 1 && resource.hasSuffix("/") ? String(resource.dropLast()) : resource
  }

  /// The record's id: `7`.
  public static let id = Argument<String>(
    "id", summary: "The record's id", noun: "record id",
    expecting: "an id such as 7, one segment of a path"
  ) { RecordCollections.isPathSegment($0) ? $0 : nil }

  /// The request items: `name=Ada`, `age:=36`, `city==Lyon`, `X-API-Key:k1`, `cover@cover.gif`.
  public static let items = Argument<String>(
    "item",
    summary: "A field, name=text or name:=json, a query parameter, name==value, a header, "
      + "Name:value, or a file to upload, name@path[;type=MIME]", noun: "item",
    isOptional: true, completesFromProgram: true,
    expecting: "name=text, name:=json, name==value, Name:value or name@path"
  ) { $0 }.repeating()

  /// The header items of a command that sends no fields: `X-API-Key:k1`.
  public static let headers = Argument<String>(
    "header", summary: "A header field to send, Name:value, such as X-API-Key:k1",
    noun: "header", isOptional: true, expecting: "Name:value"
  ) { $0 }.repeating()

  /// `-f`/`--form`, which sends the fields as a form, as httpie's does.
  public static let form = Flag(
    "form", short: "f",
    summary: "Send the fields as a form (application/x-www-form-urlencoded); with a file item, "
      + "name@path, a multipart form")

  /// `-q`/`--quiet`, which shows no progress of an upload.
  public static let quiet = Flag(
    "quiet", short: "q", summary: "Show no progress bar while files are uploaded")

  /// `--force`, which sends the fields unchecked.
  public static let force = Flag(
    "force", summary: "Send the fields as they are, unchecked against the collection's records")

  /// The header items of `parsed` from `position` on.
  ///
  /// - Throws: `UsageError` naming the first word that is not a header item.
  public static func headerItems(in parsed: ParsedArguments, from position: Int, command: String)
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

  /// The request items of `parsed` from `position` on, reading the files they embed
  /// (`bio=@bio.txt`, `address:=@address.json`) with ``readFile``.
  ///
  /// - Throws: `UsageError` naming the first word that is not an item, or whose file cannot
  ///   be read.
  public static func requestItems(in parsed: ParsedArguments, from position: Int, command: String)
    throws(UsageError) -> RequestItems
  {
    let words = try parsed.values(of: items, from: position)
    do throws(RequestItem.SyntaxError) {
      return try RequestItems(parsing: words, readingFilesWith: readFile)
    } catch {
      throw UsageError(error.description, command: command, showsUsage: !error.concernsAFile)
    }
  }

  /// The most bytes of a file an item embeds: 16 MiB, as much as an answer may be.
  public static let fileSizeLimit = ClientSettings.defaultMaximumResponseSize

  /// Reads the file an item embeds, relative to the current folder, up to ``fileSizeLimit``.
  public static let readFile: RequestItem.FileReader = { path in
    try FileContents.read(path, limit: fileSizeLimit)
  }

  /// `items` with the fields of the JSON object on standard input when they give none and
  /// standard input is not a terminal (`app create posts < post.json`); `items` as they are
  /// when standard input is empty.
  ///
  /// - Throws: `UsageError` when standard input holds anything but one JSON object.
  public static func readingBody(
    into items: RequestItems, from console: Console, command: String
  ) throws(UsageError) -> RequestItems {
    guard items.givesNoField, !console.inputIsTerminal else { return items }
    let text = console.readInput()
    guard !text.allSatisfy(\.isWhitespace) else { return items }
    let data = Data(text.utf8)
    guard let value = try? JSONValue(parsing: data) else {
      let offset = JSONValue.invalidOffset(in: data) ?? data.count
      let character = String(decoding: data.prefix(offset), as: UTF8.self).count + 1
      throw UsageError(
        "standard input is not JSON: it fails at character \(character)", command: command,
        showsUsage: false)
    }
    guard let object = value.object else {
      throw UsageError(
        "standard input is not a JSON object of fields, such as {\"name\": \"Ada\"}",
        command: command, showsUsage: false)
    }
    var items = items
    items.fields = object
    return items
  }

  /// The endpoint `make` makes of the fields given, to show it (`--dry-run`).
  ///
  /// - Throws: `UsageError` when the fields cannot be written as the server takes them.
  public static func endpoint<Response>(
    command: String, _ make: () throws -> Endpoint<Response>
  ) throws(UsageError) -> Endpoint<Response> {
    do {
      return try make()
    } catch {
      throw UsageError(
        "the fields cannot be written as the server takes them: \(error)", command: command,
        showsUsage: false)
    }
  }
}
