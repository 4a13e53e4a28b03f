import Foundation
import JSONCoding

/// The request items of a command line (see ``RequestItem``), gathered: the fields of the JSON
/// body, and the query's parameters in order.
///
/// A field named twice keeps its first place and its last value, as httpie sends it; the names
/// given more than once are kept so that a program can say so. A query parameter named twice is
/// sent twice.
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

  public init(
    fields: JSONObject = [:], queryItems: [URLQueryItem] = [], repeatedFields: [String] = []
  ) {
    self.fields = fields
    self.queryItems = queryItems
    self.repeatedFields = repeatedFields
  }

  /// The items `words` write, in order.
  ///
  /// - Throws: ``RequestItem/SyntaxError`` for the first word that is not an item.
  public init(parsing words: some Sequence<String>) throws(RequestItem.SyntaxError) {
    var members: [(String, JSONValue)] = []
    var named: Set<String> = []
    var repeated: [String] = []
    var repeatedNames: Set<String> = []
    var queryItems: [URLQueryItem] = []
    for word in words {
      switch try RequestItem(parsing: word) {
      case .field(let name, let value):
        if !named.insert(name).inserted, repeatedNames.insert(name).inserted {
          repeated.append(name)
        }
        members.append((name, value))
      case .query(let name, let value):
        queryItems.append(URLQueryItem(name: name, value: value))
      }
    }
    self.init(
      fields: JSONObject(members), queryItems: queryItems, repeatedFields: repeated)
  }

  /// Whether no item was given, neither a field nor a query parameter; a write asks for the
  /// fields when ``fields`` alone is empty.
  public var isEmpty: Bool {
    fields.isEmpty && queryItems.isEmpty
  }
}
