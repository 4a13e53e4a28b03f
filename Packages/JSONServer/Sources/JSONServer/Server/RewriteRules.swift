import Foundation
import JSONCoding

/// json-server's `--routes` rules: each rewrites the paths it matches before they are routed,
/// such as `"/api/*": "/$1"`, `"/blog/:id/show": "/posts/:id"` or
/// `"/posts/:category": "/posts?category=:category"`.
///
/// A rule's pattern is written as Express writes routes (path-to-regexp 1): `:name` matches one
/// path segment (`:name?` makes it and the slash before it optional, `:name(\\d+)` gives its own
/// pattern), `*` matches anything, slashes included, and `\\` makes the next character literal.
/// Matching is case-insensitive, a trailing slash is allowed, and the pattern must match the
/// whole path and query as sent (so `/blog/:id/show` does not match `/blog/1/show?x=1`, while
/// `/api/*` does match `/api/posts?_page=2`).
///
/// The rewritten address is the rule's destination with `$1`, `$2`, ... replaced by the matched
/// groups in order and `:name` by the named segment. When it has a query string, that query
/// replaces the request's; otherwise the request keeps its query. The rules are tried in order,
/// each on the address the rules before it left. With rules, `GET /__rules` answers them as a
/// JSON object.
public struct RewriteRules: Sendable, Hashable {
  public struct Rule: Sendable, Hashable {
    /// The pattern, such as `/blog/:id/show`.
    public let pattern: String
    /// The destination, such as `/posts/:id`.
    public let destination: String

    public init(pattern: String, destination: String) {
      self.pattern = pattern
      self.destination = destination
    }
  }

  /// The rules, in the order they are tried.
  public let rules: [Rule]
  private let compiled: CompiledPatterns

  /// Creates rules from `rules`; a pattern that cannot be read matches nothing.
  public init(_ rules: [Rule] = []) {
    self.rules = rules
    self.compiled = CompiledPatterns(rules.map(\.pattern))
  }

  /// Reads the rules of a routes file: a JSON object whose members map patterns to
  /// destinations, in order.
  ///
  /// - Parameters:
  ///   - data: The file's bytes, read as `JSON.parse` reads them.
  ///   - fileName: The file's name, for the error's message.
  /// - Throws: ``JSONServerError`` with ``JSONServerError/Kind/invalidJSON`` or
  ///   ``JSONServerError/Kind/invalidContent`` naming the line and column.
  public init(parsing data: Data, fileName: String) throws(JSONServerError) {
    let document = try DatabaseDocument.parse(data, fileName: fileName)
    var rules: [Rule] = []
    for (index, member) in document.members.enumerated() {
      guard case .string(let destination) = member.value else {
        throw document.error(
          "\"\(member.name)\" is \(member.value.kindDescription), not a string", member: index)
      }
      rules.append(Rule(pattern: member.name, destination: destination))
    }
    self.init(rules)
  }

  public var isEmpty: Bool {
    rules.isEmpty
  }

  /// The rules as `GET /__rules` answers them.
  var json: JSONValue {
    .object(JSONObject(rules.map { ($0.pattern, JSONValue.string($0.destination)) }))
  }

  /// The path and query `path` with `query` (its raw text, `nil` for none) are rewritten to: the
  /// new path, percent-encoded, and the new query text, or `nil` when the request keeps its
  /// query.
  func rewrite(path: String, query: String?) -> (path: String, query: String?) {
    var address = query.map { path + "?" + $0 } ?? path
    var newQuery: String?
    for (rule, expression) in zip(rules, compiled.expressions) {
      guard let expression,
        let match = expression.regex.firstMatch(
          in: address, range: NSRange(address.startIndex..., in: address))
      else { continue }
      address = RewriteRules.substitute(
        rule.destination, match: match, in: address, names: expression.names)
      if let questionMark = address.firstIndex(of: "?"), questionMark != address.startIndex {
        newQuery = String(address[address.index(after: questionMark)...])
      }
    }
    let newPath =
      address.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
      .first.map(String.init) ?? address
    return (newPath, newQuery)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rules == rhs.rules
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rules)
  }

  /// `destination` with `$n` and `:name` replaced by what `match` captured in `text`.
  private static func substitute(
    _ destination: String, match: NSTextCheckingResult, in text: String, names: [String]
  ) -> String {
    func group(_ number: Int) -> String {
      guard number >= 1, number < match.numberOfRanges,
        let range = Range(match.range(at: number), in: text)
      else { return "" }
      return String(text[range])
    }
    var result = ""
    var rest = Substring(destination)
    while let first = rest.first {
      if first == "$", let digits = Int(rest.dropFirst().prefix(while: \.isASCIIDigit)) {
        result += group(digits)
        rest = rest.dropFirst().drop(while: \.isASCIIDigit)
      } else if first == ":", rest.dropFirst().first?.isWordCharacter == true {
        let name = rest.dropFirst().prefix(while: \.isWordCharacter)
        if let index = names.firstIndex(of: String(name)) {
          result += group(index + 1)
        } else {
          result += ":" + name
        }
        rest = rest.dropFirst(name.count + 1)
      } else {
        result.append(first)
        rest = rest.dropFirst()
      }
    }
    return result
  }
}

