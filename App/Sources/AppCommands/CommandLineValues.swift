import ArgumentParsing
import Models

/// The rules the command line reads numbers by: ids, page numbers and sizes are all positive
/// whole numbers, in ASCII digits, without a sign.
enum CommandLineValues {
  /// What errors say a positive whole number looks like.
  static let positiveIntegerExpectation = "a positive whole number"

  /// The positive whole number `text` stands for, or `nil`: ASCII digits only, no sign.
  static func positiveInteger(_ text: String) -> Int? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isWholeNumber }),
      let number = Int(text), number > 0
    else { return nil }
    return number
  }

  static func idOption<Tag>(_ name: String, summary: String, isRequired: Bool = false)
    -> Option<Tagged<Tag, Int>>
  {
    Option(
      name, valueName: "ID", summary: summary, isRequired: isRequired,
      expecting: positiveIntegerExpectation
    ) { positiveInteger($0).map(Tagged.init(rawValue:)) }
  }

  /// The argument `<id>` of the commands about one `noun`, such as `post 7`.
  static func idArgument<Tag>(of noun: String) -> Argument<Tagged<Tag, Int>> {
    Argument(
      "id", summary: "The \(noun)'s id, a positive whole number", noun: "\(noun) id",
      expecting: positiveIntegerExpectation
    ) { positiveInteger($0).map(Tagged.init(rawValue:)) }
  }
}
