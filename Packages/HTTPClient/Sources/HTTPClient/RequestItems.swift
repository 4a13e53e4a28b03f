import Foundation
import JSONCoding

/// The request items of a command line (see ``RequestItem``), gathered: the fields of the JSON
/// body, the query's parameters in order, and the header fields.
///
/// A field named twice keeps its first place and its last value, as httpie sends it; the names
/// given more than once are kept so that a program can say so. A field's name builds nested
/// objects and lists as httpie 3 reads it (`user[name]=Ada`, `tags[]=a`; see ``FieldPath``). A query parameter named twice is
/// sent twice; a header named twice, whatever the case, is sent with its last value. The header
/// fields that carry credentials (``Credentials/standardHeaderNames``) are ``credentials``, kept
/// apart from the others so that a cache keeps their answers apart and writes no value.
///
/// ```swift
/// let items = try RequestItems(parsing: ["name=Ada", "age:=36", "name=Grace", "dry==1"])
/// // items.fields == ["name": "Grace", "age": 36]
/// // items.repeatedFields == ["name"]
/// // items.queryItems == [URLQueryItem(name: "dry", value: "1")]
/// ```
public struct RequestItems: Sendable, Hashable {
  /// The body's fields: a name given twice keeps its first place and its last value.
  public var fields: JSONObject
  /// The query's parameters, in order.
  public var queryItems: [URLQueryItem]
  /// The fields given more than once, in the order of their second appearance; the last value
  /// of each is sent.
  public var repeatedFields: [String]
  /// The header fields that carry no credentials, by name.
  public var headers: [String: String]
  /// The header fields that carry credentials, such as `Authorization` or `X-API-Key`.
  public var credentials: Credentials
  /// The files sent in a multipart form (`cover@cover.gif`), in order, after the fields.
  public var files: [MultipartForm.Part] = []

  public init(
    fields: JSONObject = [:], queryItems: [URLQueryItem] = [], repeatedFields: [String] = []
  ) {
    self.init(
      fields: fields, queryItems: queryItems, repeatedFields: repeatedFields, headers: [:])
  }

  public init(
    fields: JSONObject = [:], queryItems: [URLQueryItem] = [], repeatedFields: [String] = [],
    headers: [String: String], credentials: Credentials = .none
  ) {
    self.fields = fields
    self.queryItems = queryItems
    self.repeatedFields = repeatedFields
    self.headers = headers
    self.credentials = credentials
  }

  /// The items `words` write, in order.
  ///
  /// - Throws: ``RequestItem/SyntaxError`` for the first word that is not an item.
  public init(parsing words: some Sequence<String>) throws(RequestItem.SyntaxError) {
    try self.init(parsing: words, files: nil)
  }

  /// The items `words` write, in order, reading httpie's embedded files (`name=@file`,
  /// `name:=@file`) with `readFile`; see ``RequestItem/init(parsing:readingFilesWith:)``.
  ///
  /// - Throws: ``RequestItem/SyntaxError`` for the first word that is not an item, or whose
  ///   file cannot be read.
  public init(
    parsing words: some Sequence<String>,
    readingFilesWith readFile: @escaping RequestItem.FileReader
  ) throws(RequestItem.SyntaxError) {
    try self.init(parsing: words, files: readFile)
  }

  private init(
    parsing words: some Sequence<String>, files readFile: RequestItem.FileReader?
  ) throws(RequestItem.SyntaxError) {
    // The body's fields in order, and where each stands by its code units, as JSON tells names
    // apart: a name found in constant time.
    var members: [(name: String, value: JSONValue)] = []
    var positions: [[UInt8]: Int] = [:]
    var named: Set<String> = []
    var repeated: [String] = []
    var repeatedNames: Set<String> = []
    var queryItems: [URLQueryItem] = []
    var headers: [String: String] = [:]
    var credentials = Credentials.none
    var files: [MultipartForm.Part] = []
    // The name each header was given as, by its lowercased name: a later one replaces it.
    var headerNames: [String: String] = [:]
    for word in words {
      let item: RequestItem
      if let readFile {
        item = try RequestItem(parsing: word, readingFilesWith: readFile)
      } else {
        item = try RequestItem(parsing: word)
      }
      switch item {
      case .field(let name, let value):
        do throws(FieldPath.Problem) {
          let path = try FieldPath(parsing: name)
          // A name that appends (`tags[]`) is never given twice: each adds an element.
          if !path.steps.contains(.append), !named.insert(name).inserted,
            repeatedNames.insert(name).inserted
          {
            repeated.append(name)
          }
          let key = Array(path.field.utf8)
          let position = positions[key]
          let field = try path.fieldValue(setting: value, in: position.map { members[$0].value })
          if let position {
            members[position].value = field
          } else {
            positions[key] = members.count
            members.append((path.field, field))
          }
        } catch {
          throw RequestItem.SyntaxError(word: word, reason: error.reason)
        }
      case .query(let name, let value):
        queryItems.append(URLQueryItem(name: name, value: value))
      case .file:
        files += item.filePart.map { [$0] } ?? []
      case .header(let name, let value):
        let lowercased = name.lowercased()
        if let previous = headerNames.updateValue(name, forKey: lowercased) {
          headers[previous] = nil
          credentials.headers[previous] = nil
        }
        if Credentials.standardHeaderNames.holdsSecret(named: name) {
          credentials.headers[name] = value
        } else {
          headers[name] = value
        }
      }
    }
    self.init(
      fields: JSONObject(members.map { ($0.name, $0.value) }), queryItems: queryItems,
      repeatedFields: repeated,
      headers: headers, credentials: credentials)
    self.files = files
  }

  /// Whether no field is given, neither of the body (``fields``) nor a file (``files``): a
  /// write then asks for the fields.
  public var givesNoField: Bool {
    fields.isEmpty && files.isEmpty
  }

  /// Whether no item was given, neither a field, a file, a query parameter nor a header; a
  /// write asks for the fields when no field is given (``givesNoField``).
  public var isEmpty: Bool {
    givesNoField && queryItems.isEmpty && headers.isEmpty && credentials.isEmpty
  }
}
