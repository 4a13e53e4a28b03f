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

  private init(
    spec: ArgumentSpec, noun: String, expectation: String,
    convert: @escaping @Sendable (String) -> Value?
  ) {
    self.spec = spec
    self.noun = noun
    self.expectation = expectation
    self.convert = convert
  }

  /// The same argument taking every word left on the command line (see
  /// ``ArgumentSpec/isRepeating``), read with ``ParsedArguments/values(of:from:)``.
  ///
  /// ```swift
  /// let items = Argument<String>(
  ///   "item", summary: "A field, name=value", noun: "item", isOptional: true,
  ///   expecting: "name=value"
  /// ) { $0.contains("=") ? $0 : nil }.repeating()
  /// // items.spec.synopsis == "[<item>...]"
  /// ```
  public func repeating() -> Self {
    var spec = spec
    spec.isRepeating = true
    return Self(spec: spec, noun: noun, expectation: expectation, convert: convert)
  }

  /// The value `text` stands for; `command` is named in the error, for its usage line.
  ///
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

  /// Every positional argument from `position` on (0 for the first), each converted by
  /// `argument`, in order; none when the command line has none there.
  ///
  /// - Throws: ``UsageError`` for the first text that does not convert.
  public func values<Value>(of argument: Argument<Value>, from position: Int) throws(UsageError)
    -> [Value]
  {
    guard position < arguments.count else { return [] }
    var values: [Value] = []
    values.reserveCapacity(arguments.count - position)
    for text in arguments[max(position, 0)...] {
      values.append(try argument.value(from: text, command: command))
    }
    return values
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