/// The regular expressions of rules' patterns, compiled once; immutable, so shared freely.
private final class CompiledPatterns: @unchecked Sendable {
  struct Expression {
    let regex: NSRegularExpression
    /// The names of the groups, in order; unnamed groups (`*`) are numbered from 0.
    let names: [String]
  }

  let expressions: [Expression?]

  init(_ patterns: [String]) {
    expressions = patterns.map(CompiledPatterns.compile)
  }

  /// path-to-regexp 1's translation of an Express route into a regular expression, with its
  /// defaults: case-insensitive, not strict about a trailing slash, anchored at the end.
  private static func compile(_ pattern: String) -> Expression? {
    var source = ""
    var names: [String] = []
    var unnamed = 0
    var rest = Substring(pattern)
    while let first = rest.first {
      rest = rest.dropFirst()
      switch first {
      case "\\":
        guard let escaped = rest.first else { continue }
        source += NSRegularExpression.escapedPattern(for: String(escaped))
        rest = rest.dropFirst()
      case ":" where rest.first?.isWordCharacter == true, "*", "(":
        var name: String
        var group: String
        if first == ":" {
          name = String(rest.prefix(while: \.isWordCharacter))
          rest = rest.dropFirst(name.count)
          group = "[^/]+?"
          if rest.first == "(", let custom = customGroup(&rest) { group = custom }
        } else if first == "*" {
          name = String(unnamed)
          unnamed += 1
          group = ".*"
        } else {
          guard let custom = customGroup(&rest, opened: true) else { return nil }
          name = String(unnamed)
          unnamed += 1
          group = custom
        }
        names.append(name)
        var prefix = ""
        if source.hasSuffix("\\/") || source.hasSuffix("\\.") {
          prefix = String(source.suffix(2))
          source.removeLast(2)
        }
        var modifier: Character?
        if first != "*", let next = rest.first, "?*+".contains(next) {
          modifier = next
          rest = rest.dropFirst()
        }
        let repeated =
          modifier == "+" || modifier == "*" ? "\(group)(?:\(prefix)\(group))*" : group
        let optional = modifier == "?" || modifier == "*"
        source += optional ? "(?:\(prefix)(\(repeated)))?" : "\(prefix)(\(repeated))"
      default:
        source += NSRegularExpression.escapedPattern(for: String(first))
      }
    }
    if source.hasSuffix("\\/") { source.removeLast(2) }
    source = "^" + source + "(?:\\/(?=$))?$"
    guard let regex = try? NSRegularExpression(pattern: source, options: [.caseInsensitive])
    else { return nil }
    return Expression(regex: regex, names: names)
  }

  /// The pattern of a `(...)` group at the start of `rest` (or just after its opening
  /// parenthesis, when `opened`), consumed; `nil` when it is not closed.
  private static func customGroup(_ rest: inout Substring, opened: Bool = false) -> String? {
    var depth = opened ? 1 : 0
    var group = ""
    var index = rest.startIndex
    if !opened { index = rest.index(after: index) }
    if !opened { depth = 1 }
    while index < rest.endIndex {
      let character = rest[index]
      index = rest.index(after: index)
      if character == "\\", index < rest.endIndex {
        group.append(character)
        group.append(rest[index])
        index = rest.index(after: index)
        continue
      }
      if character == "(" { depth += 1 }
      if character == ")" {
        depth -= 1
        if depth == 0 {
          rest = rest[index...]
          return "(?:\(group))"
        }
      }
      group.append(character)
    }
    return nil
  }
}

extension Character {
  /// Whether the character is one of JavaScript's `\w`: an ASCII letter, digit or underscore.
  fileprivate var isWordCharacter: Bool {
    isASCII && (isLetter || isNumber || self == "_")
  }

  fileprivate var isASCIIDigit: Bool {
    isASCII && isNumber
  }
}
