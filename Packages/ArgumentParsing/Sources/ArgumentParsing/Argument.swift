/// A positional argument, declared once, that reads its value from a parse result already
/// converted to `Value`.
///
/// A value that does not convert is a ``UsageError``: `invalid post id 'x' (expected a
/// positive whole number)`, naming the argument by its ``noun``.
public struct Argument<Value>: Sendable {
  /// The argument as the parser, help and completions see it.
  public let spec: ArgumentSpec
  /// What errors call the argument: `post id`.
  public let noun: String
  /// What a valid value looks like, as errors say it: `a positive whole number`.
  public let expectation: String
  private let convert: @Sendable (String) -> Value?

  /// Declares the argument `<name>`, whose text `convert` turns into a value, or `nil` when the
  /// text is not one that `expectation` describes.
  public init(
    _ name: String,
    summary: String,
    noun: String,
    isOptional: Bool = false,
    allowedValues: [String] = [],
    completesFromProgram: Bool = false,
    expecting expectation: String,
    convert: @escaping @Sendable (String) -> Value?
  ) {
    spec = ArgumentSpec(
      name: name, summary: summary, isOptional: isOptional, allowedValues: allowedValues,
      completesFromProgram: completesFromProgram)
    self.noun = noun
    self.expectation = expectation
    self.convert = convert
  }

  /// The value `text` stands for.
  ///
  /// - Parameters:
  ///   - text: The text given for the argument on the command line.
  ///   - command: The command named in the error, for its usage line.
  /// - Throws: ``UsageError`` when `text` does not convert.
  public func value(from text: String, command: String?) throws(UsageError) -> Value {
    guard let value = convert(text) else {
      throw UsageError("invalid \(noun) '\(text)' (expected \(expectation))", command: command)
    }
    return value
  }
}

extension ParsedArguments {
  /// The positional argument at `position` (0 for the first), converted by `argument`, or
  /// `nil` when the command line has no argument there.
  ///
  /// - Throws: ``UsageError`` when the text does not convert.
  public func value<Value>(of argument: Argument<Value>, at position: Int = 0) throws(UsageError)
    -> Value?
  {
    guard arguments.indices.contains(position) else { return nil }
    return try argument.value(from: arguments[position], command: command)
  }

  /// The positional argument at `position` (0 for the first), converted by `argument`.
  ///
  /// - Throws: ``UsageError`` when the command line has no argument there, or when the text
  ///   does not convert.
  public func requiredValue<Value>(of argument: Argument<Value>, at position: Int = 0)
    throws(UsageError) -> Value
  {
    guard let value = try value(of: argument, at: position) else {
      throw UsageError(
        "missing \(argument.spec.synopsis) for '\(command ?? "")'", command: command)
    }
    return value
  }
}
