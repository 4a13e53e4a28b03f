import ArgumentParsing
import Models
import NetworkClient

/// The typed values of one command's arguments and options: ids, page numbers and sizes, all
/// positive whole numbers read by the same rule, and free text.
struct CommandLineValues {
  /// The parsed command line.
  var parsed: ParsedArguments
  /// The command the values belong to, named in errors.
  var command: String

  /// The positive whole number `text` stands for, or `nil`: ASCII digits only, no sign.
  static func positiveInteger(_ text: String) -> Int? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isWholeNumber }),
      let number = Int(text), number > 0
    else { return nil }
    return number
  }

  /// The id in the command's first argument, such as `7` in `post 7`; `noun` names it in errors.
  func argumentID<Tag>(named noun: String) throws(UsageError) -> Tagged<Tag, Int> {
    let text = parsed.arguments.first ?? ""
    guard let number = Self.positiveInteger(text) else {
      throw UsageError(
        "invalid \(noun) id '\(text)' (expected a positive whole number)", command: command)
    }
    return Tagged(rawValue: number)
  }

  /// The last value of the option `name` as a positive whole number, or `nil` when not given.
  func number(of name: String) throws(UsageError) -> Int? {
    guard let text = parsed.value(of: name) else { return nil }
    return try number(text, for: name)
  }

  /// The last value of the option `name` as an id, or `nil` when not given.
  func id<Tag>(of name: String) throws(UsageError) -> Tagged<Tag, Int>? {
    try number(of: name).map { Tagged(rawValue: $0) }
  }

  /// Every value of the option `name` as ids, in the order given.
  func ids<Tag>(of name: String) throws(UsageError) -> [Tagged<Tag, Int>] {
    var ids: [Tagged<Tag, Int>] = []
    for text in parsed.values[name] ?? [] {
      ids.append(Tagged(rawValue: try number(text, for: name)))
    }
    return ids
  }

  /// The last value of the option `name`, or empty text when not given.
  func text(of name: String) -> String {
    parsed.value(of: name) ?? ""
  }

  /// The paging of `--page` and `--per-page`; `--per-page` alone means page 1.
  func listOptions() throws(UsageError) -> ListOptions {
    let page = try number(of: "page")
    let perPage = try number(of: "per-page")
    return ListOptions(page: page ?? (perPage == nil ? nil : 1), perPage: perPage)
  }

  private func number(_ text: String, for name: String) throws(UsageError) -> Int {
    guard let number = Self.positiveInteger(text) else {
      throw UsageError(
        "invalid value '\(text)' for '--\(name)' (expected a positive whole number)",
        command: command)
    }
    return number
  }
}
