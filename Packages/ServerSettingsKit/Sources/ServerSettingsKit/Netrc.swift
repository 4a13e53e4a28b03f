import Foundation

/// A `.netrc` file as curl reads it for `--netrc`: for each `machine`, a `login` and a
/// `password`, and a `default` entry for the other hosts.
///
/// Tokens are separated by white space, and a token in double quotes may hold white space and
/// the escapes `\"`, `\\`, `\n`, `\r` and `\t`. A line whose first token starts with `#` is a
/// comment; `macdef NAME` skips its macro, up to an empty line; `account` is read and not used.
///
/// ```swift
/// let netrc = try Netrc(parsing: "machine api.example login ada password s3cret")
/// // netrc.entry(forHost: "API.example") == Netrc.Entry(login: "ada", password: "s3cret")
/// ```
public struct Netrc: Sendable, Hashable {
  /// A machine's login and password.
  public struct Entry: Sendable, Hashable {
    public var login: String?
    public var password: String?

    public init(login: String? = nil, password: String? = nil) {
      self.login = login
      self.password = password
    }
  }

  /// What is wrong with a file, as one line: `line 3: 'login' has no value`.
  public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var reason: String

    public init(line: Int, reason: String) {
      self.line = line
      self.reason = reason
    }

    public var description: String { "line \(line): \(reason)" }
  }

  /// The entries by host, lowercased; the first of a host wins, as curl reads them.
  public var machines: [String: Entry] = [:]
  /// The `default` entry, for any other host.
  public var fallback: Entry?

  /// - Throws: ``SyntaxError`` naming the line of a token without its value, a value outside
  ///   an entry, an unknown keyword, or a quote that does not end.
  public init(parsing text: String) throws(SyntaxError) {
    let tokens = try Self.tokens(of: text)
    var index = 0
    var current: (host: String?, entry: Entry)?
    func finish() {
      guard let (host, entry) = current else { return }
      if let host {
        if machines[host] == nil { machines[host] = entry }
      } else if fallback == nil {
        fallback = entry
      }
      current = nil
    }
    while index < tokens.count {
      let (word, line) = tokens[index]
      index += 1
      func value() throws(SyntaxError) -> String {
        guard index < tokens.count else {
          throw SyntaxError(line: line, reason: "'\(word)' has no value")
        }
        defer { index += 1 }
        return tokens[index].text
      }
      switch word {
      case "machine":
        finish()
        current = (try value().lowercased(), Entry())
      case "default":
        finish()
        current = (nil, Entry())
      case "login", "password", "account":
        let text = try value()
        guard current != nil else {
          throw SyntaxError(line: line, reason: "'\(word)' comes before any 'machine'")
        }
        if word == "login" { current?.entry.login = text }
        if word == "password" { current?.entry.password = text }
      case "macdef":
        finish()
        _ = try value()
      // The macro's lines are skipped by `tokens`, up to an empty line.
      default:
        throw SyntaxError(line: line, reason: "unknown word '\(word.prefix(40))'")
      }
    }
    finish()
  }

  /// The entry of `host` (in any case), else the `default` entry.
  public func entry(forHost host: String) -> Entry? {
    machines[host.lowercased()] ?? fallback
  }

  /// The tokens of `text` with their line numbers, from 1: comments and macros' bodies left out.
  private static func tokens(of text: String) throws(SyntaxError) -> [(text: String, line: Int)] {
    var tokens: [(text: String, line: Int)] = []
    var inMacro = false
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = offset + 1
      let content = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      if inMacro {
        if content.allSatisfy(\.isWhitespace) { inMacro = false }
        continue
      }
      var lineTokens: [String] = []
      var characters = content.makeIterator()
      var token = ""
      var inToken = false
      while let character = characters.next() {
        if character == "\"", !inToken {
          inToken = true
          var closed = false
          while let next = characters.next() {
            if next == "\"" {
              closed = true
              break
            }
            if next == "\\", let escaped = characters.next() {
              switch escaped {
              case "n": token.append("\n")
              case "r": token.append("\r")
              case "t": token.append("\t")
              default: token.append(escaped)
              }
            } else {
              token.append(next)
            }
          }
          guard closed else { throw SyntaxError(line: line, reason: "a quote does not end") }
        } else if character.isWhitespace {
          if inToken {
            lineTokens.append(token)
            (token, inToken) = ("", false)
          }
        } else {
          token.append(character)
          inToken = true
        }
      }
      if inToken { lineTokens.append(token) }
      if lineTokens.first?.hasPrefix("#") == true { continue }
      tokens += lineTokens.map { ($0, line) }
      if let macro = lineTokens.firstIndex(of: "macdef"), macro + 1 < lineTokens.count {
        inMacro = true
      }
    }
    return tokens
  }
}
