import ArgumentParsing
import Models

/// The command line's ids, read as ``PositiveInteger`` reads them.
enum CommandLineValues {
  static func idOption<Tag>(_ name: String, summary: String, isRequired: Bool = false)
    -> Option<Tagged<Tag, Int>>
  {
    Option(
      name, valueName: "ID", summary: summary, isRequired: isRequired,
      expecting: PositiveInteger.expectation
    ) { PositiveInteger.parse($0).map(Tagged.init(rawValue:)) }
  }

  /// The argument `<id>` of the commands about one `noun`, such as `post 7`.
  static func idArgument<Tag>(of noun: String) -> Argument<Tagged<Tag, Int>> {
    Argument(
      "id", summary: "The \(noun)'s id, a positive whole number", noun: "\(noun) id",
      expecting: PositiveInteger.expectation
    ) { PositiveInteger.parse($0).map(Tagged.init(rawValue:)) }
  }
}
